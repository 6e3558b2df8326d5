/**
 * Finds the account an admin means. The syntax says which kind of id it is, so a number is never
 * read two ways: #<id> is our user id, a bare number a Telegram id, @username a Telegram username,
 * anything else with an @ an e-mail address.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, readings, type UserRow, users } from '../../db/schema.js';
import { findUser, findUserByEmail } from '../accounts/users.js';

export function findUserByQuery(db: Db, query: string): UserRow | undefined {
  const q = query.trim();
  const ours = /^#(\d{1,15})$/.exec(q)?.[1];
  if (ours) return findUser(db, Number(ours));
  if (/^\d{1,20}$/.test(q)) return db.select().from(users).where(eq(users.telegramId, q)).get();
  if (q.startsWith('@')) {
    const name = q.slice(1).toLowerCase();
    return db.select().from(users).where(sql`lower(${users.username}) = ${name}`).get();
  }
  if (q.includes('@')) return findUserByEmail(db, q);
  return undefined;
}

/** How a reply names the account it acted on: #id, @username and e-mail, whichever it has. */
export function accountLabel(user: UserRow): string {
  return [`#${user.id}`, user.username && `@${user.username}`, user.email].filter(Boolean).join(' ');
}

/** Readings and payments of one user, for /user. */
export function userActivity(db: Db, userId: number) {
  const r = db.select({ n: sql<number>`count(*)` }).from(readings).where(eq(readings.userId, userId)).get();
  const p = db
    .select({
      n: sql<number>`count(*)`,
      stars: sql<number>`coalesce(sum(case when ${payments.status} = 'paid' then ${payments.stars} end), 0)`,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .get();
  return { readings: r?.n ?? 0, payments: p?.n ?? 0, stars: p?.stars ?? 0 };
}
