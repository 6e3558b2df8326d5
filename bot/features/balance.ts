/** /balance: the token balance and whether today's free card is still waiting. */
import { and, eq } from 'drizzle-orm';
import { Composer } from 'grammy';
import { balanceOf } from '../../core/ledger.js';
import { utcDay } from '../../core/readings/create-reading.js';
import type { Services } from '../../core/services.js';
import type { Db } from '../../db/client.js';
import { freeDailyDraws } from '../../db/schema.js';
import type { BotContext } from '../context.js';
import { appButton, buttonChat } from '../mini-app.js';

function dailyDrawn(db: Db, userId: number, now: number): boolean {
  return !!db
    .select({ userId: freeDailyDraws.userId })
    .from(freeDailyDraws)
    .where(and(eq(freeDailyDraws.userId, userId), eq(freeDailyDraws.day, utcDay(now))))
    .get();
}

export function balanceFeature(deps: Services, webAppUrl: string | undefined) {
  const feature = new Composer<BotContext>();
  feature.command('balance', async (ctx) => {
    const user = ctx.account;
    if (!user) return;
    const lines = [
      ctx.t('balance.text', { balance: balanceOf(deps.db, user.id) }),
      ctx.t(dailyDrawn(deps.db, user.id, deps.now()) ? 'balance.daily_used' : 'balance.daily_free'),
    ];
    const keyboard = appButton(webAppUrl, buttonChat(ctx), ctx.t('buttons.open_shop'), 'buy');
    await ctx.reply(lines.join('\n\n'), keyboard ? { reply_markup: keyboard } : {});
  });
  return feature;
}
