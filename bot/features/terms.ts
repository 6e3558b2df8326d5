/** /terms: the terms in short, with a button to the full text in the mini-app. */
import { Composer } from 'grammy';
import type { BotContext } from '../context.js';
import { appButton, buttonChat } from '../mini-app.js';

export function termsFeature(webAppUrl: string | undefined) {
  const feature = new Composer<BotContext>();
  feature.command('terms', async (ctx) => {
    const keyboard = appButton(webAppUrl, buttonChat(ctx), ctx.t('buttons.open_terms'), 'terms');
    await ctx.reply(ctx.t('terms.text'), keyboard ? { reply_markup: keyboard } : {});
  });
  return feature;
}
