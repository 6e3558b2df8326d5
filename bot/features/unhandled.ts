/**
 * Last in line: anything no feature took. A private text that is not a command is a question to the
 * cards and chat-readings.ts answers it (the safety layer first); what reaches this point is an unknown
 * command, which gets a pointer to /help.
 */
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
