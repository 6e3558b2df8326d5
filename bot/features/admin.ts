/**
 * Admin commands: /stats, /user, /grant, /refund. Behind a filter, so for anyone else they fall
 * through to the unhandled feature and get the same answer as any unknown command. Only in a private
 * chat with the bot: in a group the answers (user data among them) would be read by everyone, so
 * there they fall through too, and the unhandled feature stays silent in groups.
 */
import { Composer } from 'grammy';
import { isAdmin } from '../../core/accounts/user-dto.js';
import { accountLabel, findUserByQuery, userActivity } from '../../core/admin/find-user.js';
import { adminStats } from '../../core/admin/stats.js';
import { adjustTokens } from '../../core/admin/tokens.js';
import { AppError } from '../../core/errors.js';
import { balanceOf } from '../../core/ledger.js';
import { type RefundResult, refundPayment } from '../../core/payments/refunds.js';
import type { Services } from '../../core/services.js';
import { utcDay } from '../../core/time.js';
import type { BotContext } from '../context.js';
import { escapeHtml } from '../html.js';
import { refundStarsWith } from '../telegram-payments.js';

const GRANT = /^(\S+)\s+([+-]?\d{1,7})\s+(.+)$/s;
const REASON_MAX = 200;

export function adminFeature(deps: Services) {
  const feature = new Composer<BotContext>();
  const admin = feature
    .chatType('private')
    .filter((ctx) => !!ctx.account && isAdmin(ctx.account, deps.config));

  admin.command('stats', async (ctx) => {
    await ctx.reply(ctx.t('admin.stats', { ...adminStats(deps.db, deps.now()) }));
  });

  admin.command('user', async (ctx) => {
    const query = ctx.match.trim();
    if (!query) {
      await ctx.reply(ctx.t('admin.user_usage'));
      return;
    }
    const user = findUserByQuery(deps.db, query);
    if (!user) {
      await ctx.reply(ctx.t('admin.user_not_found', { query }));
      return;
    }
    const none = ctx.t('admin.none');
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName || none;
    const telegram = user.telegramId
      ? `${user.telegramId}${user.username ? ` @${user.username}` : ''}`
      : none;
    const email = user.email ? `${user.email}${user.isEmailVerified ? ' ✓' : ''}` : none;
    const text = ctx.t('admin.user', {
      id: user.id,
      name: escapeHtml(name),
      telegram: escapeHtml(telegram),
      email: escapeHtml(email),
      locale: user.locale,
      balance: user.tokenBalance,
      admin: ctx.t(isAdmin(user, deps.config) ? 'admin.yes' : 'admin.no'),
      joined: utcDay(user.createdAt),
      ...userActivity(deps.db, user.id),
    });
    await ctx.reply(text, { parse_mode: 'HTML' });
  });

  admin.command('grant', async (ctx) => {
    const parsed = GRANT.exec(ctx.match.trim());
    const amount = Number(parsed?.[2]);
    if (!parsed?.[1] || !parsed[3] || !amount) {
      await ctx.reply(ctx.t('admin.grant_usage'));
      return;
    }
    const user = findUserByQuery(deps.db, parsed[1]);
    const adminId = ctx.account?.id;
    if (!user || !adminId) {
      await ctx.reply(ctx.t('admin.user_not_found', { query: parsed[1] }));
      return;
    }
    try {
      const { row } = adjustTokens(
        deps.db,
        adminId,
        {
          userId: user.id,
          amount,
          reason: parsed[3].trim().slice(0, REASON_MAX),
          // The same command message delivered twice (a webhook retry) is one adjustment.
          idempotencyKey: `grant:${ctx.chat.id}:${ctx.msgId ?? ctx.update.update_id}`,
        },
        deps.now(),
      );
      const delta = amount > 0 ? `+${amount}` : String(amount);
      const account = accountLabel(user);
      await ctx.reply(ctx.t('admin.granted', { delta, account, balance: row.balanceAfter }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'insufficient_tokens') {
        await ctx.reply(
          ctx.t('admin.grant_insufficient', { balance: balanceOf(deps.db, user.id), amount: -amount }),
        );
      } else if (error.code === 'user_deleted') {
        await ctx.reply(ctx.t('admin.grant_deleted', { account: accountLabel(user) }));
      } else throw error;
    }
  });

  admin.command('refund', async (ctx) => {
    const chargeId = ctx.match.trim();
    const adminId = ctx.account?.id;
    if (!chargeId || /\s/.test(chargeId) || !adminId) {
      await ctx.reply(ctx.t('admin.refund_usage'));
      return;
    }
    let result: RefundResult;
    try {
      result = await refundPayment(deps, chargeId, refundStarsWith(ctx.api), adminId);
    } catch (error) {
      deps.log.error('refund failed', { chargeId, error });
      const reason = error instanceof Error ? error.message : String(error);
      await ctx.reply(ctx.t('admin.refund_failed', { error: reason }));
      return;
    }
    if (result.status !== 'refunded') {
      await ctx.reply(ctx.t(`admin.refund_${result.status}`));
      return;
    }
    const { payment, taken, shortfall } = result;
    const lines = [
      ctx.t('admin.refunded', { stars: payment.stars, id: payment.userId, taken, tokens: payment.tokens }),
    ];
    if (shortfall > 0) lines.push(ctx.t('admin.refund_shortfall', { shortfall }));
    await ctx.reply(lines.join('\n'));
  });

  return feature;
}
