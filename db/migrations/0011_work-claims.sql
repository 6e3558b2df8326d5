CREATE TABLE `claims` (
	`key` text PRIMARY KEY NOT NULL,
	`claimed_by` text NOT NULL,
	`claimed_until` integer NOT NULL,
	`draft` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `followups_pending` ON `followups` (`id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `readings_user_spread` ON `readings` (`user_id`,`spread_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `readings_user_status` ON `readings` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `readings_pending` ON `readings` (`id`) WHERE status = 'pending';