/**
 * /paysupport (Telegram requires it of bots that take payments). Without text it explains what to
 * send; with text it passes the message to every admin with a Telegram account, and logs it.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { Composer } from 'grammy';
import type { Config } from '../../core/config.js';
import { toLocale } from '../../core/locales.js';
import type { Logger } from '../../core/logger.js';
import type { Services } from '../../core/services.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { BotContext } from '../context.js';
import { botText } from '../i18n.js';

/** Telegram ids and languages of the admins who can be written to: flagged ones and listed ones. */
function adminChats(db: Db, config: Config) {
  const listed = config.ADMIN_TELEGRAM_IDS;
  const chats = new Map<string, string>(listed.map((id) => [id, 'en']));
  const known = db
    .select({ telegramId: users.telegramId, locale: users.locale })
    .from(users)
    .where(or(eq(users.isAdmin, true), listed.length > 0 ? inArray(users.telegramId, listed) : undefined))
    .all();
  for (const row of known) if (row.telegramId) chats.set(row.telegramId, row.locale);
  return [...chats].map(([chatId, locale]) => ({ chatId, locale: toLocale(locale) }));
}

export function paySupportFeature(deps: Services, log: Logger) {
  const feature = new Composer<BotContext>();
  feature.command('paysupport', async (ctx) => {
    const message = ctx.match.trim();
    const user = ctx.account;
    if (!message || !user) {
      await ctx.reply(ctx.t('paysupport.text'));
      return;
    }
    const who = `#${user.id}${user.username ? ` @${user.username}` : ''} (Telegram ${user.telegramId})`;
    log.warn('payment support request', { userId: user.id, message });
    for (const admin of adminChats(deps.db, deps.config)) {
      const text = botText(admin.locale, 'paysupport.forward', { user: who, message });
      await ctx.api.sendMessage(Number(admin.chatId), text).catch((error: unknown) => {
        log.warn('could not pass a support request to an admin', { chatId: admin.chatId, error });
      });
    }
    await ctx.reply(ctx.t('paysupport.sent'));
  });
  return feature;
}
