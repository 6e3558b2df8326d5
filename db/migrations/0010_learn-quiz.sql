CREATE TABLE `quiz_answers` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`question` integer NOT NULL,
	`choice` text NOT NULL,
	`correct` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `question`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
