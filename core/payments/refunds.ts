/**
 * Refunds of Stars payments. Telegram returns the Stars; we mark the payment refunded and take the
 * tokens back by a ledger row, exactly once per charge. Tokens already spent are written off rather
 * than driving the balance below zero (docs/decisions/0014-stars-refunds.md).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, tokenLedger, users } from '../../db/schema.js';
import { recordAudit } from '../admin/audit.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry } from '../ledger.js';
import { parseInvoicePayload } from './invoice.js';
import { findPayment, type PaymentRow } from './payments.js';
import { endRefundedPeriod } from './subscription.js';

const refundKey = (chargeId: string) => `payment-refund:${chargeId}`;

/**
 * Admin refunds between the call to Telegram and our books, per database: Telegram's refunded_payment
 * notice can overtake the admin's own record (webhook updates run concurrently), and it then records
 * the refund with the admin as actor rather than none. In memory: the bot runs in one process (0015).
 */
const adminRefundsInFlight = new WeakMap<Db, Map<string, number>>();

function inFlight(db: Db): Map<string, number> {
  const charges = adminRefundsInFlight.get(db) ?? new Map<string, number>();
  adminRefundsInFlight.set(db, charges);
  return charges;
}

/** What Telegram's refunded_payment tells us, enough to record a refund of a payment we have not seen yet. */
export interface RefundNotice {
  payload: string;
  stars: number;
  /** Our account of the Telegram user the Stars went back to. */
  payerUserId: number;
  payerTelegramId: number;
}

export interface RefundOutcome {
  payment: PaymentRow;
  /** Tokens taken back from the balance. */
  taken: number;
  /** Tokens the user had already spent; written off. */
  shortfall: number;
}

/** The tokens a refund took back, read from its ledger row (0 when the balance was already empty). */
function takenFor(deps: CoreDeps, chargeId: string): number {
  const row = deps.db
    .select({ delta: tokenLedger.delta })
    .from(tokenLedger)
    .where(eq(tokenLedger.idempotencyKey, refundKey(chargeId)))
    .get();
  return row ? -row.delta : 0;
}

/**
 * Marks a payment refunded and takes back what is left of its tokens, in one transaction.
 * A refund Telegram reports (`notice`) before its successful_payment arrived is recorded as a refunded
 * payment worth no tokens, so the late successful_payment finds it and credits nothing.
 * Returns null when there is no such payment and no notice; `changed` is false when it was already refunded.
 */
export function recordRefund(
  deps: CoreDeps,
  chargeId: string,
  actorUserId: number | null,
  notice?: RefundNotice,
): (RefundOutcome & { changed: boolean }) | null {
  const actor = actorUserId ?? inFlight(deps.db).get(chargeId) ?? null;
  return deps.db.transaction(
    (tx) => {
      const was = tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.telegramChargeId, chargeId))
        .get();
      const refunded = tx
        .update(payments)
        .set({ status: 'refunded', refundedAt: deps.now() })
        .where(and(eq(payments.telegramChargeId, chargeId), inArray(payments.status, ['paid', 'review'])))
        .returning()
        .get();
      if (!refunded) {
        const payment = tx.select().from(payments).where(eq(payments.telegramChargeId, chargeId)).get();
        if (payment) {
          const taken = takenFor(deps, chargeId);
          return { payment, taken, shortfall: payment.tokens - taken, changed: false };
        }
        if (!notice) return null;
        const early = tx
          .insert(payments)
          .values({
            userId: notice.payerUserId,
            telegramChargeId: chargeId,
            payerTelegramId: String(notice.payerTelegramId),
            packageId: parseInvoicePayload(notice.payload)?.packageId ?? '',
            tokens: 0,
            stars: notice.stars,
            status: 'refunded',
            createdAt: deps.now(),
            refundedAt: deps.now(),
          })
          .returning()
          .get();
        return { payment: early, taken: 0, shortfall: 0, changed: true };
      }
      const balance = tx
        .select({ b: users.tokenBalance })
        .from(users)
        .where(eq(users.id, refunded.userId))
        .get();
      const taken = Math.min(refunded.tokens, balance?.b ?? 0);
      if (taken > 0) {
        applyEntry(tx, {
          userId: refunded.userId,
          delta: -taken,
          reason: refunded.subscriptionExpiresAt === null ? 'purchase_refund' : 'subscription_refund',
          reference: chargeId,
          idempotencyKey: refundKey(chargeId),
          actorUserId: actor,
        });
      }
      endRefundedPeriod(tx, refunded, deps.now());
      // An admin's refund is audited in the transaction that records it, whichever update got here first.
      if (actor !== null) {
        recordAudit(tx, {
          actorUserId: actor,
          action: 'payment.refund',
          target: `payment:${refunded.id}`,
          before: { status: was?.status, telegram_payment_charge_id: chargeId },
          after: { status: 'refunded', taken, shortfall: refunded.tokens - taken },
          now: deps.now(),
        });
      }
      return { payment: refunded, taken, shortfall: refunded.tokens - taken, changed: true };
    },
    { behavior: 'immediate' },
  );
}

/** The Telegram id of whoever paid, kept on the payment so that deleting the account does not lose it. */
export function payerTelegramId(payment: PaymentRow): number | null {
  return payment.payerTelegramId ? Number(payment.payerTelegramId) : null;
}

/** Sends the Stars back through Telegram; 'already_refunded' when Telegram had refunded the charge before. */
export type RefundStars = (
  payerTelegramId: number,
  chargeId: string,
) => Promise<'refunded' | 'already_refunded'>;

export type RefundResult =
  | ({ status: 'refunded' } & RefundOutcome)
  | { status: 'not_found' | 'already_refunded' | 'payer_unknown' };

/**
 * An admin's refund, for the bot's /refund and POST /api/admin/payments/{id}/refund: Telegram first (the
 * irreversible part), then our books and the audit row in one transaction, each exactly once.
 */
export async function refundPayment(
  deps: CoreDeps,
  chargeId: string,
  refundStars: RefundStars,
  adminUserId: number,
): Promise<RefundResult> {
  const payment = findPayment(deps.db, chargeId);
  if (!payment) return { status: 'not_found' };
  if (payment.status === 'refunded') return { status: 'already_refunded' };
  const payer = payerTelegramId(payment);
  if (payer === null) return { status: 'payer_unknown' };
  const charges = inFlight(deps.db);
  charges.set(chargeId, adminUserId);
  let telegram: Awaited<ReturnType<RefundStars>>;
  try {
    telegram = await refundStars(payer, chargeId);
  } finally {
    charges.delete(chargeId);
  }
  // Recorded even when Telegram had refunded it already, so our books catch up with Telegram's.
  const outcome = recordRefund(deps, chargeId, adminUserId);
  if (!outcome) return { status: 'not_found' };
  if (telegram === 'already_refunded' && !outcome.changed) return { status: 'already_refunded' };
  return { status: 'refunded', payment: outcome.payment, taken: outcome.taken, shortfall: outcome.shortfall };
}
