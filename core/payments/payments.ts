/**
 * Stars payments: the pre-checkout verdict and the credit. Tokens are credited only on
 * successful_payment, exactly once per telegram_payment_charge_id: the payment row and the ledger
 * row are written in one synchronous immediate transaction (DESIGN §4, §7).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema.js';
import type { TokenPackage } from '../catalog.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry } from '../ledger.js';
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

/** What a pre_checkout_query is answered: the payload must name a live package and user, at its price. */
export function checkCheckout(db: Db, query: CheckoutQuery): Verdict {
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
  /** Our account of the Telegram user who paid; kept as the ledger row's actor, and needed to refund. */
  payerUserId: number | null;
}

export type CreditResult =
  | { status: 'credited'; payment: PaymentRow; balance: number }
  | { status: 'duplicate'; payment: PaymentRow }
  | { status: 'unassignable'; reason: CheckoutRefusal };

export const purchaseKey = (chargeId: string) => `payment:${chargeId}`;

export function creditPayment(deps: CoreDeps, paid: SuccessfulPayment): CreditResult {
  return deps.db.transaction(
    (tx): CreditResult => {
      const existing = tx.select().from(payments).where(eq(payments.telegramChargeId, paid.chargeId)).get();
      if (existing) return { status: 'duplicate', payment: existing };
      const parsed = parseInvoicePayload(paid.payload);
      if (!parsed) return { status: 'unassignable', reason: 'bad_payload' };
      const pkg = findPackage(parsed.packageId);
      if (!pkg) return { status: 'unassignable', reason: 'unknown_package' };
      const user = tx.select({ id: users.id }).from(users).where(eq(users.id, parsed.userId)).get();
      if (!user) return { status: 'unassignable', reason: 'unknown_user' };
      const payment = tx
        .insert(payments)
        .values({
          userId: user.id,
          telegramChargeId: paid.chargeId,
          providerChargeId: paid.providerChargeId || null,
          packageId: pkg.id,
          tokens: pkg.tokens,
          stars: paid.totalAmount,
          createdAt: deps.now(),
        })
        .returning()
        .get();
      const { row } = applyEntry(tx, {
        userId: user.id,
        delta: pkg.tokens,
        reason: 'purchase',
        reference: paid.chargeId,
        idempotencyKey: purchaseKey(paid.chargeId),
        actorUserId: paid.payerUserId,
      });
      return { status: 'credited', payment, balance: row.balanceAfter };
    },
    { behavior: 'immediate' },
  );
}

export function findPayment(db: Db, chargeId: string): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.telegramChargeId, chargeId)).get();
}
