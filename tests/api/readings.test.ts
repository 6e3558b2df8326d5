import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewUser } from '../../core/accounts/users.js';
import { postEntry } from '../../core/ledger.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import type { Oracle } from '../../core/oracle/oracle.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { readings, tokenLedger } from '../../db/schema.js';
import type { ErrorDetail } from '../helpers/error-shape.js';
import { makeApp, type TestApp, testClock } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';
import { accessTokenFor, createTestUser } from '../helpers/sign-up.js';

interface ApiBody {
  reading: ReadingDto;
  token_balance: number;
  items: ReadingDto[];
  entries: { delta: number; reason: string; reference: string | null; balance_after: number }[];
  detail: ErrorDetail;
}
const read = readJson<ApiBody>;

/**
 * A fresh user as sign-up makes one (with the welcome bonus) and a session for them; the balance is
 * then set by ledger rows, never by hand.
 */
async function signUp(t: TestApp, balance?: number, values: Partial<NewUser> = {}) {
  const user = createTestUser(t, values);
  if (balance !== undefined && balance !== user.tokenBalance) {
    postEntry(t.deps.db, { userId: user.id, delta: -user.tokenBalance, reason: 'test_drain' });
    if (balance > 0) postEntry(t.deps.db, { userId: user.id, delta: balance, reason: 'test_grant' });
  }
  return { token: await accessTokenFor(t, user.id), id: user.id };
}

const create = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/readings', body, token);

const readingRows = (t: TestApp, userId: number) =>
  t.deps.db.select().from(readings).where(eq(readings.userId, userId)).all();
const debits = (t: TestApp, userId: number) =>
  t.deps.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'reading')))
    .all();

describe('POST /api/readings', () => {
  it("answers 201 with the reading and the balance, debited by the spread's cost in a ledger row", async () => {
    const t = makeApp();
    const user = await signUp(t);
    const res = await create(t, user.token, {
      spread_id: 'three-cards',
      question: '  Will the garden grow?  ',
    });
    expect(res.status).toBe(201);
    const { reading, token_balance } = await read(res);
    expect(token_balance).toBe(8);
    expect(reading).toMatchObject({
      spread_id: 'three-cards',
      question: 'Will the garden grow?',
      status: 'pending',
      cost: 2,
      locale: 'en',
      saved: false,
    });
    expect(reading.cards.map((c) => c.position)).toEqual(['past', 'present', 'future']);
    expect(new Set(reading.cards.map((c) => c.card_id)).size).toBe(3);
    expect(debits(t, user.id)).toEqual([
      expect.objectContaining({ delta: -2, reference: reading.id, balanceAfter: 8 }),
    ]);
    await t.deps.interpretations.idle();
    const done = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, user.token)
    ).json()) as ReadingDto;
    expect(done.status).toBe('complete');
    // Answered, not quoted: the page shows the question above its reading (ADR 0089).
    expect(done.question).toBe('Will the garden grow?');
    expect(done.interpretation?.length).toBeGreaterThan(200);
    expect(done.interpretation).not.toContain('Will the garden grow?');
  });

  it('draws a card for every position of every spread, with no duplicates', async () => {
    const t = makeApp();
    const user = await signUp(t, 100);
    const spreads = (await (await t.call('GET', '/api/tarot/spreads')).json()) as {
      id: string;
      positions: { key: string }[];
    }[];
    for (const spread of spreads) {
      const { reading } = await read(await create(t, user.token, { spread_id: spread.id }));
      expect(
        reading.cards.map((c) => c.position),
        spread.id,
      ).toEqual(spread.positions.map((p) => p.key));
      expect(new Set(reading.cards.map((c) => c.card_id)).size, spread.id).toBe(spread.positions.length);
    }
  });

  it('writes the reading in the requested language, else in the user language', async () => {
    const t = makeApp();
    const user = await signUp(t, 10, { locale: 'ru' });
    expect((await read(await create(t, user.token, { spread_id: 'yes-no' }))).reading.locale).toBe('ru');
    expect(
      (await read(await create(t, user.token, { spread_id: 'yes-no', locale: 'de' }))).reading.locale,
    ).toBe('de');
  });

  it('answers 402 insufficient_tokens when the balance is short, and creates no reading and moves no tokens', async () => {
    const t = makeApp();
    const user = await signUp(t, 4);
    const res = await create(t, user.token, { spread_id: 'celtic-cross', question: 'Too dear?' });
    expect(res.status).toBe(402);
    const body = await read(res);
    expect(body.detail).toEqual({ message: expect.stringContaining('5'), code: 'insufficient_tokens' });
    expect(readingRows(t, user.id)).toEqual([]);
    expect(debits(t, user.id)).toEqual([]);
    expect((await read(await t.call('GET', '/api/user/tokens', undefined, user.token))).token_balance).toBe(
      4,
    );
  });

  it('makes the daily card free once per UTC day, then it costs 1', async () => {
    const t = makeApp({ clock: testClock(Date.UTC(2025, 2, 10, 23, 58)) });
    const user = await signUp(t);
    const first = await read(await create(t, user.token, { spread_id: 'daily' }));
    expect([first.reading.cost, first.token_balance]).toEqual([0, 10]);
    const second = await read(await create(t, user.token, { spread_id: 'daily' }));
    expect([second.reading.cost, second.token_balance]).toEqual([1, 9]);
    t.deps.clock.advance(3 * 60_000); // 00:01 the next UTC day
    const nextDay = await read(await create(t, user.token, { spread_id: 'daily' }));
    expect([nextDay.reading.cost, nextDay.token_balance]).toEqual([0, 9]);
    expect(debits(t, user.id).map((d) => d.delta)).toEqual([-1]);
  });

  it('refuses bad bodies with 422 naming the field, and creates nothing', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'spread_id'],
      [{ spread_id: 'no-such-spread' }, 'spread_id'],
      [{ spread_id: 42 }, 'spread_id'],
      [{ spread_id: 'daily', question: 'x'.repeat(501) }, 'question'],
      [{ spread_id: 'daily', question: 7 }, 'question'],
      [{ spread_id: 'daily', locale: 'fr' }, 'locale'],
      [{ spread_id: 'daily', use_personal_arcana: 'yes' }, 'use_personal_arcana'],
    ];
    for (const [body, field] of bad) {
      const res = await create(t, user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await read(res)).detail.message, JSON.stringify(body)).toContain(field);
    }
    expect(readingRows(t, user.id)).toEqual([]);
    expect((await create(t, user.token, { spread_id: 'daily', question: 'x'.repeat(500) })).status).toBe(201);
  });

  it('answers 401 without a valid token', async () => {
    const t = makeApp();
    expect((await t.call('POST', '/api/readings', { spread_id: 'daily' })).status).toBe(401);
    expect((await t.call('POST', '/api/readings', { spread_id: 'daily' }, 'not-a-token')).status).toBe(401);
    expect((await t.call('GET', '/api/readings/anything')).status).toBe(401);
  });
});

