/** /buy: a keyboard of token packages; choosing one sends its Stars invoice into the chat. */
import { Composer, InlineKeyboard } from 'grammy';
import { TOKEN_PACKAGES } from '../../core/catalog.js';
import { invoiceFor } from '../../core/payments/invoice.js';
import { findPackage, packageTitle } from '../../core/payments/packages.js';
import type { BotContext } from '../context.js';

const CHOOSE = /^buy:([a-z0-9_-]{1,32})$/;

export function buyFeature() {
  const feature = new Composer<BotContext>();

  feature.command('buy', async (ctx) => {
    const keyboard = new InlineKeyboard();
    for (const pkg of TOKEN_PACKAGES) {
      const title = packageTitle(ctx.locale, pkg);
      keyboard.text(ctx.t('buy.option', { title, stars: pkg.stars }), `buy:${pkg.id}`).row();
    }
    await ctx.reply(ctx.t('buy.choose'), { reply_markup: keyboard });
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
