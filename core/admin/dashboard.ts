/**
 * The admin dashboard's flat numbers (DESIGN §6a). Today is the UTC day of `now`. Tokens spent are
 * reading debits net of failure refunds, so a failed reading costs nothing in the figures either.
 */
import { eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, readings, tokenLedger, users } from '../../db/schema.js';
import { utcDay } from '../time.js';

const DAY_MS = 24 * 3600 * 1000;

export function dayStart(now: number): number {
  return Date.parse(`${utcDay(now)}T00:00:00Z`);
}

export function dashboard(db: Db, now: number) {
  const since = dayStart(now);
  const weekAgo = since - 6 * DAY_MS;
  const countSince = (column: SQLWrapper, from: number) =>
    sql<number>`coalesce(sum(${column} >= ${from}), 0)`;
  const u = db
    .select({
      total: sql<number>`count(*)`,
      today: countSince(users.createdAt, since),
      week: countSince(users.createdAt, weekAgo),
      active: countSince(users.lastSeenAt, since),
    })
    .from(users)
    .get();
  const r = db
    .select({
      total: sql<number>`count(*)`,
      today: countSince(readings.createdAt, since),
      failedToday: sql<number>`coalesce(sum(${readings.status} = 'failed' and ${readings.createdAt} >= ${since}), 0)`,
    })
    .from(readings)
    .get();
  const spent = sql`case when ${tokenLedger.reason} in ('reading', 'reading_refund') then -${tokenLedger.delta} else 0 end`;
  const bought = sql`case when ${tokenLedger.reason} = 'purchase' then ${tokenLedger.delta} else 0 end`;
  const sumSince = (value: SQLWrapper, from: number) =>
    sql<number>`coalesce(sum(case when ${tokenLedger.createdAt} >= ${from} then ${value} else 0 end), 0)`;
  const l = db
    .select({
      spentTotal: sql<number>`coalesce(sum(${spent}), 0)`,
      spentToday: sumSince(spent, since),
      boughtTotal: sql<number>`coalesce(sum(${bought}), 0)`,
      boughtToday: sumSince(bought, since),
    })
    .from(tokenLedger)
    .where(inArray(tokenLedger.reason, ['reading', 'reading_refund', 'purchase']))
    .get();
  const p = db
    .select({ stars: sql<number>`coalesce(sum(${payments.stars}), 0)` })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .get();
  return {
    users_total: u?.total ?? 0,
    users_new_today: u?.today ?? 0,
    users_new_7d: u?.week ?? 0,
    users_active_today: u?.active ?? 0,
    readings_today: r?.today ?? 0,
    readings_total: r?.total ?? 0,
    readings_failed_today: r?.failedToday ?? 0,
    tokens_spent_today: l?.spentToday ?? 0,
    tokens_spent_total: l?.spentTotal ?? 0,
    tokens_bought_today: l?.boughtToday ?? 0,
    tokens_bought_total: l?.boughtTotal ?? 0,
    stars_revenue_total: p?.stars ?? 0,
  };
}
