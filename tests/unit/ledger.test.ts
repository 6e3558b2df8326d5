import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../core/accounts/users.js';
import {
  applyEntry,
  balanceOf,
  InsufficientTokensError,
  postEntry,
  recentEntries,
  UnknownUserError,
  unbalancedDays,
  unbalancedUsers,
} from '../../core/ledger.js';
import { type Db, openDb } from '../../db/client.js';
import { ledgerDaily, tokenLedger, users } from '../../db/schema.js';
import { makeDeps } from '../helpers/harness.js';

/** A user with no tokens and no ledger rows. */
function bareUser(db: Db): number {
  return db.insert(users).values({}).returning({ id: users.id }).get().id;
}

function userWith(db: Db, balance: number): number {
  const id = bareUser(db);
  if (balance > 0) postEntry(db, { userId: id, delta: balance, reason: 'grant' });
  return id;
}

const RACER = path.join(import.meta.dirname, '../helpers/ledger-racer.ts');

/** A separate Node process debiting the user on the same database file (tests/helpers/ledger-racer.ts). */
function startRacer(file: string, userId: number, tries: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', RACER, file, String(userId), String(tries)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let signalReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready')) signalReady();
  });
  const done = new Promise<{ won: number; refused: number }>((resolve, reject) => {
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last));
      else reject(new Error(`racer exited with ${code}: ${out}`));
    });
  });
  return { ready, done, go: () => child.stdin.end('go\n') };
}

const ledgerRows = (db: Db, userId: number) =>
  db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).all();

