/**
 * What the error boundary does when an update about money fails (docs/decisions/0014-stars-refunds.md).
 *
 * - pre_checkout_query: refused with a message in the payer's language, not left for Telegram to
 *   cancel after its 10 s.
 * - successful_payment and refunded_payment: the Stars have already moved, so the update must not be
 *   lost. It is logged with its charge, payload and user, and the payer is told once per charge that
 *   the payment arrived and is being credited. With a webhook the error is rethrown: the webhook
 *   answers 500 and Telegram delivers the update again (crediting and refunds are idempotent). Long
 *   polling has already confirmed the update and will not see it again, so it is retried here, in the
 *   background so other updates are not held up, and if it still fails the admins are told.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BotError } from 'grammy';
import { toLocale } from '../core/locales.js';
import type { Logger } from '../core/logger.js';
import type { Services } from '../core/services.js';
import { notifyAdmins } from './admins.js';
import type { Background } from './background.js';
import type { BotContext } from './context.js';
import { botText } from './i18n.js';

/** Waits before each retry in long polling; every attempt may itself wait out busy_timeout. */
export const PAYMENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000];

export interface PaymentFailureOptions {
  deps: Services;
  log: Logger;
  background: Background;
  /** True in long polling, where Telegram does not deliver a failed update again. */
  polling: () => boolean;
  /** Runs the update through the bot's middleware (inside the error boundary) again. */
  rerun: (ctx: BotContext) => Promise<void>;
  retryDelaysMs?: readonly number[];
}

/** The text in the sender's language, even if the update failed before ctx.t was set. */
const say = (ctx: BotContext, key: string) =>
  typeof ctx.t === 'function' ? ctx.t(key) : botText(toLocale(ctx.from?.language_code), key);

/** What the logs and the admins are told about a payment update that failed. */
interface FailedUpdate {
  update: 'successful_payment' | 'refunded_payment';
  updateId: number;
  chargeId: string;
  payload: string;
  currency: string;
  totalAmount: number;
  telegramUserId: number | undefined;
  userId: number | undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An error handler for updates about money. Resolves false for any other update, which the caller
 * handles; rethrows the error of a payment update when Telegram will deliver it again.
 */
export function paymentFailureHandler(options: PaymentFailureOptions) {
  const { deps, log, background } = options;
  const delays = options.retryDelaysMs ?? PAYMENT_RETRY_DELAYS_MS;
  /** Charges whose payer was told that crediting is under way; a redelivery does not tell them again. */
  const told = new Set<string>();

  async function refuseCheckout(ctx: BotContext, error: unknown) {
    const query = ctx.preCheckoutQuery;
    log.error('pre-checkout failed; refusing it', {
      updateId: ctx.update.update_id,
      payload: query?.invoice_payload,
      telegramUserId: ctx.from?.id,
      error,
    });
    await ctx
      .answerPreCheckoutQuery(false, { error_message: say(ctx, 'payments.refused_unavailable') })
      .catch((answerError: unknown) =>
        log.error('could not answer a pre-checkout query', { error: answerError }),
      );
  }

  async function tellPayer(ctx: BotContext, chargeId: string) {
    const chatId = ctx.chat?.id;
    if (chatId === undefined || told.has(chargeId)) return;
    try {
      await ctx.api.sendMessage(chatId, say(ctx, 'payments.crediting'));
      told.add(chargeId);
    } catch (error) {
      log.warn('could not tell the payer their payment is being credited', { chargeId, error });
    }
  }

  async function retry(ctx: BotContext, fields: FailedUpdate) {
    let last: unknown;
    for (const [index, delay] of delays.entries()) {
      await sleep(delay);
      try {
        await options.rerun(ctx);
        log.warn('payment update handled on a retry', { ...fields, attempt: index + 2 });
        return;
      } catch (error) {
        last = error;
        log.warn('payment update retry failed', { ...fields, attempt: index + 2, error });
      }
    }
    log.error('PAYMENT UPDATE NOT RECORDED: gave up retrying, and Telegram will not send it again', {
      ...fields,
      error: last,
    });
    await notifyAdmins(deps, ctx.api, 'payments.admin_not_recorded', {
      update: fields.update,
      charge: fields.chargeId,
      stars: fields.totalAmount,
      payer: fields.telegramUserId ?? '?',
      payload: fields.payload,
      error: messageOf(last),
    });
  }

  return async (error: BotError<BotContext>): Promise<boolean> => {
    const { ctx } = error;
    if (ctx.preCheckoutQuery) {
      await refuseCheckout(ctx, error.error);
      return true;
    }
    const paid = ctx.message?.successful_payment;
    const money = paid ?? ctx.message?.refunded_payment;
    if (!money) return false;
    const chargeId = money.telegram_payment_charge_id;
    const fields: FailedUpdate = {
      update: paid ? 'successful_payment' : 'refunded_payment',
      updateId: ctx.update.update_id,
      chargeId,
      payload: money.invoice_payload,
      currency: money.currency,
      totalAmount: money.total_amount,
      telegramUserId: ctx.from?.id,
      userId: ctx.account?.id,
    };
    if (paid) await tellPayer(ctx, chargeId);
    if (!options.polling()) {
      log.error('payment update failed; answering the webhook with an error so Telegram sends it again', {
        ...fields,
        error: error.error,
      });
      throw error.error;
    }
    log.error('payment update failed; retrying it in the background', { ...fields, error: error.error });
    background.run('payment retry', () => retry(ctx, fields));
    return true;
  };
}
