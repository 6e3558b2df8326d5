CREATE TABLE `daily_sends` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`new_email` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`superseded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_tokens_token_hash_unique` ON `email_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_tokens_user_purpose` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `free_daily_draws` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`reading_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `free_daily_draws_user_day` ON `free_daily_draws` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `login_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`telegram_payment_charge_id` text NOT NULL,
	`provider_payment_charge_id` text,
	`package_id` text NOT NULL,
	`tokens` integer NOT NULL,
	`stars` integer NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_telegram_payment_charge_id_unique` ON `payments` (`telegram_payment_charge_id`);--> statement-breakpoint
CREATE INDEX `payments_user` ON `payments` (`user_id`);--> statement-breakpoint
CREATE TABLE `personality_analyses` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`birth_date` text NOT NULL,
	`first_arcana` integer NOT NULL,
	`second_arcana` integer NOT NULL,
	`locale` text NOT NULL,
	`text` text NOT NULL,
	`model` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `readings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`spread_id` text NOT NULL,
	`question` text,
	`cards` text NOT NULL,
	`interpretation` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`failure_reason` text,
	`cost` integer NOT NULL,
	`locale` text NOT NULL,
	`use_personal_arcana` integer DEFAULT false NOT NULL,
	`model` text,
	`prompt_tokens` integer,
	`completion_tokens` integer,
	`saved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `readings_user_created` ON `readings` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `readings_user_saved` ON `readings` (`user_id`,`saved_at`,`id`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`device_info` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `token_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`reference` text,
	`idempotency_key` text,
	`balance_after` integer NOT NULL,
	`actor_user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `token_ledger_idempotency_key_unique` ON `token_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `token_ledger_user` ON `token_ledger` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `users` (
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
	`notifications_enabled` integer DEFAULT true NOT NULL,
	`use_personal_arcana` integer DEFAULT true NOT NULL,
	`reversed_cards` integer DEFAULT true NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`token_balance` integer DEFAULT 0 NOT NULL,
	`session_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_seen_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_telegram_id_unique` ON `users` (`telegram_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at` ON `users` (`created_at`);