/** GET /api/user/tokens?cursor=&limit=: the ledger paged newest first (DESIGN §6a). */
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../core/ledger.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

interface Entry {
  delta: number;
  reason: string;
  reference: string | null;
  balance_after: number;
  created_at: string;
}
interface LedgerPage {
  token_balance: number;
  entries: Entry[];
  next_cursor: string | null;
}

const get = (t: TestApp, token: string | undefined, query = '') =>
  t.call('GET', `/api/user/tokens${query}`, undefined, token);

describe('GET /api/user/tokens paging', () => {
  it('walks every entry newest first in pages of `limit`, each entry with its fields', async () => {
    const t = makeApp();
    const user = await signUp(t);
    // The welcome bonus (+10) and then +1..+11, one row each.
    for (let i = 1; i <= 11; i++) postEntry(t.deps.db, { userId: user.id, delta: i, reason: 'test_grant' });
    const seen: Entry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=5&cursor=${cursor}` : '?limit=5';
      const res = await get(t, user.token, q);
      expect(res.status).toBe(200);
      const page = await read<LedgerPage>(res);
      expect(page.token_balance).toBe(76);
      expect(page.entries.length).toBeLessThanOrEqual(5);
      seen.push(...page.entries);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.delta)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 10]);
    expect(seen.map((e) => e.balance_after)).toEqual([76, 65, 55, 46, 38, 31, 25, 20, 16, 13, 11, 10]);
    expect(seen.at(-1)).toEqual({
      delta: 10,
      reason: 'welcome_bonus',
      reference: null,
      balance_after: 10,
      created_at: expect.any(String),
    });
  });

  it('defaults to 20 entries and says when there are more', async () => {
    const t = makeApp();
    const user = await signUp(t);
    for (let i = 0; i < 20; i++) postEntry(t.deps.db, { userId: user.id, delta: 1, reason: 'test_grant' });
    const page = await read<LedgerPage>(await get(t, user.token));
    expect(page.entries).toHaveLength(20);
    expect(page.next_cursor).toEqual(expect.any(String));
    const rest = await read<LedgerPage>(await get(t, user.token, `?cursor=${page.next_cursor}`));
    expect(rest.entries.map((e) => e.reason)).toEqual(['welcome_bonus']);
    expect(rest.next_cursor).toBeNull();
  });

  it("never pages into another user's entries with a forged cursor", async () => {
    const t = makeApp();
    const a = await signUp(t);
    const b = await signUp(t);
    postEntry(t.deps.db, { userId: a.id, delta: 5, reason: 'test_grant' });
    const page = await read<LedgerPage>(await get(t, b.token, '?cursor=999999'));
    expect(page.entries.map((e) => [e.reason, e.delta])).toEqual([['welcome_bonus', 10]]);
  });

  it('answers 422 naming the field for a bad cursor or limit, and 401 without a token', async () => {
    const t = makeApp();
    const user = await signUp(t);
    for (const [query, field] of [
      ['?cursor=abc', 'cursor'],
      ['?cursor=0', 'cursor'],
      ['?cursor=-3', 'cursor'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=x', 'limit'],
    ] as const) {
      const res = await get(t, user.token, query);
      expect(res.status, query).toBe(422);
      const body = await read(res);
      expect(body.detail.code).toBe('validation_error');
      expect(body.detail.fields?.[field], query).toEqual(expect.any(String));
    }
    expect((await get(t, undefined)).status).toBe(401);
  });
});
