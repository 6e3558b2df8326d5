PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`telegram_id` text,
	`google_id` text,
	`username` text,
	`first_name` text,
	`last_name` text,
	`photo_url` text,
	`email` text,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`display_name` text,
	`birth_date` text,
	`first_arcana` integer,
	`second_arcana` integer,
	`arcana_skipped` integer DEFAULT false NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`locale_confirmed` integer DEFAULT false NOT NULL,
	`terms_accepted_at` integer,
	`show_confirmation` integer DEFAULT true NOT NULL,
	`notifications_enabled` integer DEFAULT false NOT NULL,
	`use_personal_arcana` integer DEFAULT true NOT NULL,
	`reversed_cards` integer DEFAULT true NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`token_balance` integer DEFAULT 0 NOT NULL,
	`session_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_seen_at` integer
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "telegram_id", "google_id", "username", "first_name", "last_name", "photo_url", "email", "is_email_verified", "password_hash", "display_name", "birth_date", "first_arcana", "second_arcana", "arcana_skipped", "locale", "locale_confirmed", "terms_accepted_at", "show_confirmation", "notifications_enabled", "use_personal_arcana", "reversed_cards", "is_admin", "token_balance", "session_version", "created_at", "last_seen_at") SELECT "id", "telegram_id", "google_id", "username", "first_name", "last_name", "photo_url", "email", "is_email_verified", "password_hash", "display_name", "birth_date", "first_arcana", "second_arcana", "arcana_skipped", "locale", "locale_confirmed", "terms_accepted_at", "show_confirmation", "notifications_enabled", "use_personal_arcana", "reversed_cards", "is_admin", "token_balance", "session_version", "created_at", "last_seen_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_telegram_id_unique` ON `users` (`telegram_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at` ON `users` (`created_at`);