describe('token ledger', () => {
  it('gives exactly 1 of 1000 debits of 1 in a row against a balance of 1', async () => {
    const { db } = makeDeps();
    const userId = userWith(db, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        (async () => postEntry(db, { userId, delta: -1, reason: 'reading', reference: `r${i}` }))(),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(999);
    for (const r of lost) expect(r.reason).toBeInstanceOf(InsufficientTokensError);
    expect(balanceOf(db, userId)).toBe(0);
    expect(ledgerRows(db, userId).map((r) => r.delta)).toEqual([1, -1]);
  });

  it('never spends a token twice when 8 processes debit one balance on one file at once', {
    timeout: 120_000,
  }, async () => {
    const { db, databasePath } = makeDeps();
    const balance = 500;
    const userId = userWith(db, balance);
    const racers = Array.from({ length: 8 }, () => startRacer(databasePath, userId, 100));
    await Promise.all(racers.map((r) => r.ready));
    for (const racer of racers) racer.go();
    const results = await Promise.all(racers.map((r) => r.done));
    const won = results.reduce((sum, r) => sum + r.won, 0);
    expect(won).toBe(balance);
    expect(results.reduce((sum, r) => sum + r.refused, 0)).toBe(800 - balance);
    // Several processes won some: the debits really interleaved.
    expect(results.filter((r) => r.won > 0).length).toBeGreaterThan(1);
    expect(balanceOf(db, userId)).toBe(0);
    expect(ledgerRows(db, userId).filter((r) => r.delta === -1)).toHaveLength(balance);
    expect(unbalancedUsers(db)).toEqual([]);
  });

  it('lets two connections to the same file spend one token only once', () => {
    const { db, databasePath } = makeDeps();
    const other = openDb(databasePath);
    try {
      const userId = userWith(db, 1);
      postEntry(db, { userId, delta: -1, reason: 'reading' });
      expect(() => postEntry(other, { userId, delta: -1, reason: 'reading' })).toThrow(
        InsufficientTokensError,
      );
      expect(balanceOf(other, userId)).toBe(0);
    } finally {
      other.$client.close();
    }
  });

  it('writes a ledger row and the cached balance together', () => {
    const { db } = makeDeps();
    const userId = bareUser(db);
    const { row, replayed } = postEntry(db, {
      userId,
      delta: 25,
      reason: 'purchase',
      reference: 'charge-1',
      actorUserId: null,
    });
    expect(replayed).toBe(false);
    expect(row).toMatchObject({
      userId,
      delta: 25,
      reason: 'purchase',
      reference: 'charge-1',
      balanceAfter: 25,
    });
    expect(balanceOf(db, userId)).toBe(25);
    const debit = postEntry(db, { userId, delta: -7, reason: 'reading' });
    expect(debit.row.balanceAfter).toBe(18);
    expect(balanceOf(db, userId)).toBe(18);
    expect(recentEntries(db, userId).map((r) => r.delta)).toEqual([-7, 25]);
  });

  it('makes a repeated credit with the same idempotency key one change', () => {
    const { db } = makeDeps();
    const userId = bareUser(db);
    const first = postEntry(db, { userId, delta: 50, reason: 'purchase', idempotencyKey: 'stars:abc' });
    const second = postEntry(db, { userId, delta: 50, reason: 'purchase', idempotencyKey: 'stars:abc' });
    expect(second.replayed).toBe(true);
    expect(second.row.id).toBe(first.row.id);
    expect(balanceOf(db, userId)).toBe(50);
    expect(ledgerRows(db, userId)).toHaveLength(1);
    postEntry(db, { userId, delta: 50, reason: 'purchase', idempotencyKey: 'stars:def' });
    expect(balanceOf(db, userId)).toBe(100);
  });

  it('replays a repeated refund even after the balance moved', () => {
    const { db } = makeDeps();
    const userId = userWith(db, 5);
    postEntry(db, { userId, delta: -5, reason: 'reading', idempotencyKey: 'reading:1' });
    postEntry(db, { userId, delta: 5, reason: 'refund', idempotencyKey: 'refund:1' });
    postEntry(db, { userId, delta: -5, reason: 'reading', idempotencyKey: 'reading:2' });
    // Balance is 0 now; replaying the first debit must not fail or change anything.
    expect(
      postEntry(db, { userId, delta: -5, reason: 'reading', idempotencyKey: 'reading:1' }).replayed,
    ).toBe(true);
    expect(postEntry(db, { userId, delta: 5, reason: 'refund', idempotencyKey: 'refund:1' }).replayed).toBe(
      true,
    );
    expect(balanceOf(db, userId)).toBe(0);
  });

  it.each([0, 0.5, -1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses a delta of %s and writes nothing',
    (delta) => {
      const { db } = makeDeps();
      const userId = userWith(db, 10);
      expect(() => postEntry(db, { userId, delta, reason: 'bad' })).toThrow(RangeError);
      expect(balanceOf(db, userId)).toBe(10);
      expect(ledgerRows(db, userId)).toHaveLength(1);
    },
  );

  it('refuses a debit larger than the balance and leaves balance and ledger unchanged', () => {
    const { db } = makeDeps();
    const userId = userWith(db, 3);
    let error: unknown;
    try {
      postEntry(db, { userId, delta: -4, reason: 'reading' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InsufficientTokensError);
    expect(error).toMatchObject({ balance: 3, needed: 4 });
    expect(balanceOf(db, userId)).toBe(3);
    expect(ledgerRows(db, userId)).toHaveLength(1);
    // Spending exactly the balance is fine.
    postEntry(db, { userId, delta: -3, reason: 'reading' });
    expect(balanceOf(db, userId)).toBe(0);
  });

  it('refuses an entry for a user who does not exist', () => {
    const { db } = makeDeps();
    expect(() => postEntry(db, { userId: 9999, delta: 1, reason: 'grant' })).toThrow(UnknownUserError);
    expect(db.select().from(tokenLedger).all()).toHaveLength(0);
  });

  it('rolls the caller’s whole transaction back when a debit inside it fails', () => {
    const { db } = makeDeps();
    const userId = userWith(db, 2);
    expect(() =>
      db.transaction(
        (tx) => {
          applyEntry(tx, { userId, delta: -2, reason: 'reading' });
          applyEntry(tx, { userId, delta: -1, reason: 'reading' });
        },
        { behavior: 'immediate' },
      ),
    ).toThrow(InsufficientTokensError);
    expect(balanceOf(db, userId)).toBe(2);
    expect(ledgerRows(db, userId)).toHaveLength(1);
  });

  it('credits a new user the welcome bonus in the same transaction', () => {
    const { db } = makeDeps();
    const user = db.transaction((tx) => createUser(tx, { email: 'w@example.com' }), {
      behavior: 'immediate',
    });
    expect(user.tokenBalance).toBe(10);
    expect(ledgerRows(db, user.id)).toEqual([
      expect.objectContaining({ delta: 10, reason: 'welcome_bonus', balanceAfter: 10 }),
    ]);
  });

  it('property: the balance never goes negative and always equals the ledger sum', () => {
    const { db } = makeDeps();
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -20, max: 20 }).filter((d) => d !== 0),
          { maxLength: 40 },
        ),
        (deltas) => {
          const userId = bareUser(db);
          let expected = 0;
          for (const delta of deltas) {
            try {
              postEntry(db, { userId, delta, reason: 'p' });
              expected += delta;
            } catch (error) {
              expect(error).toBeInstanceOf(InsufficientTokensError);
              expect(expected + delta).toBeLessThan(0);
            }
            const balance = balanceOf(db, userId);
            expect(balance).toBe(expected);
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          const rows = ledgerRows(db, userId);
          expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
          expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(balanceOf(db, userId));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the books check (unbalancedUsers)', () => {
  it('finds nothing when every cached balance equals its ledger sum', () => {
    const { db } = makeDeps();
    userWith(db, 10);
    userWith(db, 0);
    userWith(db, 3);
    expect(unbalancedUsers(db)).toEqual([]);
  });

  it('finds each user whose cached balance differs from their own ledger sum', () => {
    const { db } = makeDeps();
    userWith(db, 10);
    const b = userWith(db, 10);
    userWith(db, 5);
    const d = bareUser(db);
    db.update(users).set({ tokenBalance: 11 }).where(eq(users.id, b)).run();
    db.update(users).set({ tokenBalance: 2 }).where(eq(users.id, d)).run();
    expect(unbalancedUsers(db)).toEqual([
      { userId: b, cached: 11, ledger: 10 },
      { userId: d, cached: 2, ledger: 0 },
    ]);
    // Put the books right again so the harness's own check passes.
    db.update(users).set({ tokenBalance: 10 }).where(eq(users.id, b)).run();
    db.update(users).set({ tokenBalance: 0 }).where(eq(users.id, d)).run();
  });

  it('keeps a running total per day and reason that equals the ledger, and names a day that drifts', () => {
    const { db } = makeDeps();
    const a = userWith(db, 10);
    postEntry(db, { userId: a, delta: -3, reason: 'reading' });
    postEntry(db, { userId: a, delta: -3, reason: 'reading' });
    const today = new Date().toISOString().slice(0, 10);
    const rows = db.select().from(ledgerDaily).all();
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: today, reason: 'grant', total: 10, entries: 1 },
        { day: today, reason: 'reading', total: -6, entries: 2 },
      ]),
    );
    expect(unbalancedDays(db)).toEqual([]);
    db.update(ledgerDaily).set({ total: -3 }).where(eq(ledgerDaily.reason, 'reading')).run();
    expect(unbalancedDays(db)).toEqual([{ key: `${today} reading`, daily: -3, ledger: -6 }]);
    db.update(ledgerDaily).set({ total: -6 }).where(eq(ledgerDaily.reason, 'reading')).run();
  });
});
