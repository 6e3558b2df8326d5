/** GET /api/user/insights: the journal's numbers over the last 30, 90 or 365 UTC days (DESIGN §6b, ADR 0039). */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readings } from '../../db/schema.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { type JsonBody, readJson } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

const DAY = 24 * 60 * 60 * 1000;
/** Noon UTC on 2026-06-15: the tests' "now". */
const NOW = Date.UTC(2026, 5, 15, 12);

interface Insights {
  days: number;
  readings: number;
  cards_drawn: number;
  majors_share: number;
  reversed_share: number;
  suits: Record<'major' | 'wands' | 'cups' | 'swords' | 'pentacles', number>;
  top_cards: { card_id: string; count: number }[];
  recurring: { card_id: string; count: number; last_seen: string }[];
  streak: { current: number; longest: number };
}

type Status = 'complete' | 'failed' | 'declined' | 'pending';

/** A reading written straight into the database at a chosen time; "card~" is drawn reversed. */
function seed(t: TestApp, userId: number, at: number, cards: string[], status: Status = 'complete') {
  t.deps.db
    .insert(readings)
    .values({
      id: randomUUID(),
      userId,
      spreadId: 'three-cards',
      cards: JSON.stringify(
        cards.map((c, i) => ({ position: `p${i}`, card_id: c.replace('~', ''), reversed: c.endsWith('~') })),
      ),
      interpretation: 'Seeded.',
      status,
      kind: status === 'declined' ? 'support' : 'reading',
      cost: 0,
      locale: 'en',
      createdAt: at,
      completedAt: at,
    })
    .run();
}

async function setup() {
  const t = makeApp();
  t.deps.clock.set(NOW);
  const user = await signUp(t);
  const get = async (query = '') => {
    const res = await t.call('GET', `/api/user/insights${query}`, undefined, user.token);
    return { status: res.status, body: await readJson<Insights & JsonBody>(res) };
  };
  return {
    t,
    user,
    get,
    seed: (at: number, cards: string[], status?: Status) => seed(t, user.id, at, cards, status),
  };
}

