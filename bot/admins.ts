/**
 * Messages to the admins in the bot: every admin who can be written to (flagged in the database or
 * listed in ADMIN_TELEGRAM_IDS), each in their own language. Failures are logged, never thrown.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Api } from 'grammy';
import type { Config } from '../core/config.js';
import { type Locale, toLocale } from '../core/locales.js';
import type { Logger } from '../core/logger.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { TextVars } from './context.js';
import { botText } from './i18n.js';

/** Telegram ids and languages of the admins who can be written to: flagged ones and listed ones. */
function adminChats(db: Db, config: Config): { chatId: string; locale: Locale }[] {
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

export async function notifyAdmins(
  deps: { db: Db; config: Config; log: Logger },
  api: Api,
  key: string,
  vars: TextVars,
): Promise<void> {
  let admins: ReturnType<typeof adminChats>;
  try {
    admins = adminChats(deps.db, deps.config);
  } catch (error) {
    deps.log.error('could not look up the admins to write to', { key, error });
    return;
  }
  for (const admin of admins) {
    await api.sendMessage(Number(admin.chatId), botText(admin.locale, key, vars)).catch((error: unknown) => {
      deps.log.warn('could not write to an admin', { chatId: admin.chatId, key, error });
    });
  }
}
