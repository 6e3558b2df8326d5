ALTER TABLE `payments` ADD `payer_telegram_id` text;--> statement-breakpoint
-- Hand-written (ADR 0035). The payer of an existing payment, as refunds found it until now: the purchase
-- ledger row's actor, else the account the payment belongs to. A payer already deleted stays unknown.
UPDATE `payments` SET `payer_telegram_id` = (
  SELECT `users`.`telegram_id` FROM `users`
  WHERE `users`.`id` = coalesce(
    (SELECT `token_ledger`.`actor_user_id` FROM `token_ledger`
      WHERE `token_ledger`.`idempotency_key` = 'payment:' || `payments`.`telegram_payment_charge_id`),
    `payments`.`user_id`
  )
);--> statement-breakpoint
-- The admin audit trail is append-only: the database itself refuses to change or remove a record.
CREATE TRIGGER `admin_audit_no_update` BEFORE UPDATE ON `admin_audit`
BEGIN
  SELECT RAISE(ABORT, 'admin_audit is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `admin_audit_no_delete` BEFORE DELETE ON `admin_audit`
BEGIN
  SELECT RAISE(ABORT, 'admin_audit is append-only');
END;
