/**
 * The rules the AI prompt carries (issue 12, ADR 0022), read off the request the oracle sends to the
 * fake chat-completions server: length and max_tokens by spread size and language, address, structure,
 * position explanations and our card meanings, the computed yes/no answer, and the guardrails.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { yesNoOf } from '../../core/tarot/yes-no.js';
import { promptOf, type RecordedRequest } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import type { TestApp } from '../helpers/harness.js';
import { cardTexts, spreadTexts } from '../helpers/locale-files.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

async function setUp() {
  const t = aiApp(undefined, { apiKey: 'k', model: 'm' });
  const { token } = await signUp(t);
  return { t, token };
}

/** Creates a reading, lets it finish, and answers the reading and the request the model received. */
async function sent(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(201);
  const { reading } = (await res.json()) as { reading: ReadingDto };
  await t.deps.interpretations.idle();
  const request = fake.requests.at(-1) as RecordedRequest;
  const system = request.body.messages[0]?.content ?? '';
  return { reading, request, system, prompt: promptOf(request) };
}

const lengthOf = (system: string) => {
  const m = /about (\d+) (words|characters) in all/.exec(system);
  return { amount: Number(m?.[1]), unit: m?.[2] };
};

describe('the length of an AI reading', () => {
  it('grows with the spread, less than linearly, and sets max_tokens from it', async () => {
    const { t, token } = await setUp();
    const daily = await sent(t, token, { spread_id: 'daily' });
    const celtic = await sent(t, token, { spread_id: 'celtic-cross' });
    const one = lengthOf(daily.system);
    const ten = lengthOf(celtic.system);
    expect(one.unit).toBe('words');
    expect(ten.amount).toBeGreaterThan(one.amount);
    expect(ten.amount).toBeLessThan(one.amount * 10);
    // Ten cards no longer ask for 120 words each within 700 in all.
    expect(ten.amount).toBeLessThanOrEqual(700);
    const maxDaily = daily.request.body.max_tokens as number;
    const maxCeltic = celtic.request.body.max_tokens as number;
    expect(maxDaily).toBeGreaterThan(one.amount);
    expect(maxCeltic).toBeGreaterThan(maxDaily);
    expect(maxCeltic).toBeLessThan(ten.amount * 3);
  });

  it('measures Chinese in characters, and gives Russian more tokens per word than English', async () => {
    const { t, token } = await setUp();
    const zh = await sent(t, token, { spread_id: 'three-cards', locale: 'zh' });
    expect(lengthOf(zh.system).unit).toBe('characters');
    const en = await sent(t, token, { spread_id: 'three-cards', locale: 'en' });
    const ru = await sent(t, token, { spread_id: 'three-cards', locale: 'ru' });
    expect(lengthOf(ru.system)).toEqual(lengthOf(en.system));
    expect(ru.request.body.max_tokens as number).toBeGreaterThan(en.request.body.max_tokens as number);
  });

  it('asks for a lower temperature than the old 0.9', async () => {
    const { t, token } = await setUp();
    const { request } = await sent(t, token, { spread_id: 'daily' });
    expect(request.body.temperature).toBeLessThanOrEqual(0.7);
  });
});

describe('how the AI reading speaks and is built', () => {
  it.each([
    ['ru', /«ты».*ты пришёл\/пришла/s],
    ['de', /"du".*gendered noun/s],
    ['es', /"tú".*bienvenido\/bienvenida/s],
    ['zh', /"你".*full-width/s],
    ['en', /"you".*gender is unknown/s],
  ] as [Locale, RegExp][])('addresses the %s user without assuming a gender', async (locale, rule) => {
    const { t, token } = await setUp();
    const { system } = await sent(t, token, { spread_id: 'daily', locale });
    expect(system).toMatch(rule);
  });

  it('asks for the heart of it, card by card, the close on one card’s advice, then the reminder', async () => {
    const { t, token } = await setUp();
    const { system } = await sent(t, token, { spread_id: 'three-cards' });
    const heart = system.indexOf('The heart of it');
    const cards = system.indexOf('Card by card');
    const close = system.indexOf('The close');
    const reminder = system.indexOf('exactly this line');
    expect(heart).toBeGreaterThan(-1);
    expect(cards).toBeGreaterThan(heart);
    expect(close).toBeGreaterThan(cards);
    expect(reminder).toBeGreaterThan(close);
  });

  it('asks for a first paragraph that names no card and quotes no question, the card credited in the close', async () => {
    const { t, token } = await setUp();
    const { system } = await sent(t, token, { spread_id: 'three-cards' });
    expect(system).toContain('The first paragraph answers without naming any card or position');
    expect(system).toMatch(/The close: .*names, in one sentence, the card the answer at the top rests on/);
    // One take-away (ADR 0098): the close does not repeat the opening's step.
    expect(system).toMatch(/does not say again a step or the words of the first paragraph/);
  });

  it('sends each position’s explanation and our own meaning of each drawn card', async () => {
    const { t, token } = await setUp();
    const { reading, prompt } = await sent(t, token, { spread_id: 'career', locale: 'de' });
    const hints = spreadTexts('de').career?.hints ?? {};
    const cards = cardTexts('de');
    for (const card of reading.cards) {
      expect(prompt).toContain(hints[card.position]);
      const text = cards[card.card_id];
      expect(prompt).toContain(card.reversed ? text?.meaning_reversed : text?.meaning_upright);
    }
  });
});

