/**
 * An admin's refund of a Stars payment, shared by the bot's /refund and POST /api/admin/payments/{id}/refund.
 * refundPayment does Telegram first, then the books once per charge; the audit row follows a refund
 * that changed something. It cannot share the books' transaction: Telegram's call sits between them.
 */
import type { CoreDeps } from '../deps.js';
import { type RefundResult, type RefundStars, refundPayment } from '../payments/refunds.js';
import { recordAudit } from './audit.js';

export async function adminRefund(
  deps: CoreDeps,
  chargeId: string,
  refundStars: RefundStars,
  adminUserId: number,
): Promise<RefundResult> {
  const result = await refundPayment(deps, chargeId, refundStars, adminUserId);
  if (result.status === 'refunded') {
    recordAudit(deps.db, {
      actorUserId: adminUserId,
      action: 'payment.refund',
      target: `payment:${result.payment.id}`,
      before: { status: 'paid', telegram_payment_charge_id: chargeId },
      after: { status: 'refunded', taken: result.taken, shortfall: result.shortfall },
      now: deps.now(),
    });
  }
  return result;
}
