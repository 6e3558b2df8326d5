/**
 * A new reading that holds a card drawn 3 or more times in the last 90 days says so in one line, in the
 * offline reading and in the AI prompt (DESIGN §6b, ADR 0039). Earlier readings are written straight
 * into the database, each with the whole deck, so whichever card the new reading draws has come up
 * as often as the test chose.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { DECK } from '../../core/tarot/deck.js';
import { readings } from '../../db/schema.js';
import { promptOf } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { cardTexts } from '../helpers/locale-files.js';
import { signUp } from '../helpers/sign-up.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15, 12);

/** Earlier readings holding all 78 cards, `daysAgo` each, with the status given. */
function seedWholeDeck(
  t: TestApp,
  userId: number,
  daysAgo: number[],
  status: 'complete' | 'failed' = 'complete',
) {
  for (const d of daysAgo)
    t.deps.db
      .insert(readings)
      .values({
        id: randomUUID(),
        userId,
        spreadId: 'three-cards',
        cards: JSON.stringify(DECK.map((c, i) => ({ position: `p${i}`, card_id: c.id, reversed: false }))),
        interpretation: 'Seeded.',
        status,
        cost: 0,
        locale: 'en',
        createdAt: NOW - d * DAY,
        completedAt: NOW - d * DAY,
      })
      .run();
}

async function newReading(t: TestApp, token: string, locale: Locale = 'en') {
  const res = await t.call('POST', '/api/readings', { spread_id: 'yes-no', locale }, token);
  expect(res.status).toBe(201);
  const { reading } = (await res.json()) as { reading: ReadingDto };
  await t.deps.interpretations.idle();
  const done = (await (
    await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
  ).json()) as ReadingDto;
  const cardId = done.cards[0]?.card_id ?? '';
  return { text: done.interpretation, name: cardTexts(locale)[cardId]?.name ?? cardId };
}

async function offlineApp() {
  const t = makeApp();
  t.deps.clock.set(NOW);
  return { t, ...(await signUp(t)) };
}

describe('the recurring-card line in an offline reading', () => {
  it('says the card has come up 3 times in the last 90 days when drawn twice before', async () => {
    const { t, id, token } = await offlineApp();
    seedWholeDeck(t, id, [10, 89]);
    const { text, name } = await newReading(t, token);
    expect(text).toContain(`${name} has come up 3 times in the last 90 days`);
  });

  it('says nothing for a second draw, for older readings or for failed ones', async () => {
    const { t, id, token } = await offlineApp();
    seedWholeDeck(t, id, [10]);
    seedWholeDeck(t, id, [91]);
    seedWholeDeck(t, id, [5], 'failed');
    const { text } = await newReading(t, token);
    expect(text).not.toContain('has come up');
  });

  it.each([
    [2, 'раза'],
    [4, 'раз'],
  ])('uses the Russian plural form: %i earlier draws → «%s»', async (earlier, word) => {
    const { t, id, token } = await offlineApp();
    seedWholeDeck(
      t,
      id,
      Array.from({ length: earlier }, (_, i) => i + 1),
    );
    const { text, name } = await newReading(t, token, 'ru');
    expect(text).toContain(`Карта «${name}» выпала уже ${earlier + 1} ${word} за последние 90 дней`);
  });

  it.each(['de', 'es', 'zh'] as const)(
    'writes the line in %s with the count and the days',
    async (locale) => {
      const { t, id, token } = await offlineApp();
      seedWholeDeck(t, id, [3, 4]);
      const { text, name } = await newReading(t, token, locale);
      const line = text.split('\n').find((l) => l.includes(name) && l.includes('90') && l.includes('3'));
      expect(line, text).toBeDefined();
      expect(line).not.toContain('{{');
    },
  );
});

describe('the recurring-card note in the AI prompt', () => {
  const { fake, aiApp } = useFakeOpenAi();

  it('tells the model which card keeps coming back, how often and over how many days', async () => {
    const t = aiApp(undefined, { apiKey: 'k', model: 'm' });
    t.deps.clock.set(NOW);
    const { id, token } = await signUp(t);
    seedWholeDeck(t, id, [1, 2, 3]);
    const res = await t.call('POST', '/api/readings', { spread_id: 'yes-no' }, token);
    const { reading } = (await res.json()) as { reading: ReadingDto };
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    const name = cardTexts('en')[reading.cards[0]?.card_id ?? '']?.name;
    expect(promptOf(request)).toContain(
      `${name} has come up 4 times in the querent's readings of the last 90 days, this one included`,
    );
  });

  it('has no such note when no card recurs', async () => {
    const t = aiApp(undefined, { apiKey: 'k', model: 'm' });
    const { token } = await signUp(t);
    await t.call('POST', '/api/readings', { spread_id: 'yes-no' }, token);
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    expect(promptOf(request)).not.toContain('has come up');
  });
});