describe('money under load', () => {
  it('gives 1000 parallel requests from a user who can afford exactly 7 readings exactly 7 readings', async () => {
    const t = makeApp();
    const user = await signUp(t, 7);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => create(t, user.token, { spread_id: 'yes-no' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 402)).toHaveLength(993);
    expect(debits(t, user.id)).toHaveLength(7);
    expect(readingRows(t, user.id)).toHaveLength(7);
    const balances = await Promise.all(
      answers.filter((r) => r.status === 201).map(async (r) => (await read(r)).token_balance),
    );
    expect(balances.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await read(await t.call('GET', '/api/user/tokens', undefined, user.token))).token_balance).toBe(
      0,
    );
  });
});

describe('reading access, save, unsave and delete', () => {
  it("answers 404, never 403, for another user's reading on every call, and leaves it untouched", async () => {
    const t = makeApp();
    const owner = await signUp(t);
    const other = await signUp(t);
    const { reading } = await read(await create(t, owner.token, { spread_id: 'three-cards' }));
    await t.deps.interpretations.idle();
    const calls: [string, string][] = [
      ['GET', `/api/readings/${reading.id}`],
      ['GET', `/api/readings/${reading.id}/stream`],
      ['POST', `/api/readings/${reading.id}/save`],
      ['DELETE', `/api/readings/${reading.id}/save`],
      ['DELETE', `/api/readings/${reading.id}`],
    ];
    for (const [method, url] of calls) {
      const res = await t.call(method, url, undefined, other.token);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect((await read(res)).detail.code).toBe('not_found');
      // An unknown id looks exactly the same.
      const unknown = await t.call(
        method,
        url.replace(reading.id, crypto.randomUUID()),
        undefined,
        other.token,
      );
      expect(unknown.status, `${method} unknown`).toBe(404);
    }
    const row = readingRows(t, owner.id)[0];
    expect(row).toMatchObject({ id: reading.id, savedAt: null, status: 'complete' });
    expect((await read(await t.call('GET', '/api/user/history', undefined, other.token))).items).toEqual([]);
  });

  it('saves, unsaves and deletes a reading, reflected in /api/user/saved and /api/user/history', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const a = (await read(await create(t, user.token, { spread_id: 'yes-no', question: 'A?' }))).reading;
    t.deps.clock.advance(1000);
    const b = (await read(await create(t, user.token, { spread_id: 'yes-no', question: 'B?' }))).reading;
    await t.deps.interpretations.idle();
    const ids = async (url: string) =>
      (await read(await t.call('GET', url, undefined, user.token))).items.map((r) => r.id);

    const saved = await t.call('POST', `/api/readings/${a.id}/save`, undefined, user.token);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ReadingDto).saved).toBe(true);
    expect(await ids('/api/user/saved')).toEqual([a.id]);
    expect(
      ((await (await t.call('GET', `/api/readings/${a.id}`, undefined, user.token)).json()) as ReadingDto)
        .saved,
    ).toBe(true);
    // Saving twice is harmless.
    expect((await t.call('POST', `/api/readings/${a.id}/save`, undefined, user.token)).status).toBe(200);
    expect(await ids('/api/user/saved')).toEqual([a.id]);

    const unsaved = await t.call('DELETE', `/api/readings/${a.id}/save`, undefined, user.token);
    expect(((await unsaved.json()) as ReadingDto).saved).toBe(false);
    expect(await ids('/api/user/saved')).toEqual([]);

    await t.call('POST', `/api/readings/${b.id}/save`, undefined, user.token);
    expect(await ids('/api/user/history')).toEqual([b.id, a.id]);
    const deleted = await t.call('DELETE', `/api/readings/${b.id}`, undefined, user.token);
    expect(deleted.status).toBe(200);
    expect(await read(deleted)).toEqual({ success: true, token_balance: 8 });
    expect(await ids('/api/user/history')).toEqual([a.id]);
    expect(await ids('/api/user/saved')).toEqual([]);
    expect((await t.call('GET', `/api/readings/${b.id}`, undefined, user.token)).status).toBe(404);
    expect((await t.call('DELETE', `/api/readings/${b.id}`, undefined, user.token)).status).toBe(404);
  });
});

