/**
 * The monthly Stars subscription's state on the account (DESIGN §6b, ADR 0042). Telegram charges every
 * 30 days; each charge is a payment row carrying the end of the period it paid for, and the account
 * keeps the latest end and whether its owner cancelled. Active means paid up to a time still to come.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import type { CoreDeps } from '../deps.js';
import type { Tx } from '../ledger.js';
import type { PaymentRow } from './payments.js';

export interface SubscriptionDto {
  active: boolean;
  expires_at: string | null;
  cancelled: boolean;
}

export function subscriptionState(db: Db, userId: number, now: number): SubscriptionDto {
  const row = db
    .select({ expiresAt: users.subscriptionExpiresAt, cancelled: users.subscriptionCancelled })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const expiresAt = row?.expiresAt ?? null;
  return {
    active: expiresAt !== null && expiresAt > now,
    expires_at: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    cancelled: row?.cancelled ?? false,
  };
}

/**
 * A charge paid the period up to `expiresAt`. The newest period wins (a late, older renewal changes
 * nothing), and a new period means Telegram renews again, so it is no longer cancelled.
 */
export function extendSubscription(tx: Tx, userId: number, expiresAt: number): void {
  const row = tx
    .select({ expiresAt: users.subscriptionExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (row?.expiresAt != null && row.expiresAt >= expiresAt) return;
  tx.update(users)
    .set({ subscriptionExpiresAt: expiresAt, subscriptionCancelled: false })
    .where(eq(users.id, userId))
    .run();
}

/** A refunded charge that paid the current period ends the subscription at once. */
export function endRefundedPeriod(tx: Tx, payment: PaymentRow, now: number): void {
  if (payment.subscriptionExpiresAt === null) return;
  const row = tx
    .select({ expiresAt: users.subscriptionExpiresAt })
    .from(users)
    .where(eq(users.id, payment.userId))
    .get();
  if (row?.expiresAt == null || row.expiresAt > payment.subscriptionExpiresAt) return;
  tx.update(users).set({ subscriptionExpiresAt: now }).where(eq(users.id, payment.userId)).run();
}

/** The newest paid charge of the account's subscription: the one Telegram's controls are called with. */
export function lastSubscriptionCharge(db: Db, userId: number): PaymentRow | undefined {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'paid'),
        isNotNull(payments.subscriptionExpiresAt),
      ),
    )
    .orderBy(desc(payments.subscriptionExpiresAt), desc(payments.id))
    .get();
}

/** Telegram's editUserStarSubscription, as a port main.ts fills from the bot. */
export type EditStarSubscription = (
  payerTelegramId: number,
  chargeId: string,
  isCanceled: boolean,
) => Promise<void>;

export type CancelResult = { status: 'cancelled'; state: SubscriptionDto } | { status: 'not_active' };

/**
 * Stops the renewals: Telegram first (so it charges no more), then the flag. The period already paid
 * stays active until it ends. Cancelling twice asks Telegram once.
 */
export async function cancelSubscription(
  deps: CoreDeps,
  userId: number,
  edit: EditStarSubscription,
): Promise<CancelResult> {
  const state = subscriptionState(deps.db, userId, deps.now());
  if (!state.active) return { status: 'not_active' };
  if (state.cancelled) return { status: 'cancelled', state };
  const charge = lastSubscriptionCharge(deps.db, userId);
  const payer = charge?.payerTelegramId ? Number(charge.payerTelegramId) : null;
  if (!charge || payer === null) return { status: 'not_active' };
  await edit(payer, charge.telegramChargeId, true);
  deps.db.update(users).set({ subscriptionCancelled: true }).where(eq(users.id, userId)).run();
  return { status: 'cancelled', state: subscriptionState(deps.db, userId, deps.now()) };
}
