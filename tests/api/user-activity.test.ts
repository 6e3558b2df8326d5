/** Balance and ledger, history and saved pages, rank and the reversed-cards preference (spec §7, DESIGN §6a). */
import { describe, expect, it } from 'vitest';
import type { NewUser } from '../../core/accounts/users.js';
import { postEntry } from '../../core/ledger.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { type JsonBody as Body, readJson as read } from '../helpers/read-json.js';
import { accessTokenFor, createTestUser } from '../helpers/sign-up.js';

interface Page {
  items: ReadingDto[];
  next_cursor: string | null;
}

/** A user as sign-up makes one; extra tokens come as a ledger row. */
async function signUp(t: TestApp, extraTokens = 0, values: Partial<NewUser> = {}) {
  const user = createTestUser(t, values);
  if (extraTokens) postEntry(t.deps.db, { userId: user.id, delta: extraTokens, reason: 'test_grant' });
  return { token: await accessTokenFor(t, user.id), id: user.id };
}

/** Creates n yes/no readings one second apart and answers their ids, oldest first. */
async function readings(
  t: TestApp,
  token: string,
  n: number,
  body: Record<string, unknown> = { spread_id: 'yes-no' },
) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.call('POST', '/api/readings', body, token);
    expect(res.status).toBe(201);
    ids.push((await read<{ reading: ReadingDto }>(res)).reading.id);
    t.deps.clock.advance(1000);
  }
  await t.deps.interpretations.idle();
  return ids;
}

/** Follows next_cursor to the end and answers every page's ids. */
async function allPages(t: TestApp, token: string, url: string) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await t.call('GET', `${url}?limit=10${query}`, undefined, token);
    expect(res.status).toBe(200);
    const page = await read<Page>(res);
    pages.push(page.items.map((r) => r.id));
    cursor = page.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /api/user/tokens', () => {
  it('answers the balance and the ledger entries, newest first, starting with the welcome bonus', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const fresh = await read(await t.call('GET', '/api/user/tokens', undefined, token));
    expect(fresh).toEqual({
      token_balance: 10,
      entries: [
        {
          delta: 10,
          reason: 'welcome_bonus',
          reference: null,
          balance_after: 10,
          created_at: expect.any(String),
        },
      ],
      next_cursor: null,
    });
    const [id] = await readings(t, token, 1, { spread_id: 'three-cards' });
    const after = await read<{ token_balance: number; entries: Body[] }>(
      await t.call('GET', '/api/user/tokens', undefined, token),
    );
    expect(after.token_balance).toBe(8);
    expect(after.entries.map((e) => [e.reason, e.delta, e.balance_after, e.reference])).toEqual([
      ['reading', -2, 8, id],
      ['welcome_bonus', 10, 10, null],
    ]);
  });
});

