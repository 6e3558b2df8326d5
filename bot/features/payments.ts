/**
 * Stars payments in the chat. pre_checkout_query is answered at once from the database (Telegram
 * cancels the payment after 10 s); tokens are credited only on successful_payment, once per charge;
 * refunded_payment (a refund made anywhere) takes the tokens back, once. A payment that does not
 * match the catalog is held for review: nothing credited, the admins told. What happens when one of
 * these updates fails is in ../payment-failures.ts.
 */
import { Composer } from 'grammy';
import type { Logger } from '../../core/logger.js';
import { checkCheckout, creditPayment } from '../../core/payments/payments.js';
import { recordRefund } from '../../core/payments/refunds.js';
import type { Services } from '../../core/services.js';
import { notifyAdmins } from '../admins.js';
import type { BotContext } from '../context.js';
import { formatDay } from '../dates.js';

export function paymentsFeature(deps: Services, log: Logger) {
  const feature = new Composer<BotContext>();

  feature.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const verdict = checkCheckout(deps.db, {
      payload: query.invoice_payload,
      currency: query.currency,
      totalAmount: query.total_amount,
    });
    if (verdict.ok) {
      await ctx.answerPreCheckoutQuery(true);
      return;
    }
    log.warn('pre-checkout refused', { reason: verdict.reason, payload: query.invoice_payload });
    await ctx.answerPreCheckoutQuery(false, { error_message: ctx.t(`payments.refused_${verdict.reason}`) });
  });

  feature.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment;
    const payer = ctx.account;
    // Telegram always names the payer; without an account the payment could not be refunded.
    if (!payer) throw new Error('successful_payment without a payer account');
    const result = creditPayment(deps, {
      chargeId: paid.telegram_payment_charge_id,
      providerChargeId: paid.provider_payment_charge_id,
      payload: paid.invoice_payload,
      currency: paid.currency,
      totalAmount: paid.total_amount,
      payerUserId: payer.id,
      payerTelegramId: ctx.from.id,
      // Set on a subscription's first charge and on each renewal (is_recurring), in Unix seconds.
      ...(paid.subscription_expiration_date
        ? { subscriptionExpiresAt: paid.subscription_expiration_date * 1000 }
        : {}),
    });
    switch (result.status) {
      case 'duplicate':
        return; // Telegram delivered it again: credited and thanked the first time.
      case 'held': {
        const details = {
          reason: result.reason,
          charge: paid.telegram_payment_charge_id,
          payload: paid.invoice_payload,
          stars: paid.total_amount,
          currency: paid.currency,
          payer: ctx.from.id,
        };
        log.error('payment held for review, nothing credited', { ...details, userId: payer.id });
        await notifyAdmins(deps, ctx.api, 'payments.admin_held', details);
        const unassignable = result.reason === 'unknown_user' || result.reason === 'bad_payload';
        await ctx.reply(ctx.t(unassignable ? 'payments.unassignable' : 'payments.held'));
        return;
      }
      case 'credited': {
        const own = payer.id === result.payment.userId;
        const vars = { tokens: result.payment.tokens, balance: result.balance };
        const until = result.payment.subscriptionExpiresAt;
        if (own && until !== null) {
          const key = paid.is_first_recurring
            ? 'subscription.credited_first'
            : 'subscription.credited_renewal';
          await ctx.reply(ctx.t(key, { ...vars, date: formatDay(until, ctx.locale) }));
          return;
        }
        await ctx.reply(ctx.t(own ? 'payments.credited' : 'payments.credited_other', vars));
      }
    }
  });

  feature.on('message:refunded_payment', async (ctx) => {
    const refund = ctx.message.refunded_payment;
    const chargeId = refund.telegram_payment_charge_id;
    // The notice can come before its successful_payment; recorded then, the late payment credits nothing.
    const notice = ctx.account
      ? {
          payload: refund.invoice_payload,
          stars: refund.total_amount,
          payerUserId: ctx.account.id,
          payerTelegramId: ctx.from.id,
        }
      : undefined;
    const outcome = recordRefund(deps, chargeId, null, notice);
    if (!outcome?.changed) return;
    log.info('payment refunded by Telegram', { chargeId, taken: outcome.taken });
    await ctx.reply(ctx.t('payments.refunded', { stars: refund.total_amount, tokens: outcome.taken }));
  });

  return feature;
}
