/**
 * The spreads of issue 23 §4 through the API: the list marks every spread's level, and each new spread
 * (two paths, the month ahead, the horseshoe, shadow work, two people, the year ahead) is drawn, charged, read card by card by the
 * offline reader in every language, sent to the AI with its positions, and drawn on a share image.
 */
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../core/ledger.js';
import { LOCALES, type Locale } from '../../core/locales.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { promptOf } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { cardTexts, spreadTexts } from '../helpers/locale-files.js';
import { newReading, tokens } from '../helpers/readings-api.js';
import { accessTokenFor, createTestUser } from '../helpers/sign-up.js';

/**
 * A card's name as a reading says it, lower-cased: German prose puts an adjective between a major's article
 * and its name ("der umgekehrte Tod").
 */
const bare = (name = '') => name.toLowerCase().replace(/^(der|die|das) /u, '');

interface SpreadDto {
  id: string;
  name: string;
  positions: { key: string; name: string; explanation: string }[];
  cost: number;
  level: string;
}

const NEW: [id: string, cards: number, cost: number, level: string][] = [
  ['decision', 6, 3, 'intermediate'],
  ['month-ahead', 5, 3, 'intermediate'],
  ['horseshoe', 7, 4, 'deep'],
  ['shadow-work', 5, 3, 'deep'],
  ['two-people', 3, 2, 'beginner'],
  ['year-ahead', 13, 7, 'deep'],
];

/** A person with tokens enough for every new spread, granted by a ledger row. */
async function richUser(t: TestApp, locale: Locale = 'en') {
  const user = createTestUser(t, { locale });
  postEntry(t.deps.db, { userId: user.id, delta: 40, reason: 'test_grant' });
  return accessTokenFor(t, user.id);
}

async function spreads(t: TestApp, locale: Locale = 'en') {
  return (await (await t.call('GET', `/api/tarot/spreads?locale=${locale}`)).json()) as SpreadDto[];
}

describe('GET /api/tarot/spreads', () => {
  it('lists at least 11 spreads, each marked beginner, intermediate or deep, lightest first', async () => {
    const list = await spreads(makeApp());
    expect(list.length).toBeGreaterThanOrEqual(11);
    const order = ['beginner', 'intermediate', 'deep'];
    for (const s of list) expect(order, s.id).toContain(s.level);
    const ranks = list.map((s) => order.indexOf(s.level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.find((s) => s.id === 'daily')?.level).toBe('beginner');
    expect(list.find((s) => s.id === 'celtic-cross')?.level).toBe('deep');
  });

  it.each(NEW)(
    'offers %s with %i positions, a cost of %i and the level %s',
    async (id, cards, cost, level) => {
      const spread = (await spreads(makeApp(), 'de')).find((s) => s.id === id);
      expect(spread).toMatchObject({ cost, level, name: spreadTexts('de')[id]?.name });
      expect(spread?.positions).toHaveLength(cards);
      for (const p of spread?.positions ?? []) {
        expect(p.name).toBe(spreadTexts('de')[id]?.positions[p.key]);
        expect(p.explanation).toBe(spreadTexts('de')[id]?.hints[p.key]);
      }
    },
  );
});

describe('a reading on a new spread', () => {
  it.each(NEW)(
    'of %s deals every position once, charges its cost and is read card by card',
    async (id, _n, cost) => {
      const t = makeApp();
      const token = await richUser(t);
      const before = (await tokens(t, token)).token_balance;
      const reading = await newReading(t, token, { spread_id: id, question: 'Which way should I go?' });
      const positions = (await spreads(t)).find((s) => s.id === id)?.positions ?? [];
      expect(reading.cards.map((c) => c.position)).toEqual(positions.map((p) => p.key));
      expect(new Set(reading.cards.map((c) => c.card_id)).size).toBe(positions.length);
      expect((await tokens(t, token)).token_balance).toBe(before - cost);
      await t.deps.interpretations.idle();
      const done = (await (
        await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
      ).json()) as ReadingDto;
      expect(done.status).toBe('complete');
      // Every card has its own paragraph, which names its card (its position is said as prose beside it,
      // never quoted: ADR 0083's fifth pass).
      const names = cardTexts('en');
      for (const p of positions) {
        const section = done.sections.find((s) => s.position === p.key);
        const card = done.cards.find((c) => c.position === p.key);
        expect(section?.text.toLowerCase(), p.key).toContain(bare(names[card?.card_id ?? '']?.name));
      }
    },
  );

  it.each(LOCALES)('is read in %s with every new position framed and no placeholder left', async (locale) => {
    const t = makeApp();
    const token = await richUser(t, locale);
    for (const [id] of NEW) {
      const reading = await newReading(t, token, { spread_id: id, locale });
      await t.deps.interpretations.idle();
      const done = (await (
        await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
      ).json()) as ReadingDto;
      expect(done.interpretation, `${locale} ${id}`).not.toMatch(/\{\{|\}\}|frame_|arc_/);
      const names = cardTexts(locale);
      for (const card of done.cards)
        expect(done.interpretation.toLowerCase(), `${locale} ${id}`).toContain(
          bare(names[card.card_id]?.name),
        );
      for (const name of Object.values(spreadTexts(locale)[id]?.positions ?? {}))
        expect(done.interpretation, `${locale} ${id}`).not.toMatch(new RegExp(`[“„«「]${name}[”“»」]`));
    }
  });

  it.each(NEW)('of %s renders as a share image in both formats', async (id) => {
    const t = makeApp();
    const token = await richUser(t);
    const reading = await newReading(t, token, { spread_id: id });
    await t.deps.interpretations.idle();
    for (const format of ['story', 'wide']) {
      const res = await t.call(
        'GET',
        `/api/readings/${reading.id}/image.png?format=${format}`,
        undefined,
        token,
      );
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });
});

/** What each new spread asks of the AI reader beyond its positions. */
const ASKS: Record<string, string> = {
  decision: 'weigh them fairly against each other',
  'month-ahead': 'the first card is the theme of the whole month',
  horseshoe: 'read the outcome in the light of the advice',
  'shadow-work': 'read every card with compassion',
  'two-people': 'never as what they think, feel or will do',
  'year-ahead': 'the twelve that follow are its months in order',
};

describe('the AI prompt for a new spread', () => {
  const { fake, aiApp } = useFakeOpenAi();

  it.each(NEW)('of %s sends every position with its explanation and what the spread asks', async (id) => {
    const t = aiApp(undefined, { apiKey: 'k', model: 'm' });
    const token = await richUser(t);
    const reading = await newReading(t, token, {
      spread_id: id,
      question: 'Should I take the new job or stay?',
    });
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    const prompt = promptOf(request);
    const text = spreadTexts('en')[id];
    for (const [key, name] of Object.entries(text?.positions ?? {})) {
      expect(prompt).toContain(`${reading.position_names[key]?.name ?? name}: `);
      expect(prompt).toContain(`What this position asks: ${text?.hints[key]}`);
    }
    expect(prompt).toContain(ASKS[id]);
  });

  it('never lets the two-paths spread choose for the querent', async () => {
    const t = aiApp(undefined, { apiKey: 'k', model: 'm' });
    const token = await richUser(t);
    await newReading(t, token, { spread_id: 'decision', question: 'Move to Lisbon or stay in Berlin?' });
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    expect(promptOf(request)).toContain('never choose for the querent');
  });
});
