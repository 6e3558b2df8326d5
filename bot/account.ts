/**
 * Finds or creates the sender's account by telegram_id: the same account the mini-app signs in to.
 * New accounts get the welcome bonus through createUser; the account's saved language wins after that.
 */

import { eq } from 'drizzle-orm';
import type { MiddlewareFn } from 'grammy';
import type { User } from 'grammy/types';
import { telegramProfile } from '../core/accounts/display-name.js';
import { createUser } from '../core/accounts/users.js';
import type { CoreDeps } from '../core/deps.js';
import { toLocale } from '../core/locales.js';
import { type UserRow, users } from '../db/schema.js';
import type { BotContext } from './context.js';

/** last_seen_at is refreshed at most this often, so a chatty user does not mean a write per message. */
const SEEN_EVERY_MS = 60 * 60 * 1000;

type Profile = Pick<UserRow, 'username' | 'firstName' | 'lastName'>;

/** Whether the stored account needs a write: a changed profile, or last_seen_at older than SEEN_EVERY_MS. */
function isStale(existing: UserRow, profile: Profile, now: number): boolean {
  return (
    existing.username !== profile.username ||
    existing.firstName !== profile.firstName ||
    existing.lastName !== profile.lastName ||
    (existing.lastSeenAt ?? 0) < now - SEEN_EVERY_MS
  );
}

/**
 * The sender's account. A plain read when nothing changed, so most updates take no write lock; a write
 * (an immediate transaction) only to create the account or to save a changed profile or last_seen_at.
 * With `refresh: false` an existing account is only read: a pre_checkout_query must be answered within
 * 10 s and should not wait for the write lock; the next other update saves the profile.
 */
export function upsertTelegramAccount(deps: CoreDeps, from: User, { refresh = true } = {}): UserRow {
  const telegramId = String(from.id);
  const profile: Profile = telegramProfile(from);
  const now = deps.now();
  const byTelegramId = eq(users.telegramId, telegramId);
  const known = deps.db.select().from(users).where(byTelegramId).get();
  if (known && (!refresh || !isStale(known, profile, now))) return known;
  // Immediate and synchronous, and read again inside: parallel updates from a new user create one
  // account, not a unique-key error.
  return deps.db.transaction(
    (tx) => {
      const existing = tx.select().from(users).where(byTelegramId).get();
      if (!existing) {
        return createUser(tx, {
          telegramId,
          ...profile,
          locale: toLocale(from.language_code),
          lastSeenAt: now,
        });
      }
      if (!isStale(existing, profile, now)) return existing;
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
      ctx.account = upsertTelegramAccount(deps, from, { refresh: !ctx.preCheckoutQuery });
      ctx.locale = toLocale(ctx.account.locale);
    }
    await next();
  };
