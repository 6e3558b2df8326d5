/** Finds the account an admin means: #id or id, a Telegram id, @username, or an e-mail address. */
import { eq, sql } from 'drizzle-orm';
import { findUser, findUserByEmail } from '../../core/accounts/users.js';
import type { Db } from '../../db/client.js';
import { payments, readings, type UserRow, users } from '../../db/schema.js';

export function findUserByQuery(db: Db, query: string): UserRow | undefined {
  const q = query.trim();
  const numeric = /^#?(\d{1,20})$/.exec(q);
  if (numeric?.[1]) {
    const id = Number(numeric[1]);
    const byId = Number.isSafeInteger(id) ? findUser(db, id) : undefined;
    return byId ?? db.select().from(users).where(eq(users.telegramId, numeric[1])).get();
  }
  if (q.startsWith('@')) {
    const name = q.slice(1).toLowerCase();
    return db.select().from(users).where(sql`lower(${users.username}) = ${name}`).get();
  }
  if (q.includes('@')) return findUserByEmail(db, q);
  return undefined;
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
