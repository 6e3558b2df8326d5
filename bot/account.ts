/**
 * Finds or creates the sender's account by telegram_id: the same account the mini-app signs in to.
 * New accounts get the welcome bonus through createUser; the account's saved language wins after that.
 */

import { eq } from 'drizzle-orm';
import type { MiddlewareFn } from 'grammy';
import type { User } from 'grammy/types';
import { createUser } from '../core/accounts/users.js';
import type { CoreDeps } from '../core/deps.js';
import { toLocale } from '../core/locales.js';
import { type UserRow, users } from '../db/schema.js';
import type { BotContext } from './context.js';

/** last_seen_at is refreshed at most this often, so a chatty user does not mean a write per message. */
const SEEN_EVERY_MS = 60 * 60 * 1000;

export function upsertTelegramAccount(deps: CoreDeps, from: User): UserRow {
  const telegramId = String(from.id);
  const profile = {
    username: from.username ?? null,
    firstName: from.first_name,
    lastName: from.last_name ?? null,
  };
  const now = deps.now();
  // Immediate and synchronous: parallel updates from a new user create one account, not a unique-key error.
  return deps.db.transaction(
    (tx) => {
      const existing = tx.select().from(users).where(eq(users.telegramId, telegramId)).get();
      if (!existing) {
        return createUser(tx, {
          telegramId,
          ...profile,
          locale: toLocale(from.language_code),
          lastSeenAt: now,
        });
      }
      const changed =
        existing.username !== profile.username ||
        existing.firstName !== profile.firstName ||
        existing.lastName !== profile.lastName ||
        (existing.lastSeenAt ?? 0) < now - SEEN_EVERY_MS;
      if (!changed) return existing;
      return (
        tx
          .update(users)
          .set({ ...profile, lastSeenAt: now })
          .where(eq(users.id, existing.id))
          .returning()
          .get() ?? existing
      );
    },
    { behavior: 'immediate' },
  );
}

export const accountMiddleware =
  (deps: CoreDeps): MiddlewareFn<BotContext> =>
  async (ctx, next) => {
    const from = ctx.from;
    if (from && !from.is_bot) {
      ctx.account = upsertTelegramAccount(deps, from);
      ctx.locale = toLocale(ctx.account.locale);
    }
    await next();
  };
