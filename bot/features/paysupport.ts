/**
 * /paysupport (Telegram requires it of bots that take payments). Without text it explains what to
 * send; with text it passes the message to every admin with a Telegram account, and logs it. Each
 * message lands in every admin's chat, so it is cut at MESSAGE_MAX characters and a user passes on at
 * most LIMITS.paySupportByUser of them an hour.
 */
import { Composer } from 'grammy';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import { consume, LIMITS } from '../../core/security/rate-limit.js';
import type { Services } from '../../core/services.js';
import { notifyAdmins } from '../admins.js';
import type { BotContext } from '../context.js';

export const MESSAGE_MAX = 1000;

export function paySupportFeature(deps: Services, log: Logger) {
  const feature = new Composer<BotContext>();
  feature.command('paysupport', async (ctx) => {
    const request = ctx.match.trim();
    const user = ctx.account;
    if (!request || !user) {
      await ctx.reply(ctx.t('paysupport.text'));
      return;
    }
    try {
      consume(deps.db, LIMITS.paySupportByUser, String(user.id), deps.now());
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      const minutes = Math.ceil((error.extra.retryAfterSeconds ?? 60) / 60);
      await ctx.reply(ctx.t('paysupport.too_many', { minutes }));
      return;
    }
    // By code points, so an emoji is not cut in half.
    const chars = [...request];
    const truncated = chars.length > MESSAGE_MAX;
    const message = truncated ? `${chars.slice(0, MESSAGE_MAX).join('')}…` : request;
    const who = `#${user.id}${user.username ? ` @${user.username}` : ''} (Telegram ${user.telegramId})`;
    log.warn('payment support request', { userId: user.id, message });
    await notifyAdmins({ db: deps.db, config: deps.config, log }, ctx.api, 'paysupport.forward', {
      user: who,
      message,
    });
    const sent = ctx.t('paysupport.sent');
    await ctx.reply(truncated ? `${sent}\n\n${ctx.t('paysupport.truncated', { max: MESSAGE_MAX })}` : sent);
  });
  return feature;
}
