/**
 * Stars payments: the pre-checkout verdict and the credit. Tokens are credited only on
 * successful_payment, exactly once per telegram_payment_charge_id: the payment row and the ledger
 * row are written in one synchronous immediate transaction (DESIGN §4, §7). A payment that does not
 * match what we sell (price, package, account) is recorded for review and credits nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import type { TokenPackage } from '../catalog.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry, type Tx } from '../ledger.js';
import { parseInvoicePayload, STARS } from './invoice.js';
import { findPackage } from './packages.js';

export type PaymentRow = typeof payments.$inferSelect;

export type CheckoutRefusal = 'bad_payload' | 'unknown_package' | 'unknown_user' | 'wrong_price';

export interface CheckoutQuery {
  payload: string;
  currency: string;
  totalAmount: number;
}

type Verdict = { ok: true; userId: number; pkg: TokenPackage } | { ok: false; reason: CheckoutRefusal };

/**
 * What a pre_checkout_query is answered, and what a successful_payment is checked against again: the
 * payload must name a live package and an existing account, at the package's price in Stars.
 */
export function checkCheckout(db: Db | Tx, query: CheckoutQuery): Verdict {
  const parsed = parseInvoicePayload(query.payload);
  if (!parsed) return { ok: false, reason: 'bad_payload' };
  const pkg = findPackage(parsed.packageId);
  if (!pkg) return { ok: false, reason: 'unknown_package' };
  if (query.currency !== STARS || query.totalAmount !== pkg.stars)
    return { ok: false, reason: 'wrong_price' };
  const user = db.select({ id: users.id }).from(users).where(eq(users.id, parsed.userId)).get();
  if (!user) return { ok: false, reason: 'unknown_user' };
  return { ok: true, userId: user.id, pkg };
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
}

export type CreditResult =
  | { status: 'credited'; payment: PaymentRow; balance: number }
  | { status: 'duplicate'; payment: PaymentRow }
  /** Money taken but nothing credited: recorded with status 'review' for an admin to sort out. */
  | { status: 'held'; payment: PaymentRow; reason: CheckoutRefusal };

export const purchaseKey = (chargeId: string) => `payment:${chargeId}`;

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
      const payment = tx
        .insert(payments)
        .values({ ...row, userId: verdict.userId, packageId: verdict.pkg.id, tokens: verdict.pkg.tokens })
        .returning()
        .get();
      const { row: entry } = applyEntry(tx, {
        userId: verdict.userId,
        delta: verdict.pkg.tokens,
        reason: 'purchase',
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