describe('GET /api/user/history and /api/user/saved', () => {
  it('pages 25 readings 10 at a time, newest first, with next_cursor null at the end', async () => {
    const t = makeApp();
    const { token } = await signUp(t, 15);
    const ids = await readings(t, token, 25);
    const pages = await allPages(t, token, '/api/user/history');
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual([...ids].reverse());
    const first = await read<Page>(await t.call('GET', '/api/user/history', undefined, token));
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      id: ids[24],
      status: 'complete',
      spread_id: 'yes-no',
      saved: false,
    });
    const all = await read<Page>(await t.call('GET', '/api/user/history?limit=50', undefined, token));
    expect([all.items.length, all.next_cursor]).toEqual([25, null]);
  });

  it('pages readings made at the same moment without losing or repeating any', async () => {
    const t = makeApp();
    const { token } = await signUp(t, 5);
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) {
      ids.push(
        (
          await read<{ reading: ReadingDto }>(
            await t.call('POST', '/api/readings', { spread_id: 'yes-no' }, token),
          )
        ).reading.id,
      );
    }
    const pages = await allPages(t, token, '/api/user/history');
    expect(pages.map((p) => p.length)).toEqual([10, 5]);
    expect(pages.flat().sort()).toEqual([...ids].sort());
  });

  it('lists saved readings, most recently saved first, in pages', async () => {
    const t = makeApp();
    const { token } = await signUp(t, 15);
    const ids = await readings(t, token, 25);
    const toSave = [
      ids[3],
      ids[20],
      ids[0],
      ids[11],
      ids[7],
      ids[24],
      ids[1],
      ids[2],
      ids[5],
      ids[9],
      ids[13],
      ids[17],
    ];
    for (const id of toSave) {
      expect((await t.call('POST', `/api/readings/${id}/save`, undefined, token)).status).toBe(200);
      t.deps.clock.advance(1000);
    }
    const pages = await allPages(t, token, '/api/user/saved');
    expect(pages.map((p) => p.length)).toEqual([10, 2]);
    expect(pages.flat()).toEqual([...toSave].reverse());
    const saved = await read<Page>(await t.call('GET', '/api/user/saved?limit=1', undefined, token));
    expect(saved.items[0]).toMatchObject({ id: ids[17], saved: true });
  });

  it('refuses an invalid cursor and a limit outside 1..50 with 422', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    for (const url of ['/api/user/history', '/api/user/saved']) {
      for (const query of [
        'cursor=not-a-cursor',
        'cursor=bnVsbA',
        'cursor=WzEsMl0',
        'limit=51',
        'limit=0',
        'limit=-1',
        'limit=ten',
        'limit=2.5',
        `cursor=${'x'.repeat(201)}`,
      ]) {
        const res = await t.call('GET', `${url}?${query}`, undefined, token);
        expect(res.status, `${url}?${query}`).toBe(422);
        expect((await read(res)).detail.code).toBe('validation_error');
      }
    }
  });

  it("never lists another user's readings, whatever the cursor", async () => {
    const t = makeApp();
    const a = await signUp(t, 10);
    const b = await signUp(t);
    const aIds = await readings(t, a.token, 12);
    await t.call('POST', `/api/readings/${aIds[0]}/save`, undefined, a.token);
    const [bId] = await readings(t, b.token, 1);
    const aPage = await read<Page>(await t.call('GET', '/api/user/history?limit=10', undefined, a.token));
    expect(aPage.next_cursor).not.toBeNull();
    for (const url of ['/api/user/history', '/api/user/saved']) {
      const withCursor = `${url}?cursor=${encodeURIComponent(aPage.next_cursor ?? '')}`;
      for (const u of [url, withCursor]) {
        const ids = (await read<Page>(await t.call('GET', u, undefined, b.token))).items.map((r) => r.id);
        expect(
          ids.every((id) => id === bId),
          u,
        ).toBe(true);
      }
    }
    const tokens = await read<{ entries: Body[] }>(
      await t.call('GET', '/api/user/tokens', undefined, b.token),
    );
    expect(tokens.entries.map((e) => e.reference).filter((r) => r !== null)).toEqual([bId]);
  });
});

describe('GET /api/user/rank', () => {
  it('raises the level and progress as readings are completed', async () => {
    const t = makeApp();
    const { token } = await signUp(t, 10);
    const rank = async () => read(await t.call('GET', '/api/user/rank', undefined, token));
    expect(await rank()).toMatchObject({
      rank: 'seeker',
      name: 'Seeker',
      level: 1,
      readings_count: 0,
      progress: 0,
      next_rank: { rank: 'apprentice', readings_required: 3 },
    });
    await readings(t, token, 1);
    expect(await rank()).toMatchObject({ level: 1, readings_count: 1, progress: 1 / 3 });
    await readings(t, token, 2);
    expect(await rank()).toMatchObject({ rank: 'apprentice', level: 2, readings_count: 3, progress: 0 });
    await readings(t, token, 4);
    expect(await rank()).toMatchObject({
      level: 2,
      readings_count: 7,
      progress: 4 / 7,
      next_rank: { rank: 'adept' },
    });
  });

  it("names the rank in the user's language and counts only the user's own readings", async () => {
    const t = makeApp();
    const ru = await signUp(t, 0, { locale: 'ru' });
    const other = await signUp(t);
    await readings(t, other.token, 3);
    const rank = await read(await t.call('GET', '/api/user/rank', undefined, ru.token));
    expect(rank).toMatchObject({ rank: 'seeker', readings_count: 0 });
    expect(rank.name).toMatch(/[А-Яа-я]/);
  });
});

describe('POST /api/user/preferences/reversed-cards', () => {
  it('with reversed_cards false, 30 readings draw no reversed card', async () => {
    const t = makeApp();
    const { token } = await signUp(t, 140);
    await t.call('POST', '/api/user/preferences/reversed-cards', { reversed_cards: false }, token);
    const cards: ReadingDto['cards'] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.call('POST', '/api/readings', { spread_id: 'celtic-cross' }, token);
      cards.push(...(await read<{ reading: ReadingDto }>(res)).reading.cards);
    }
    expect(cards).toHaveLength(300);
    expect(cards.filter((c) => c.reversed)).toEqual([]);
    // A user on the default draws reversed cards: none in 60 cards would happen once in 2^60.
    const defaults = await signUp(t, 20);
    const again: ReadingDto['cards'] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/readings', { spread_id: 'celtic-cross' }, defaults.token);
      again.push(...(await read<{ reading: ReadingDto }>(res)).reading.cards);
    }
    expect(again.some((c) => c.reversed)).toBe(true);
  });
});
