/** Last in line: anything no feature took. Unknown commands and stray text get a pointer to /help. */
import { Composer } from 'grammy';
import type { BotContext } from '../context.js';

export function unhandledFeature() {
  const feature = new Composer<BotContext>();
  feature.chatType('private').on('message:text', async (ctx) => {
    await ctx.reply(ctx.t('unknown'));
  });
  // Stops the button's loading spinner for buttons of old messages nobody handles any more.
  feature.on('callback_query', async (ctx) => {
    await ctx.answerCallbackQuery();
  });
  return feature;
}