describe('the yes/no answer the AI is given', () => {
  it("tells the model the card's own leaning", async () => {
    const { t, token } = await setUp();
    const { reading, prompt } = await sent(t, token, { spread_id: 'yes-no', question: 'Will it work out?' });
    const [card] = reading.cards;
    if (!card) throw new Error('no card');
    expect(prompt).toContain(`the leaning of the card: ${yesNoOf(card.card_id, card.reversed)}`);
  });

  it('asks for no verdict on a how-question or a health question', async () => {
    const { t, token } = await setUp();
    const how = await sent(t, token, {
      spread_id: 'yes-no',
      question: 'How can I repair things with my brother?',
    });
    expect(how.prompt).toMatch(/give no yes, no or maybe verdict: the question asks how or what/);
    const health = await sent(t, token, { spread_id: 'yes-no', question: 'Will my surgery go well?' });
    expect(health.prompt).toMatch(/give no yes, no or maybe verdict: the question is about health/);
    expect(health.prompt).toMatch(/be especially gentle/);
  });
});

describe('the question as the app understood it (ADR 0048)', () => {
  it('gives a yes/no question in a three-card spread the leaning of the whole spread and its card', async () => {
    const { t, token } = await setUp();
    const { prompt } = await sent(t, token, {
      spread_id: 'three-cards',
      question: 'Will my relationship with Jonas last this year?',
    });
    expect(prompt).toMatch(/the spread leans (yes|no|maybe)/);
    // The card that tips it, named with its position.
    expect(prompt).toMatch(/the spread leans \w+[^\n]* in "(Past|Present|Future)"/);
    expect(prompt).toContain('The question names a time frame, "this year"');
    expect(prompt).toMatch(/The question's topic: love\./);
  });

  it('weighs the two options of an either/or question', async () => {
    const { t, token } = await setUp();
    const { prompt } = await sent(t, token, { spread_id: 'celtic-cross', question: 'Lisbon or London?' });
    expect(prompt).toContain('The question weighs two options, "Lisbon" or "London"');
    expect(prompt).toMatch(/first half of the spread for "Lisbon" and the second half for "London"/);
  });

  it('tells the model every topic of a long relocation question, the move first', async () => {
    const { t, token } = await setUp();
    const { prompt } = await sent(t, token, {
      spread_id: 'three-cards',
      question:
        'I have been offered a job in Lisbon and I keep thinking about relocating there, but my mother is ill. Should I move?',
    });
    expect(prompt).toMatch(/The question's topics, the leading one first: move, /);
    expect(prompt).toMatch(/be especially gentle/);
  });
});

describe('the guardrails of the AI prompt', () => {
  it('forbid predictions of death, illness or pregnancy, and claims about other people’s feelings or fidelity', async () => {
    const { t, token } = await setUp();
    const { system } = await sent(t, token, { spread_id: 'daily' });
    expect(system).toMatch(/Never predict death, illness, accidents or pregnancy/);
    expect(system).toMatch(
      /Never claim to know what another person thinks or feels, or whether they are faithful/,
    );
  });

  it('meet abuse with care and resources, not advice to stay', async () => {
    const { t, token } = await setUp();
    const { system } = await sent(t, token, { spread_id: 'daily' });
    expect(system).toMatch(/abuse, violence, coercion/);
    expect(system).toMatch(/domestic-violence helpline/);
    expect(system).toMatch(/not read the cards as advice to stay/);
  });

  it('notice the same question asked again in the week, and say so gently', async () => {
    const { t, token } = await setUp();
    const first = await sent(t, token, { spread_id: 'yes-no', question: 'Will he come back?' });
    expect(first.prompt).not.toMatch(/asked this same question/);
    await sent(t, token, { spread_id: 'yes-no', question: 'Will he come back?' });
    const third = await sent(t, token, { spread_id: 'yes-no', question: 'will he come back' });
    expect(third.prompt).toMatch(/asked this same question 2 times in the past week/);
    expect(third.system).toMatch(/drawing again rarely makes the answer clearer/);
  });
});
