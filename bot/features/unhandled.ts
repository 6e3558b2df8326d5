/**
 * Last in line: anything no feature took. Stray text is read by the safety layer first (DESIGN §6b): a
 * message that speaks of wanting to die, of violence or of an emergency gets the same care and
 * helplines the mini-app shows; anything else, and unknown commands, a pointer to /help.
 */
import { Composer } from 'grammy';
import { classifyQuestion, isSupport } from '../../core/safety/classify.js';
import { supportAnswer, supportText } from '../../core/safety/support-answer.js';
import type { BotContext } from '../context.js';

export function unhandledFeature() {
  const feature = new Composer<BotContext>();
  feature.chatType('private').on('message:text', async (ctx) => {
    const text = ctx.message.text;
    const safety = text.startsWith('/') ? null : classifyQuestion(text, ctx.locale);
    if (safety && isSupport(safety.category)) {
      await ctx.reply(supportText(supportAnswer(ctx.locale, safety.category, safety.language)), {
        link_preview_options: { is_disabled: true },
      });
      return;
    }
    await ctx.reply(ctx.t('unknown'));
  });
  // Stops the button's loading spinner for buttons of old messages nobody handles any more.
  feature.on('callback_query', async (ctx) => {
    await ctx.answerCallbackQuery();
  });
  return feature;
}
