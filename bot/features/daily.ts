/**
 * /daily: today's free card with a short interpretation. The oracle may take a while, so the card is
 * sent from a background task and the update is done at once (see background.ts).
 */
import { Composer } from 'grammy';
import { todaysCard } from '../../core/readings/daily-card.js';
import type { Services } from '../../core/services.js';
import type { Background } from '../background.js';
import type { BotContext } from '../context.js';
import { dailyMessage } from '../daily-message.js';

export function dailyFeature(deps: Services, webAppUrl: string | undefined, background: Background) {
  const feature = new Composer<BotContext>();
  feature.command('daily', async (ctx) => {
    const user = ctx.account;
    if (!user) return;
    const chatId = ctx.chat.id;
    await ctx.replyWithChatAction('typing');
    background.run('daily', async () => {
      try {
        const daily = await todaysCard(deps, user);
        if (!daily) {
          await ctx.api.sendMessage(chatId, ctx.t('daily.gone'));
          return;
        }
        const message = dailyMessage(daily, ctx.locale, webAppUrl, 'title');
        await ctx.api.sendMessage(chatId, message.text, message.other);
      } catch (error) {
        await ctx.api.sendMessage(chatId, ctx.t('error')).catch(() => undefined);
        throw error;
      }
    });
  });
  return feature;
}
