/** The Telegram side of Stars payments, as the ports core/payments defines: invoice links and refunds. */
import { type Api, GrammyError } from 'grammy';
import type { InvoiceLinks } from '../core/payments/invoice.js';
import type { RefundStars } from '../core/payments/refunds.js';

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
    ),
});

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
