/**
 * /daily: today's free card with a short interpretation. The oracle may take a while, so the card is
 * sent from a background task and the update is done at once (see background.ts). In a private chat
 * the card carries the button that turns the morning card (the opt-in daily message) on or off.
 */
import { Composer, GrammyError } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { updateUser } from '../../core/accounts/profile.js';
import { currentStreakFor } from '../../core/insights/insights.js';
import { todaysCard } from '../../core/readings/daily-card.js';
import type { Services } from '../../core/services.js';
import type { Background } from '../background.js';
import type { BotContext } from '../context.js';
import { dailyMessage, NOTIFY, notifyButton } from '../daily-message.js';
import { buttonChat } from '../mini-app.js';

const isNotifyButton = (button: InlineKeyboardButton): button is InlineKeyboardButton.CallbackButton =>
  'callback_data' in button && NOTIFY.test(button.callback_data);

export function dailyFeature(deps: Services, webAppUrl: string | undefined, background: Background) {
  const feature = new Composer<BotContext>();
  feature.command('daily', async (ctx) => {
    const user = ctx.account;
    if (!user) return;
    const chatId = ctx.chat.id;
    const chat = buttonChat(ctx);
    await ctx.replyWithChatAction('typing');
    background.run('daily', async () => {
      try {
        const daily = await todaysCard(deps, user);
        if (!daily) {
          await ctx.api.sendMessage(chatId, ctx.t('daily.gone'));
          return;
        }
        const message = dailyMessage(daily, {
          locale: ctx.locale,
          webAppUrl,
          heading: 'title',
          chat,
          notificationsEnabled: user.notificationsEnabled,
          streak: currentStreakFor(deps.db, user.id, deps.now()),
        });
        await ctx.api.sendMessage(chatId, message.text, message.other);
      } catch (error) {
        await ctx.api.sendMessage(chatId, ctx.t('error')).catch(() => undefined);
        throw error;
      }
    });
  });

  // notify:on / notify:off set the tapper's own preference, then the button offers the other state.
  feature.callbackQuery(NOTIFY, async (ctx) => {
    const user = ctx.account;
    if (!user) {
      await ctx.answerCallbackQuery();
      return;
    }
    const enabled = ctx.match[1] === 'on';
    ctx.account = updateUser(deps.db, user.id, { notificationsEnabled: enabled });
    await ctx.answerCallbackQuery({ text: ctx.t(enabled ? 'daily.notify_on' : 'daily.notify_off') });
    const message = ctx.callbackQuery.message;
    const keyboard = message && 'reply_markup' in message ? message.reply_markup?.inline_keyboard : undefined;
    if (!keyboard?.flat().some(isNotifyButton)) return;
    const next = notifyButton(ctx.locale, enabled);
    const inline_keyboard = keyboard.map((row) => row.map((b) => (isNotifyButton(b) ? next : b)));
    await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard } }).catch((error: unknown) => {
      // A quick second tap reports the message as it was before the first one's edit.
      if (!(error instanceof GrammyError && error.description.includes('message is not modified')))
        throw error;
    });
  });
  return feature;
}
