ALTER TABLE `readings` ADD `kind` text DEFAULT 'reading' NOT NULL;--> statement-breakpoint
ALTER TABLE `readings` ADD `safety` text;