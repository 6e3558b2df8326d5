/** Admin lists of readings and payments, and the per-day statistics behind the dashboard chart. */
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerDaily, payments, readings, users } from '../../db/schema.js';
import { notFound } from '../errors.js';
import { toReadingDto } from '../readings/reading-dto.js';
import { utcDay } from '../time.js';
import { activeUsersByDay, dayOf } from './active-users.js';

const DAY_MS = 24 * 3600 * 1000;

export interface ReadingFilter {
  userId?: number;
  spreadId?: string;
  status?: 'pending' | 'complete' | 'failed' | 'declined';
  /** Epoch ms: inclusive start, exclusive end. */
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/**
 * A reading as admins see it: whose it is, and what the oracle cost (model, tokens in and out, time).
 * Never the note: the app tells its writer it is private (ADR 0035). Never the words of someone who
 * reached out in distress either: a care answer shows that it was given, not what was asked (ADR 0036).
 */
function adminReading(row: typeof readings.$inferSelect) {
  const { note: _private, ...reading } = toReadingDto(row);
  const distress = row.kind === 'support';
  return {
    ...reading,
    question: distress ? null : reading.question,
    interpretation: distress ? '' : reading.interpretation,
    user_id: row.userId,
    oracle: {
      model: row.model,
      prompt_tokens: row.promptTokens,
      completion_tokens: row.completionTokens,
      duration_ms: row.completedAt === null ? null : row.completedAt - row.createdAt,
    },
  };
}

export function listReadings(db: Db, f: ReadingFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.userId !== undefined) where.push(eq(readings.userId, f.userId));
  if (f.spreadId !== undefined) where.push(eq(readings.spreadId, f.spreadId));
  if (f.status !== undefined) where.push(eq(readings.status, f.status));
  if (f.from !== undefined) where.push(gte(readings.createdAt, f.from));
  if (f.to !== undefined) where.push(lt(readings.createdAt, f.to));
  const cond = and(...where);
  const rows = db
    .select()
    .from(readings)
    .where(cond)
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .all();
  const total = db.select({ n: count() }).from(readings).where(cond).get()?.n ?? 0;
  return { items: rows.map(adminReading), total, page: f.page, page_size: f.pageSize };
}

export function readingDetail(db: Db, id: string) {
  const row = db.select().from(readings).where(eq(readings.id, id)).get();
  if (!row) throw notFound('Reading not found');
  return adminReading(row);
}

export const toPaymentDto = (p: typeof payments.$inferSelect) => ({
  id: p.id,
  user_id: p.userId,
  telegram_payment_charge_id: p.telegramChargeId,
  package_id: p.packageId,
  tokens: p.tokens,
  stars: p.stars,
  status: p.status,
  created_at: new Date(p.createdAt).toISOString(),
  refunded_at: p.refundedAt === null ? null : new Date(p.refundedAt).toISOString(),
  /** A subscription charge: the end of the month it paid for; null for a package. */
  subscription_expires_at:
    p.subscriptionExpiresAt === null ? null : new Date(p.subscriptionExpiresAt).toISOString(),
});

export function listPayments(
  db: Db,
  f: { status?: 'paid' | 'review' | 'refunded'; userId?: number; page: number; pageSize: number },
) {
  const cond = and(
    f.status ? eq(payments.status, f.status) : undefined,
    f.userId !== undefined ? eq(payments.userId, f.userId) : undefined,
  );
  const rows = db
    .select()
    .from(payments)
    .where(cond)
    .orderBy(desc(payments.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .all();
  const total = db.select({ n: count() }).from(payments).where(cond).get()?.n ?? 0;
  return { items: rows.map(toPaymentDto), total, page: f.page, page_size: f.pageSize };
}

export function findPaymentById(db: Db, id: number) {
  const row = db.select().from(payments).where(eq(payments.id, id)).get();
  if (!row) throw notFound('Payment not found');
  return row;
}

/** One row per UTC day from `from` to `to` inclusive (epoch ms of midnights), days without activity as zeros. */
export function dailyStats(db: Db, from: number, to: number) {
  const end = to + DAY_MS;
  const signups = db
    .select({ day: dayOf(users.createdAt), n: count() })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, end)))
    .groupBy(dayOf(users.createdAt))
    .all();
  const readingRows = db
    .select({
      day: dayOf(readings.createdAt),
      status: readings.status,
      n: count(),
    })
    .from(readings)
    .where(and(gte(readings.createdAt, from), lt(readings.createdAt, end)))
    .groupBy(dayOf(readings.createdAt), readings.status)
    .all();
  const declined = db
    .select({ day: dayOf(readings.createdAt), kind: readings.kind, n: count() })
    .from(readings)
    .where(and(eq(readings.status, 'declined'), gte(readings.createdAt, from), lt(readings.createdAt, end)))
    .groupBy(dayOf(readings.createdAt), readings.kind)
    .all();
  const active = activeUsersByDay(db, from, end);
  // From the per-day totals the ledger keeps (core/ledger.ts), not a scan of the ledger.
  const tokens = db
    .select({
      day: ledgerDaily.day,
      spent: sql<number>`coalesce(-sum(case when ${ledgerDaily.reason} in ('reading', 'reading_refund') then ${ledgerDaily.total} else 0 end), 0)`,
      bought: sql<number>`coalesce(sum(case when ${ledgerDaily.reason} = 'purchase' then ${ledgerDaily.total} else 0 end), 0)`,
    })
    .from(ledgerDaily)
    .where(and(gte(ledgerDaily.day, utcDay(from)), lt(ledgerDaily.day, utcDay(end))))
    .groupBy(ledgerDaily.day)
    .all();
  const stars = db
    .select({ day: dayOf(payments.createdAt), n: sql<number>`coalesce(sum(${payments.stars}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), gte(payments.createdAt, from), lt(payments.createdAt, end)))
    .groupBy(dayOf(payments.createdAt))
    .all();
  const days = [];
  for (let t = from; t <= to; t += DAY_MS) {
    const d = utcDay(t);
    const byStatus = (s: string) => readingRows.find((r) => r.day === d && r.status === s)?.n ?? 0;
    const tok = tokens.find((r) => r.day === d);
    days.push({
      day: d,
      signups: signups.find((r) => r.day === d)?.n ?? 0,
      active_users: active.find((r) => r.day === d)?.n ?? 0,
      readings_complete: byStatus('complete'),
      readings_failed: byStatus('failed'),
      readings_pending: byStatus('pending'),
      // The safety layer's answers (DESIGN §6b): counts only, never the questions.
      support_answers: declined.find((r) => r.day === d && r.kind === 'support')?.n ?? 0,
      reframed_answers: declined.find((r) => r.day === d && r.kind === 'reframed')?.n ?? 0,
      tokens_spent: tok?.spent ?? 0,
      tokens_bought: tok?.bought ?? 0,
      stars_revenue: stars.find((r) => r.day === d)?.n ?? 0,
    });
  }
  return { days };
}
