/**
 * /buy: a keyboard of token packages and the monthly subscription. A package sends its Stars invoice
 * into the chat; the subscription answers a link, since only createInvoiceLink takes subscription_period.
 * The Buy button under "not enough tokens" (callback data `buy`) answers the same keyboard.
 */
import { Composer, InlineKeyboard } from 'grammy';
import { SUBSCRIPTION_PLAN, TOKEN_PACKAGES } from '../../core/catalog.js';
import type { Logger } from '../../core/logger.js';
import { invoiceFor, subscriptionInvoiceFor } from '../../core/payments/invoice.js';
import { findPackage, packageTitle, subscriptionTitle } from '../../core/payments/packages.js';
import { subscriptionState } from '../../core/payments/subscription.js';
import type { Services } from '../../core/services.js';
import type { BotContext } from '../context.js';
import { formatDay } from '../dates.js';
import { invoiceLinksFrom } from '../telegram-payments.js';

const CHOOSE = /^buy:([a-z0-9_-]{1,32})$/;
const SUBSCRIBE = 'subscribe:monthly';
/** The data of a Buy button elsewhere (a chat reading short of tokens): it opens this keyboard. */
export const BUY_BUTTON = 'buy';

async function sendPackages(ctx: BotContext) {
  const keyboard = new InlineKeyboard();
  for (const pkg of TOKEN_PACKAGES) {
    const title = packageTitle(ctx.locale, pkg);
    keyboard.text(ctx.t('buy.option', { title, stars: pkg.stars }), `buy:${pkg.id}`).row();
  }
  const title = subscriptionTitle(ctx.locale, SUBSCRIPTION_PLAN);
  keyboard.text(ctx.t('subscription.buy_option', { title, stars: SUBSCRIPTION_PLAN.stars }), SUBSCRIBE);
  await ctx.reply(ctx.t('buy.choose'), { reply_markup: keyboard });
}

export function buyFeature(deps: Services, log: Logger) {
  const feature = new Composer<BotContext>();

  feature.command('buy', sendPackages);

  feature.callbackQuery(BUY_BUTTON, async (ctx) => {
    await ctx.answerCallbackQuery();
    await sendPackages(ctx);
  });

  feature.callbackQuery(SUBSCRIBE, async (ctx) => {
    const user = ctx.account;
    if (!user) return;
    await ctx.answerCallbackQuery();
    const state = subscriptionState(deps.db, user.id, deps.now());
    if (state.active && !state.cancelled && state.expires_at) {
      const date = formatDay(Date.parse(state.expires_at), ctx.locale);
      await ctx.reply(ctx.t('subscription.buy_active', { date }));
      return;
    }
    let link: string;
    try {
      link = await invoiceLinksFrom(ctx.api).create(
        subscriptionInvoiceFor(user.id, SUBSCRIPTION_PLAN, ctx.locale),
      );
    } catch (error) {
      log.error('subscription invoice link failed', { error, userId: user.id });
      await ctx.reply(ctx.t('subscription.buy_unavailable'));
      return;
    }
    const { tokens, stars } = SUBSCRIPTION_PLAN;
    await ctx.reply(ctx.t('subscription.buy_link', { tokens, stars }), {
      reply_markup: new InlineKeyboard().url(ctx.t('subscription.buy_button', { stars }), link),
    });
  });

  feature.callbackQuery(CHOOSE, async (ctx) => {
    const pkg = findPackage(ctx.match[1] ?? '');
    const user = ctx.account;
    if (!pkg || !user) {
      await ctx.answerCallbackQuery({ text: ctx.t('buy.unknown_package'), show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery();
    const invoice = invoiceFor(user.id, pkg, ctx.locale);
    // Stars invoices carry no provider token.
    await ctx.replyWithInvoice(
      invoice.title,
      invoice.description,
      invoice.payload,
      invoice.currency,
      invoice.prices,
    );
  });

  return feature;
}
