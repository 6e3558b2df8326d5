/**
 * The Telegram side of Stars payments, as the ports core/payments defines: invoice links (one-off and
 * monthly), refunds and the subscription's cancel switch.
 */
import { type Api, GrammyError } from 'grammy';
import type { InvoiceLinks } from '../core/payments/invoice.js';
import type { RefundStars } from '../core/payments/refunds.js';
import type { EditStarSubscription } from '../core/payments/subscription.js';

export const invoiceLinksFrom = (api: Api): InvoiceLinks => ({
  // Stars invoices carry an empty provider token.
  create: (invoice) =>
    api.createInvoiceLink(
      invoice.title,
      invoice.description,
      invoice.payload,
      '',
      invoice.currency,
      invoice.prices,
      invoice.subscriptionPeriod ? { subscription_period: invoice.subscriptionPeriod } : {},
    ),
});

export const editStarSubscriptionWith =
  (api: Api): EditStarSubscription =>
  async (payerTelegramId, chargeId, isCanceled) => {
    await api.raw.editUserStarSubscription({
      user_id: payerTelegramId,
      telegram_payment_charge_id: chargeId,
      is_canceled: isCanceled,
    });
  };

export const refundStarsWith =
  (api: Api): RefundStars =>
  async (payerTelegramId, chargeId) => {
    try {
      await api.refundStarPayment(payerTelegramId, chargeId);
      return 'refunded';
    } catch (error) {
      if (error instanceof GrammyError && error.description.includes('CHARGE_ALREADY_REFUNDED')) {
        return 'already_refunded';
      }
      throw error;
    }
  };
