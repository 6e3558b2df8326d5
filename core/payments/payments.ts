/**
 * Stars payments: the pre-checkout verdict and the credit. Tokens are credited only on
 * successful_payment, exactly once per telegram_payment_charge_id: the payment row and the ledger
 * row are written in one synchronous immediate transaction (DESIGN §4, §7). A payment that does not
 * match what we sell (price, package, account) is recorded for review and credits nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import { SUBSCRIPTION_PERIOD_SECONDS, type TokenPackage } from '../catalog.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry, type Tx } from '../ledger.js';
import { type InvoiceKind, parseInvoicePayload, STARS } from './invoice.js';
import { findPackage, findSubscriptionPlan } from './packages.js';
import { extendSubscription } from './subscription.js';

export type PaymentRow = typeof payments.$inferSelect;

export type CheckoutRefusal = 'bad_payload' | 'unknown_package' | 'unknown_user' | 'wrong_price';

export interface CheckoutQuery {
  payload: string;
  currency: string;
  totalAmount: number;
}

type Verdict =
  | { ok: true; userId: number; pkg: TokenPackage; kind: InvoiceKind }
  | { ok: false; reason: CheckoutRefusal };

/**
 * What a pre_checkout_query is answered, and what a successful_payment is checked against again: the
 * payload must name a live package (or the subscription plan) and an existing account, at its price in Stars.
 */
export function checkCheckout(db: Db | Tx, query: CheckoutQuery): Verdict {
  const parsed = parseInvoicePayload(query.payload);
  if (!parsed) return { ok: false, reason: 'bad_payload' };
  const pkg =
    parsed.kind === 'subscription' ? findSubscriptionPlan(parsed.packageId) : findPackage(parsed.packageId);
  if (!pkg) return { ok: false, reason: 'unknown_package' };
  if (query.currency !== STARS || query.totalAmount !== pkg.stars)
    return { ok: false, reason: 'wrong_price' };
  const user = db.select({ id: users.id }).from(users).where(eq(users.id, parsed.userId)).get();
  if (!user) return { ok: false, reason: 'unknown_user' };
  return { ok: true, userId: user.id, pkg, kind: parsed.kind };
}

export interface SuccessfulPayment extends CheckoutQuery {
  chargeId: string;
  providerChargeId: string | null;
  /**
   * Our account of the Telegram user who paid: the ledger row's actor, and the owner of a payment
   * held for review, so that /refund finds whom to send the Stars back to.
   */
  payerUserId: number;
  /** The payer's Telegram id, kept on the payment for its refund (ADR 0035). */
  payerTelegramId: number;
  /** A subscription charge: the end of the period it pays for (Telegram's subscription_expiration_date). */
  subscriptionExpiresAt?: number;
}

export type CreditResult =
  | { status: 'credited'; payment: PaymentRow; balance: number }
  | { status: 'duplicate'; payment: PaymentRow }
  /** Money taken but nothing credited: recorded with status 'review' for an admin to sort out. */
  | { status: 'held'; payment: PaymentRow; reason: CheckoutRefusal };

export const purchaseKey = (chargeId: string) => `payment:${chargeId}`;

/** The ledger reason of a credited charge, and of its refund. */
export const creditReason = (payment: Pick<PaymentRow, 'subscriptionExpiresAt'>) =>
  payment.subscriptionExpiresAt === null ? 'purchase' : 'subscription';

export function creditPayment(deps: CoreDeps, paid: SuccessfulPayment): CreditResult {
  return deps.db.transaction(
    (tx): CreditResult => {
      const existing = tx.select().from(payments).where(eq(payments.telegramChargeId, paid.chargeId)).get();
      if (existing) return { status: 'duplicate', payment: existing };
      const verdict = checkCheckout(tx, paid);
      const row = {
        telegramChargeId: paid.chargeId,
        providerChargeId: paid.providerChargeId || null,
        payerTelegramId: String(paid.payerTelegramId),
        stars: paid.totalAmount,
        createdAt: deps.now(),
      };
      if (!verdict.ok) {
        // Owned by the payer and worth no tokens: the Stars can be refunded, nothing is taken back.
        const payment = tx
          .insert(payments)
          .values({
            ...row,
            userId: paid.payerUserId,
            packageId: parseInvoicePayload(paid.payload)?.packageId ?? '',
            tokens: 0,
            status: 'review',
          })
          .returning()
          .get();
        return { status: 'held', payment, reason: verdict.reason };
      }
      // Telegram names the period's end; a month from now should it ever leave it out.
      const subscriptionExpiresAt =
        verdict.kind === 'subscription'
          ? (paid.subscriptionExpiresAt ?? deps.now() + SUBSCRIPTION_PERIOD_SECONDS * 1000)
          : null;
      const payment = tx
        .insert(payments)
        .values({
          ...row,
          userId: verdict.userId,
          packageId: verdict.pkg.id,
          tokens: verdict.pkg.tokens,
          subscriptionExpiresAt,
        })
        .returning()
        .get();
      if (subscriptionExpiresAt !== null) extendSubscription(tx, verdict.userId, subscriptionExpiresAt);
      const { row: entry } = applyEntry(tx, {
        userId: verdict.userId,
        delta: verdict.pkg.tokens,
        reason: creditReason(payment),
        reference: paid.chargeId,
        idempotencyKey: purchaseKey(paid.chargeId),
        actorUserId: paid.payerUserId,
      });
      return { status: 'credited', payment, balance: entry.balanceAfter };
    },
    { behavior: 'immediate' },
  );
}

export function findPayment(db: Db, chargeId: string): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.telegramChargeId, chargeId)).get();
}
