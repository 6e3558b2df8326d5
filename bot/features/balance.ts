/** /balance: the token balance and whether today's free card is still waiting. */
import { Composer } from 'grammy';
import { balanceOf } from '../../core/ledger.js';
import { findDailyDraw } from '../../core/readings/daily-card.js';
import type { Services } from '../../core/services.js';
import { utcDay } from '../../core/time.js';
import type { BotContext } from '../context.js';
import { appButton, buttonChat } from '../mini-app.js';

export function balanceFeature(deps: Services, webAppUrl: string | undefined) {
  const feature = new Composer<BotContext>();
  feature.command('balance', async (ctx) => {
    const user = ctx.account;
    if (!user) return;
    const lines = [
      ctx.t('balance.text', { balance: balanceOf(deps.db, user.id) }),
      ctx.t(
        findDailyDraw(deps.db, user.id, utcDay(deps.now())) ? 'balance.daily_used' : 'balance.daily_free',
      ),
    ];
    const keyboard = appButton(webAppUrl, buttonChat(ctx), ctx.t('buttons.open_shop'), 'buy');
    await ctx.reply(lines.join('\n\n'), keyboard ? { reply_markup: keyboard } : {});
  });
  return feature;
}
