/** /balance: the token balance, whether today's free card is still waiting, and the subscription. */
import { Composer } from 'grammy';
import { SUBSCRIPTION_PLAN } from '../../core/catalog.js';
import { balanceOf } from '../../core/ledger.js';
import { subscriptionState } from '../../core/payments/subscription.js';
import { findDailyDraw } from '../../core/readings/daily-card.js';
import type { Services } from '../../core/services.js';
import { utcDay } from '../../core/time.js';
import type { BotContext } from '../context.js';
import { formatDay } from '../dates.js';
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
      subscriptionLine(ctx, subscriptionState(deps.db, user.id, deps.now())),
    ];
    const keyboard = appButton(webAppUrl, buttonChat(ctx), ctx.t('buttons.open_shop'), 'buy');
    await ctx.reply(lines.join('\n\n'), keyboard ? { reply_markup: keyboard } : {});
  });
  return feature;
}

function subscriptionLine(ctx: BotContext, state: ReturnType<typeof subscriptionState>): string {
  const { tokens, stars } = SUBSCRIPTION_PLAN;
  if (!state.active || !state.expires_at) return ctx.t('subscription.balance_none', { tokens, stars });
  const date = formatDay(Date.parse(state.expires_at), ctx.locale);
  return ctx.t(state.cancelled ? 'subscription.balance_cancelled' : 'subscription.balance_active', {
    tokens,
    date,
  });
}
