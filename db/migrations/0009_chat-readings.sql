CREATE TABLE `chat_messages` (
	`chat_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`reading_id` text NOT NULL,
	PRIMARY KEY(`chat_id`, `message_id`),
	FOREIGN KEY (`reading_id`) REFERENCES `readings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `chat_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`question` text NOT NULL,
	`claimed_at` integer,
	`reading_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_questions_user` ON `chat_questions` (`user_id`);--> statement-breakpoint
CREATE TABLE `handled_updates` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `handled_updates_created` ON `handled_updates` (`created_at`);