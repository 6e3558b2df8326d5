CREATE TABLE `ledger_daily` (
	`day` text NOT NULL,
	`reason` text NOT NULL,
	`total` integer NOT NULL,
	`entries` integer NOT NULL,
	PRIMARY KEY(`day`, `reason`)
);
--> statement-breakpoint
CREATE INDEX `users_last_seen_at` ON `users` (`last_seen_at`);--> statement-breakpoint
CREATE INDEX `users_token_balance` ON `users` (`token_balance`);--> statement-breakpoint
CREATE INDEX `users_verified_created` ON `users` (`is_email_verified`,`created_at`);
--> statement-breakpoint
INSERT INTO `ledger_daily` (`day`, `reason`, `total`, `entries`)
  SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), `reason`, sum(`delta`), count(*)
  FROM `token_ledger` GROUP BY 1, 2;--> statement-breakpoint
-- Kept by triggers, so every way a ledger row comes or goes (a user's cascade delete too) is counted.
CREATE TRIGGER `ledger_daily_insert` AFTER INSERT ON `token_ledger` BEGIN
  INSERT INTO `ledger_daily` (`day`, `reason`, `total`, `entries`)
  VALUES (strftime('%Y-%m-%d', new.`created_at` / 1000, 'unixepoch'), new.`reason`, new.`delta`, 1)
  ON CONFLICT (`day`, `reason`) DO UPDATE SET `total` = `total` + excluded.`total`, `entries` = `entries` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `ledger_daily_delete` AFTER DELETE ON `token_ledger` BEGIN
  UPDATE `ledger_daily` SET `total` = `total` - old.`delta`, `entries` = `entries` - 1
  WHERE `day` = strftime('%Y-%m-%d', old.`created_at` / 1000, 'unixepoch') AND `reason` = old.`reason`;
  DELETE FROM `ledger_daily` WHERE `entries` = 0;
END;--> statement-breakpoint
-- Admin user search (core/admin/users.ts): substrings of e-mail, username and names through a trigram
-- index kept in step with users by triggers. Not in schema.ts: drizzle does not model virtual tables.
CREATE VIRTUAL TABLE `users_search` USING fts5(
  `email`, `username`, `first_name`, `last_name`, `display_name`,
  content='users', content_rowid='id', tokenize='trigram'
);--> statement-breakpoint
INSERT INTO `users_search` (`users_search`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_search` (rowid, `email`, `username`, `first_name`, `last_name`, `display_name`)
  VALUES (new.`id`, new.`email`, new.`username`, new.`first_name`, new.`last_name`, new.`display_name`);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `users_search` (`users_search`, rowid, `email`, `username`, `first_name`, `last_name`, `display_name`)
  VALUES ('delete', old.`id`, old.`email`, old.`username`, old.`first_name`, old.`last_name`, old.`display_name`);
END;--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF `email`, `username`, `first_name`, `last_name`, `display_name` ON `users` BEGIN
  INSERT INTO `users_search` (`users_search`, rowid, `email`, `username`, `first_name`, `last_name`, `display_name`)
  VALUES ('delete', old.`id`, old.`email`, old.`username`, old.`first_name`, old.`last_name`, old.`display_name`);
  INSERT INTO `users_search` (rowid, `email`, `username`, `first_name`, `last_name`, `display_name`)
  VALUES (new.`id`, new.`email`, new.`username`, new.`first_name`, new.`last_name`, new.`display_name`);
END;
