/** GET /api/user/history?saved=&spread_id=: filters that keep cursor paging exact (DESIGN §6a). */
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../core/ledger.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

interface Page {
  items: ReadingDto[];
  next_cursor: string | null;
}

/** Readings one second apart, alternating spreads; every third one saved. Answers them oldest first. */
async function seed(t: TestApp, token: string, userId: number, n: number) {
  postEntry(t.deps.db, { userId, delta: 100, reason: 'test_grant' });
  const made: { id: string; spread: string; saved: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const spread = i % 2 === 0 ? 'yes-no' : 'three-cards';
    const res = await t.call('POST', '/api/readings', { spread_id: spread }, token);
    expect(res.status).toBe(201);
    const { id } = (await read<{ reading: ReadingDto }>(res)).reading;
    const saved = i % 3 === 0;
    await t.deps.interpretations.idle();
    if (saved) expect((await t.call('POST', `/api/readings/${id}/save`, undefined, token)).status).toBe(200);
    made.push({ id, spread, saved });
    t.deps.clock.advance(1000);
  }
  return made;
}

/** Follows next_cursor with a small page to the end and answers every id in order. */
async function walk(t: TestApp, token: string, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const c: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await t.call('GET', `/api/user/history?limit=3&${query}${c}`, undefined, token);
    expect(res.status).toBe(200);
    const page = await read<Page>(res);
    expect(page.items.length).toBeLessThanOrEqual(3);
    ids.push(...page.items.map((r) => r.id));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 50);
  return ids;
}

describe('GET /api/user/history filters', () => {
  it('filters by saved and by spread, alone and together, paging newest first without gaps or repeats', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const made = (await seed(t, user.token, user.id, 14)).reverse();
    const expectIds = (keep: (r: (typeof made)[number]) => boolean) => made.filter(keep).map((r) => r.id);

    expect(await walk(t, user.token, '')).toEqual(expectIds(() => true));
    expect(await walk(t, user.token, 'saved=true')).toEqual(expectIds((r) => r.saved));
    expect(await walk(t, user.token, 'saved=false')).toEqual(expectIds((r) => !r.saved));
    expect(await walk(t, user.token, 'spread_id=three-cards')).toEqual(
      expectIds((r) => r.spread === 'three-cards'),
    );
    expect(await walk(t, user.token, 'spread_id=yes-no&saved=true')).toEqual(
      expectIds((r) => r.spread === 'yes-no' && r.saved),
    );
    expect(await walk(t, user.token, 'spread_id=celtic-cross')).toEqual([]);
  });

  it("never shows another user's readings under a filter", async () => {
    const t = makeApp();
    const owner = await signUp(t);
    const other = await signUp(t);
    await seed(t, owner.token, owner.id, 3);
    expect(await walk(t, other.token, 'saved=true')).toEqual([]);
    expect(await walk(t, other.token, 'spread_id=yes-no')).toEqual([]);
  });

  it('answers 422 naming the field for an unknown spread_id or a saved value other than true/false', async () => {
    const t = makeApp();
    const user = await signUp(t);
    for (const [query, field] of [
      ['spread_id=no-such-spread', 'spread_id'],
      ['spread_id=', 'spread_id'],
      ['saved=yes', 'saved'],
      ['saved=1', 'saved'],
      ['limit=0', 'limit'],
    ] as const) {
      const res = await t.call('GET', `/api/user/history?${query}`, undefined, user.token);
      expect(res.status, query).toBe(422);
      const body = await read(res);
      expect(body.detail.code).toBe('validation_error');
      expect(body.detail.fields?.[field], query).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a token', async () => {
    const t = makeApp();
    expect((await t.call('GET', '/api/user/history?saved=true')).status).toBe(401);
  });
});