describe('GET /api/user/insights', () => {
  it('answers zeros, empty lists and no streak for a new user, over 30 days by default', async () => {
    const { get } = await setup();
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body).toEqual({
      days: 30,
      readings: 0,
      cards_drawn: 0,
      majors_share: 0,
      reversed_share: 0,
      suits: { major: 0, wands: 0, cups: 0, swords: 0, pentacles: 0 },
      top_cards: [],
      recurring: [],
      streak: { current: 0, longest: 0 },
    });
  });

  it('counts readings, cards, suits and the shares of Major Arcana and reversed cards', async () => {
    const { get, seed } = await setup();
    seed(NOW - 1000, ['major-16', 'cups-02~', 'wands-10']);
    seed(NOW - 2 * DAY, ['major-16~', 'swords-03', 'pentacles-07~']);
    seed(NOW - 3 * DAY, ['major-00']);
    const { body } = await get('?days=30');
    expect(body.readings).toBe(3);
    expect(body.cards_drawn).toBe(7);
    expect(body.suits).toEqual({ major: 3, wands: 1, cups: 1, swords: 1, pentacles: 1 });
    // 3/7 and 3/7, to three decimals.
    expect(body.majors_share).toBe(0.429);
    expect(body.reversed_share).toBe(0.429);
  });

  it('reads only complete readings: not failed, declined or still being written', async () => {
    const { get, seed } = await setup();
    seed(NOW - 1000, ['major-16']);
    seed(NOW - 2000, ['major-16'], 'failed');
    seed(NOW - 3000, [], 'declined');
    seed(NOW - 4000, ['major-16'], 'pending');
    const { body } = await get();
    expect(body.readings).toBe(1);
    expect(body.cards_drawn).toBe(1);
    expect(body.top_cards).toEqual([{ card_id: 'major-16', count: 1 }]);
  });

  it('does not count another person’s readings', async () => {
    const { t, get } = await setup();
    const other = await signUp(t);
    seed(t, other.id, NOW - 1000, ['major-16', 'major-17', 'major-18']);
    expect((await get()).body.readings).toBe(0);
  });

  it('covers today and the days − 1 UTC days before it: the first day from midnight, nothing before', async () => {
    const { get, seed } = await setup();
    const midnightToday = Date.UTC(2026, 5, 15);
    const firstDay30 = midnightToday - 29 * DAY;
    seed(firstDay30, ['cups-01']);
    seed(firstDay30 - 1, ['cups-02']);
    seed(midnightToday - 89 * DAY, ['cups-03']);
    seed(midnightToday - 89 * DAY - 1, ['cups-04']);
    seed(midnightToday - 364 * DAY, ['cups-05']);
    seed(midnightToday - 364 * DAY - 1, ['cups-06']);
    const ids = async (days: number) =>
      (await get(`?days=${days}`)).body.top_cards.map((c) => c.card_id).sort();
    expect(await ids(30)).toEqual(['cups-01']);
    expect(await ids(90)).toEqual(['cups-01', 'cups-02', 'cups-03']);
    expect((await get('?days=365')).body.readings).toBe(5);
    expect((await get('?days=90')).body.days).toBe(90);
  });

  it('ends the window now: a reading dated after the clock is not counted', async () => {
    const { get, seed } = await setup();
    seed(NOW + 1000, ['cups-01']);
    expect((await get()).body.readings).toBe(0);
  });

  it('lists the five most drawn cards, ties broken by card id', async () => {
    const { get, seed } = await setup();
    seed(NOW - 1000, ['wands-01', 'cups-01', 'major-05']);
    seed(NOW - 2000, ['wands-01', 'cups-01', 'major-04']);
    seed(NOW - 3000, ['wands-01', 'swords-09', 'major-03']);
    seed(NOW - 4000, ['major-02', 'major-01', 'pentacles-01']);
    const { body } = await get();
    expect(body.top_cards).toEqual([
      { card_id: 'wands-01', count: 3 },
      { card_id: 'cups-01', count: 2 },
      { card_id: 'major-01', count: 1 },
      { card_id: 'major-02', count: 1 },
      { card_id: 'major-03', count: 1 },
    ]);
  });

  it('calls a card recurring from its third draw in the window, with when it was last seen', async () => {
    const { get, seed } = await setup();
    seed(NOW - 10 * DAY, ['major-16', 'major-18']);
    seed(NOW - 5 * DAY, ['major-16', 'major-18']);
    seed(NOW - 2 * DAY, ['major-16']);
    seed(NOW - 40 * DAY, ['major-18']);
    const thirty = (await get('?days=30')).body.recurring;
    expect(thirty).toEqual([
      { card_id: 'major-16', count: 3, last_seen: new Date(NOW - 2 * DAY).toISOString() },
    ]);
    const ninety = (await get('?days=90')).body.recurring;
    expect(ninety.map((c) => [c.card_id, c.count])).toEqual([
      ['major-16', 3],
      ['major-18', 3],
    ]);
    expect(ninety[1]?.last_seen).toBe(new Date(NOW - 5 * DAY).toISOString());
  });

  it('counts the current streak back from today, or from yesterday while today has no reading yet', async () => {
    const { get, seed } = await setup();
    for (const d of [1, 2, 3]) seed(NOW - d * DAY, ['cups-01']);
    expect((await get()).body.streak).toEqual({ current: 3, longest: 3 });
    seed(NOW - 1000, ['cups-02']);
    expect((await get()).body.streak).toEqual({ current: 4, longest: 4 });
  });

  it('counts UTC days: two readings on one day are one day, and a missed day breaks the streak', async () => {
    const { get, seed } = await setup();
    const midnightToday = Date.UTC(2026, 5, 15);
    seed(midnightToday + 1000, ['cups-01']);
    seed(midnightToday - 1000, ['cups-02']); // 23:59:59 yesterday
    seed(midnightToday - 2000, ['cups-03']);
    // Four days in a row ending ten days ago, then a gap.
    for (const d of [10, 11, 12, 13]) seed(NOW - d * DAY, ['cups-04']);
    expect((await get()).body.streak).toEqual({ current: 2, longest: 4 });
  });

  it('has no current streak when the last reading was two days ago', async () => {
    const { get, seed } = await setup();
    seed(NOW - 2 * DAY, ['cups-01']);
    expect((await get()).body.streak).toEqual({ current: 0, longest: 1 });
  });

  it('follows a current streak back past the window’s first day', async () => {
    const { get, seed } = await setup();
    for (let d = 0; d < 40; d++) seed(NOW - d * DAY, ['cups-01']);
    seed(NOW - 41 * DAY, ['cups-01']);
    const { body } = await get('?days=30');
    expect(body.readings).toBe(30);
    expect(body.streak).toEqual({ current: 40, longest: 40 });
  });

  it.each(['7', '31', 'abc', '', '30.0'])('answers 422 naming days for days=%s', async (days) => {
    const { get } = await setup();
    const { status, body } = await get(`?days=${days}`);
    expect(status).toBe(422);
    expect(JSON.stringify(body.detail)).toContain('days');
  });

  it('answers 401 without a session', async () => {
    const { t } = await setup();
    expect((await t.call('GET', '/api/user/insights')).status).toBe(401);
  });
});
