/** The numbers behind /stats: today (UTC) and totals, in a handful of aggregate queries. */
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, readings, users } from '../../db/schema.js';
import { utcDay } from '../time.js';

export interface AdminStats {
  day: string;
  users: number;
  users_today: number;
  readings: number;
  readings_today: number;
  payments: number;
  payments_today: number;
  stars: number;
  stars_today: number;
  refunds: number;
  tokens: number;
}

export function adminStats(db: Db, now: number): AdminStats {
  const day = utcDay(now);
  const since = Date.parse(`${day}T00:00:00Z`);
  const today = (column: SQLWrapper) => sql<number>`coalesce(sum(${column} >= ${since}), 0)`;
  const u = db
    .select({
      total: sql<number>`count(*)`,
      today: today(users.createdAt),
      tokens: sql<number>`coalesce(sum(${users.tokenBalance}), 0)`,
    })
    .from(users)
    .get();
  const r = db
    .select({ total: sql<number>`count(*)`, today: today(readings.createdAt) })
    .from(readings)
    .get();
  const paid = sql`${payments.status} = 'paid'`;
  const p = db
    .select({
      total: sql<number>`count(*)`,
      today: today(payments.createdAt),
      stars: sql<number>`coalesce(sum(case when ${paid} then ${payments.stars} end), 0)`,
      starsToday: sql<number>`coalesce(sum(case when ${paid} and ${payments.createdAt} >= ${since} then ${payments.stars} end), 0)`,
      refunds: sql<number>`coalesce(sum(${payments.status} = 'refunded'), 0)`,
    })
    .from(payments)
    .get();
  return {
    day,
    users: u?.total ?? 0,
    users_today: u?.today ?? 0,
    readings: r?.total ?? 0,
    readings_today: r?.today ?? 0,
    payments: p?.total ?? 0,
    payments_today: p?.today ?? 0,
    stars: p?.stars ?? 0,
    stars_today: p?.starsToday ?? 0,
    refunds: p?.refunds ?? 0,
    tokens: u?.tokens ?? 0,
  };
}
