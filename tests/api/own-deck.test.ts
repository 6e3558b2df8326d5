/**
 * A reading of cards drawn from the person's own deck (issue 20, DESIGN §6b), through the API on a real
 * database: exactly the cards sent are stored and read, at the spread's price, and bad cards are a 422
 * naming the field.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry } from '../../core/ledger.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { readings } from '../../db/schema.js';
import { promptOf } from '../fakes/openai-server.js';
import type { ErrorDetail } from '../helpers/error-shape.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { cardTexts } from '../helpers/locale-files.js';
import { dbRow, newReading, tokens } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

const THREE = [
  { position: 'past', card_id: 'major-13', reversed: false },
  { position: 'present', card_id: 'cups-02', reversed: true },
  { position: 'future', card_id: 'pentacles-14', reversed: false },
];

async function refused(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(422);
  return ((await res.json()) as { detail: ErrorDetail }).detail;
}

describe('POST /api/readings with cards', () => {
  it('stores and answers exactly the cards sent, as source own_deck, and reads them', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const reading = await newReading(t, token, {
      spread_id: 'three-cards',
      question: 'Where is my work going?',
      cards: THREE,
    });
    expect(reading).toMatchObject({ source: 'own_deck', cards: THREE, status: 'pending' });
    expect(JSON.parse(dbRow(t, reading.id)?.cards ?? '[]')).toEqual(THREE);
    await t.deps.interpretations.idle();
    const read = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
    ).json()) as ReadingDto;
    expect(read).toMatchObject({ status: 'complete', source: 'own_deck', cards: THREE });
    // The offline reader writes about these very cards.
    const names = cardTexts('en');
    for (const id of ['major-13', 'cups-02', 'pentacles-14'])
      expect(read.interpretation).toContain(names[id]?.name);
  });

  it('stores the cards in the spread order whatever order they are sent in', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const reading = await newReading(t, token, { spread_id: 'three-cards', cards: [...THREE].reverse() });
    expect(reading.cards).toEqual(THREE);
  });

  it('keeps a reversed card reversed even when the person turned reversed cards off for draws', async () => {
    const t = makeApp();
    const { token } = await signUp(t, { reversedCards: false });
    const reading = await newReading(t, token, { spread_id: 'three-cards', cards: THREE });
    expect(reading.cards[1]).toEqual({ position: 'present', card_id: 'cups-02', reversed: true });
  });

  it('marks a drawn reading as source drawn', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    expect((await newReading(t, token)).source).toBe('drawn');
  });

  it('costs what the drawn spread costs, as one ledger entry for the reading', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const before = (await tokens(t, token)).token_balance;
    const spreads = (await (await t.call('GET', '/api/tarot/spreads')).json()) as {
      id: string;
      cost: number;
    }[];
    const price = spreads.find((s) => s.id === 'three-cards')?.cost ?? -1;
    const reading = await newReading(t, token, { spread_id: 'three-cards', cards: THREE });
    expect(reading.cost).toBe(price);
    const after = await tokens(t, token);
    expect(after.token_balance).toBe(before - price);
    expect(after.entries[0]).toMatchObject({ delta: -price, reason: 'reading', reference: reading.id });
  });

  it('answers 402 when the balance is short, and stores nothing', async () => {
    const t = makeApp();
    const { token, id } = await signUp(t);
    const { token_balance } = await tokens(t, token);
    t.deps.db.transaction((tx) =>
      applyEntry(tx, { userId: id, delta: 1 - token_balance, reason: 'admin_adjust' }),
    );
    const res = await t.call('POST', '/api/readings', { spread_id: 'three-cards', cards: THREE }, token);
    expect(res.status).toBe(402);
    expect((await tokens(t, token)).token_balance).toBe(1);
    expect(t.deps.db.select().from(readings).all()).toEqual([]);
  });

  it("uses the day's free daily card, once, like a drawn one", async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const own = [{ position: 'card', card_id: 'major-17', reversed: false }];
    const first = await newReading(t, token, { spread_id: 'daily', cards: own });
    expect(first).toMatchObject({ cost: 0, source: 'own_deck', cards: own });
    expect((await newReading(t, token, { spread_id: 'daily' })).cost).toBe(1);
    expect((await newReading(t, token, { spread_id: 'daily', cards: own })).cost).toBe(1);
  });

  it('gives a crisis question the support answer, no cards and no charge', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const before = await tokens(t, token);
    const reading = await newReading(t, token, {
      spread_id: 'three-cards',
      question: "I don't want to live anymore",
      cards: THREE,
    });
    expect(reading).toMatchObject({ status: 'declined', kind: 'support', cost: 0, cards: [] });
    expect(await tokens(t, token)).toEqual(before);
  });
});

describe('POST /api/readings with bad cards answers 422 naming the field', () => {
  const withCards = (cards: unknown) => ({ spread_id: 'three-cards', cards });
  const swap = (i: number, patch: Record<string, unknown>) =>
    THREE.map((c, j) => (j === i ? { ...c, ...patch } : c));

  it.each([
    ['an unknown card', swap(2, { card_id: 'xyz' }), 'cards[2].card_id', 'unknown card "xyz"'],
    ['a card twice', swap(1, { card_id: 'major-13' }), 'cards[1].card_id', '"major-13" appears twice'],
    ['a missing position', THREE.slice(0, 2), 'cards', 'missing position "future"'],
    [
      'a position not in the spread',
      [...THREE, { position: 'outcome', card_id: 'swords-05', reversed: false }],
      'cards[3].position',
      'not a position of this spread',
    ],
    ['a position twice', swap(2, { position: 'past' }), 'cards[2].position', '"past" appears twice'],
    [
      'reversed that is not true or false',
      swap(0, { reversed: 'yes' }),
      'cards[0].reversed',
      expect.any(String),
    ],
    ['a card without an id', [{ position: 'past', reversed: false }], 'cards[0].card_id', expect.any(String)],
    ['an empty list', [], 'cards', expect.any(String)],
  ])('for %s, and charges and stores nothing', async (_what, cards, field, message) => {
    const t = makeApp();
    const { token } = await signUp(t);
    const before = await tokens(t, token);
    const detail = await refused(t, token, withCards(cards));
    expect(detail.code).toBe('validation_error');
    expect(detail.fields?.[field]).toEqual(message);
    expect(detail.message).toContain(`${field}: `);
    expect(await tokens(t, token)).toEqual(before);
  });

  it('names every wrong field at once, missing positions included', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const detail = await refused(
      t,
      token,
      withCards([{ position: 'present', card_id: 'nope', reversed: false }]),
    );
    expect(detail.fields).toEqual({
      'cards[0].card_id': 'unknown card "nope"',
      cards: 'missing positions "past", "future"',
    });
    expect(detail.message).toBe(
      'cards[0].card_id: unknown card "nope"; cards: missing positions "past", "future"',
    );
  });

  it('comes before the safety layer, as for an unknown spread (the picker never sends bad cards)', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const detail = await refused(t, token, {
      ...withCards(THREE.slice(0, 1)),
      question: 'I want to kill myself',
    });
    expect(detail.fields?.cards).toBe('missing positions "present", "future"');
  });
});

describe('the AI prompt of an own-deck reading', () => {
  it('carries exactly the cards sent, in their orientation, and says they come from the querent’s own deck', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    const reading = await newReading(t, token, { spread_id: 'three-cards', cards: THREE });
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    const prompt = promptOf(request);
    expect(prompt).toContain('drew these cards from their own physical deck');
    const names = cardTexts('en');
    const lines = prompt.split('\n');
    expect(lines).toContain(`1. Past: ${names['major-13']?.name} (upright)`);
    expect(lines).toContain(`2. Present: ${names['cups-02']?.name} (reversed)`);
    expect(lines).toContain(`3. Future: ${names['pentacles-14']?.name} (upright)`);
    expect(dbRow(t, reading.id)?.status).toBe('complete');
  });

  it('does not say so for a drawn reading', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    await newReading(t, token);
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1);
    if (!request) throw new Error('the oracle sent no request');
    expect(promptOf(request)).not.toContain('own physical deck');
  });
});