describe('deleting a reading that is still being written (ADR 0010)', () => {
  /** The offline oracle, held before it writes anything until the test releases it. */
  function heldOracle(outcome: 'write' | 'fail' = 'write') {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const offline = createOfflineOracle();
    const oracle: Oracle = {
      model: 'held',
      async interpret(request, onDelta, signal) {
        await released;
        if (outcome === 'fail') throw new Error('the oracle is down');
        return offline.interpret(request, onDelta, signal);
      },
      personality: (request, signal) => offline.personality(request, signal),
      followup: offline.followup,
    };
    return { oracle, release };
  }

  it('answers 409 reading_pending and keeps the reading and the tokens; once complete it deletes', async () => {
    const held = heldOracle();
    const t = makeApp({ oracle: held.oracle });
    const user = await signUp(t);
    const { reading, token_balance } = await read(await create(t, user.token, { spread_id: 'three-cards' }));
    expect(token_balance).toBe(8);

    // Released whatever happens, so a failed assertion does not leave the generation (and the harness) waiting.
    try {
      const refused = await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        detail: {
          message: 'This reading is still being written; delete it once it is finished',
          code: 'reading_pending',
        },
      });
      expect(readingRows(t, user.id)).toEqual([
        expect.objectContaining({ id: reading.id, status: 'pending' }),
      ]);
      expect((await read(await t.call('GET', '/api/user/tokens', undefined, user.token))).token_balance).toBe(
        8,
      );
    } finally {
      held.release();
    }
    await t.deps.interpretations.idle();
    expect(readingRows(t, user.id)).toEqual([
      expect.objectContaining({ id: reading.id, status: 'complete' }),
    ]);
    const deleted = await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token);
    expect(deleted.status).toBe(200);
    expect(await read(deleted)).toEqual({ success: true, token_balance: 8 });
    expect(readingRows(t, user.id)).toEqual([]);
  });

  it('refunds a pending reading that fails after a refused delete, and then deletes it', async () => {
    const held = heldOracle('fail');
    const t = makeApp({ oracle: held.oracle });
    const user = await signUp(t);
    const { reading } = await read(await create(t, user.token, { spread_id: 'celtic-cross' }));
    try {
      expect((await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token)).status).toBe(409);
    } finally {
      held.release();
    }
    await t.deps.interpretations.idle();
    expect(readingRows(t, user.id)).toEqual([expect.objectContaining({ id: reading.id, status: 'failed' })]);
    const deleted = await t.call('DELETE', `/api/readings/${reading.id}`, undefined, user.token);
    expect(deleted.status).toBe(200);
    expect(await read(deleted)).toEqual({ success: true, token_balance: 10 });
    expect(readingRows(t, user.id)).toEqual([]);
  });
});
