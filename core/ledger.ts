/**
 * The token ledger. Every balance change is one row here and the cached
 * users.token_balance, written together in one synchronous immediate transaction.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type LedgerRow, ledgerDaily, tokenLedger, users } from '../db/schema.js';

/** A drizzle handle that is either the database or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LedgerEntry {
  userId: number;
  delta: number;
  reason: string;
  reference?: string | null;
  /** Same key twice is one change: the second call returns the first row. */
  idempotencyKey?: string | null;
  actorUserId?: number | null;
}

export class InsufficientTokensError extends Error {
  override name = 'InsufficientTokensError';
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`Not enough tokens: ${needed} needed, ${balance} available`);
  }
}

export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
}

/**
 * Applies one entry inside the caller's transaction. Throws InsufficientTokensError when a debit
 * would take the balance below zero, so the caller's whole transaction rolls back.
 */
export function applyEntry(tx: Tx, entry: LedgerEntry): { row: LedgerRow; replayed: boolean } {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0)
    throw new RangeError('delta must be a non-zero integer');
  if (entry.idempotencyKey) {
    const existing = tx
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.idempotencyKey, entry.idempotencyKey))
      .get();
    if (existing) return { row: existing, replayed: true };
  }
  const user = tx.select({ balance: users.tokenBalance }).from(users).where(eq(users.id, entry.userId)).get();
  if (!user) throw new UnknownUserError(`user ${entry.userId} does not exist`);
  const balanceAfter = user.balance + entry.delta;
  if (balanceAfter < 0) throw new InsufficientTokensError(user.balance, -entry.delta);
  tx.update(users).set({ tokenBalance: balanceAfter }).where(eq(users.id, entry.userId)).run();
  const row = tx
    .insert(tokenLedger)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      balanceAfter,
      actorUserId: entry.actorUserId ?? null,
    })
    .returning()
    .get();
  return { row, replayed: false };
}

/** Applies one entry in its own immediate transaction. */
export function postEntry(db: Db, entry: LedgerEntry) {
  return db.transaction((tx) => applyEntry(tx, entry), { behavior: 'immediate' });
}

export function balanceOf(db: Db, userId: number): number {
  return db.select({ b: users.tokenBalance }).from(users).where(eq(users.id, userId)).get()?.b ?? 0;
}

export function recentEntries(db: Db, userId: number, limit = 20): LedgerRow[] {
  return db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(desc(tokenLedger.id))
    .limit(limit)
    .all();
}

/**
 * One page of a user's ledger, newest first. Ids only grow, so the last id shown is the whole cursor:
 * rows written while someone pages land before page one and never shift a later page.
 */
export function ledgerPage(db: Db, userId: number, beforeId: number | null, limit: number) {
  const rows = db
    .select()
    .from(tokenLedger)
    .where(
      beforeId === null
        ? eq(tokenLedger.userId, userId)
        : and(eq(tokenLedger.userId, userId), lt(tokenLedger.id, beforeId)),
    )
    .orderBy(desc(tokenLedger.id))
    .limit(limit + 1)
    .all();
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextBeforeId: rows.length > limit && last ? last.id : null };
}

/** Users whose cached balance differs from their ledger sum. Empty when the books are right. */
export function unbalancedUsers(db: Db): { userId: number; cached: number; ledger: number }[] {
  // A join, not a correlated subquery: drizzle leaves columns unqualified in a single-table select,
  // so "id" inside a subquery on token_ledger would mean token_ledger.id.
  const sums = db
    .select({ userId: tokenLedger.userId, total: sql<number>`sum(${tokenLedger.delta})`.as('total') })
    .from(tokenLedger)
    .groupBy(tokenLedger.userId)
    .as('sums');
  return db
    .select({ userId: users.id, cached: users.tokenBalance, ledger: sql<number>`coalesce(${sums.total}, 0)` })
    .from(users)
    .leftJoin(sums, eq(sums.userId, users.id))
    .orderBy(users.id)
    .all()
    .filter((r) => r.cached !== r.ledger);
}

/** Days and reasons whose running total in ledger_daily differs from the ledger itself. Empty when right. */
export function unbalancedDays(db: Db): { key: string; daily: number; ledger: number }[] {
  const day = sql<string>`strftime('%Y-%m-%d', ${tokenLedger.createdAt} / 1000, 'unixepoch')`;
  const totals = new Map<string, { daily: number; ledger: number }>();
  const entry = (key: string) => totals.get(key) ?? totals.set(key, { daily: 0, ledger: 0 }).get(key);
  for (const r of db.select().from(ledgerDaily).all()) {
    const e = entry(`${r.day} ${r.reason}`);
    if (e) e.daily = r.total;
  }
  const fromLedger = db
    .select({ day, reason: tokenLedger.reason, total: sql<number>`sum(${tokenLedger.delta})` })
    .from(tokenLedger)
    .groupBy(day, tokenLedger.reason)
    .all();
  for (const r of fromLedger) {
    const e = entry(`${r.day} ${r.reason}`);
    if (e) e.ledger = r.total;
  }
  return [...totals].filter(([, t]) => t.daily !== t.ledger).map(([key, t]) => ({ key, ...t }));
}
