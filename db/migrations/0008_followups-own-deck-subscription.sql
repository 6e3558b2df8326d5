CREATE TABLE `followups` (
	`id` text PRIMARY KEY NOT NULL,
	`reading_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`question` text NOT NULL,
	`card_id` text,
	`reversed` integer DEFAULT false NOT NULL,
	`answer` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`kind` text DEFAULT 'followup' NOT NULL,
	`safety` text,
	`failure_reason` text,
	`cost` integer NOT NULL,
	`locale` text NOT NULL,
	`model` text,
	`prompt_tokens` integer,
	`completion_tokens` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`reading_id`) REFERENCES `readings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `followups_reading` ON `followups` (`reading_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `payments` ADD `subscription_expires_at` integer;--> statement-breakpoint
ALTER TABLE `readings` ADD `source` text DEFAULT 'drawn' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_expires_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `subscription_cancelled` integer DEFAULT false NOT NULL;