/**
 * The admin dashboard's flat numbers (DESIGN §6a). Today is the UTC day of `now`. Tokens spent are
 * reading debits net of failure refunds, so a failed reading costs nothing in the figures either.
 */
import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerDaily, payments, readings, users } from '../../db/schema.js';
import { utcDay } from '../time.js';
import { activeUsersByDay } from './active-users.js';

const DAY_MS = 24 * 3600 * 1000;

export function dayStart(now: number): number {
  return Date.parse(`${utcDay(now)}T00:00:00Z`);
}

const SPENT = ['reading', 'reading_refund'];

export function dashboard(db: Db, now: number) {
  const since = dayStart(now);
  const today = utcDay(now);
  const weekAgo = since - 6 * DAY_MS;
  // Each figure from an index: counts by range on created_at, never a scan of all rows.
  const countUsers = (where?: SQL) => db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  const r = db
    .select({
      today: count(),
      failed: sql<number>`coalesce(sum(${readings.status} = 'failed'), 0)`,
      support: sql<number>`coalesce(sum(${readings.kind} = 'support'), 0)`,
    })
    .from(readings)
    .where(gte(readings.createdAt, since))
    .get();
  // Token figures from the per-day totals the ledger keeps (a few rows a day), not the ledger itself.
  const tokens = (reasons: string[], day?: string) =>
    db
      .select({ total: sql<number>`coalesce(sum(${ledgerDaily.total}), 0)` })
      .from(ledgerDaily)
      .where(and(inArray(ledgerDaily.reason, reasons), day ? eq(ledgerDaily.day, day) : undefined))
      .get()?.total ?? 0;
  const p = db
    .select({ stars: sql<number>`coalesce(sum(${payments.stars}), 0)` })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .get();
  return {
    users_total: countUsers(),
    users_new_today: countUsers(gte(users.createdAt, since)),
    users_new_7d: countUsers(gte(users.createdAt, weekAgo)),
    users_active_today: activeUsersByDay(db, since, since + DAY_MS)[0]?.n ?? 0,
    readings_today: r?.today ?? 0,
    readings_total: db.select({ n: count() }).from(readings).get()?.n ?? 0,
    readings_failed_today: r?.failed ?? 0,
    /** The safety layer's care-and-helplines answers today (counts only, DESIGN §6b). */
    support_answers_today: r?.support ?? 0,
    tokens_spent_today: -tokens(SPENT, today),
    tokens_spent_total: -tokens(SPENT),
    tokens_bought_today: tokens(['purchase'], today),
    tokens_bought_total: tokens(['purchase']),
    stars_revenue_total: p?.stars ?? 0,
  };
}
