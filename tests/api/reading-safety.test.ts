/**
 * The safety layer in front of both oracles (issue 18, DESIGN §6b), through the API on a real database:
 * a cry for help or a danger gets care and helplines instead of cards and costs nothing; an insult or
 * an empty question gets a light answer; a question about someone else's heart gets no verdict; the
 * everyday controls still get ordinary readings at their price.
 */
import { describe, expect, it } from 'vitest';
import { applyEntry } from '../../core/ledger.js';
import type { Locale } from '../../core/locales.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { promptOf, type RecordedRequest } from '../fakes/openai-server.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { localeJson } from '../helpers/locale-files.js';
import { tokens } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

const supportTitle = (locale: Locale) =>
  localeJson<{ crisis: { title: string } }>(locale, 'support').crisis.title;

async function ask(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(201);
  return (await res.json()) as { reading: ReadingDto; token_balance: number };
}

/** A crisis phrasing per language, and a number its answer must offer. */
const CRISIS: [Locale, string, string][] = [
  ['en', "I don't want to live anymore. Will things ever get better?", '988'],
  ['ru', 'Я не хочу больше жить. Станет ли когда-нибудь легче?', '112'],
  ['de', 'Ich will nicht mehr leben. Wird es jemals besser?', '0800 111 0 111'],
  ['es', 'Ya no quiero vivir. ¿Algún día mejorará?', '024'],
  ['zh', '我不想活了，事情会好起来吗？', '12356'],
];

describe('a question that speaks of wanting to die', () => {
  it.each(CRISIS)(
    'in %s gets care and helplines, no cards, and costs nothing',
    async (locale, question, phone) => {
      const t = makeApp();
      const { token } = await signUp(t, { locale });
      const before = await tokens(t, token);
      const { reading, token_balance } = await ask(t, token, { spread_id: 'yes-no', question, locale });
      expect(reading).toMatchObject({ status: 'declined', kind: 'support', cost: 0, cards: [] });
      expect(token_balance).toBe(before.token_balance);
      expect((await tokens(t, token)).entries).toEqual(before.entries);
      const support = reading.support;
      expect(support?.category).toBe('crisis');
      expect(support?.title).toBe(supportTitle(locale));
      const numbers = [...(support?.helplines ?? []), ...(support?.emergency ?? [])];
      expect(numbers.map((n) => n.phone)).toContain(phone);
      for (const n of numbers) expect(n.tel).toMatch(/^tel:\+?\d{3,}$/);
      expect(support?.directory?.url).toBe('https://findahelpline.com');
      expect(reading.interpretation).toContain(phone);
    },
  );

  it('is answered even when the balance is empty, never with 402', async () => {
    const t = makeApp();
    const { token, id } = await signUp(t);
    const { token_balance } = await tokens(t, token);
    t.deps.db.transaction((tx) =>
      applyEntry(tx, { userId: id, delta: -token_balance, reason: 'admin_adjust' }),
    );
    const { reading } = await ask(t, token, { spread_id: 'celtic-cross', question: 'i want to kill myself' });
    expect(reading).toMatchObject({ status: 'declined', kind: 'support', cost: 0 });
  });

  it('is never sent to the AI, streams as a finished answer, and stays out of history', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, { spread_id: 'three-cards', question: 'how do I end it all' });
    await t.deps.interpretations.idle();
    expect(fake.requests).toHaveLength(0);
    const stream = await (await t.call('GET', `/api/readings/${reading.id}/stream`, undefined, token)).text();
    expect(stream).toContain('event: done');
    expect(stream).toContain('"kind":"support"');
    const history = (await (await t.call('GET', '/api/user/history', undefined, token)).json()) as {
      items: unknown[];
    };
    expect(history.items).toEqual([]);
    const again = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
    ).json()) as ReadingDto;
    expect(again.support?.category).toBe('crisis');
  });

  it('written in Russian in the English app, answers in English with Russian lines first', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, { spread_id: 'daily', question: 'хочу покончить с собой' });
    expect(reading.support?.title).toBe(supportTitle('en'));
    expect(reading.support?.helplines[0]?.country).toBe('RU');
    expect(reading.support?.helplines.map((h) => h.country)).toContain('US');
  });
});

describe('violence at home and a medical emergency', () => {
  it('a partner who hits gets the domestic-violence lines, not a love reading', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, {
      spread_id: 'relationship',
      question: 'My husband hits me when he drinks. Should I stay and try harder?',
    });
    expect(reading).toMatchObject({ status: 'declined', kind: 'support', cost: 0 });
    expect(reading.support?.category).toBe('violence');
    expect(reading.support?.helplines.map((h) => h.phone)).toContain('1-800-799-7233');
  });

  it('an overdose gets the emergency numbers', async () => {
    const t = makeApp();
    const { token } = await signUp(t, { locale: 'de' });
    const { reading } = await ask(t, token, {
      spread_id: 'daily',
      question: 'Ich habe zu viele Tabletten genommen',
    });
    expect(reading.support?.category).toBe('medical');
    expect(reading.support?.emergency.map((e) => e.phone)).toContain('112');
  });
});

describe('an insult or no question at all', () => {
  it.each([
    ['this is stupid garbage, you fake app', 'insult'],
    ['asdfghjkl', 'nonsense'],
    ['???', 'nonsense'],
  ])('"%s" gets a light answer inviting a real question, free', async (question, category) => {
    const t = makeApp();
    const { token } = await signUp(t);
    const before = await tokens(t, token);
    const { reading, token_balance } = await ask(t, token, { spread_id: 'three-cards', question });
    expect(reading).toMatchObject({ status: 'declined', kind: 'reframed', cost: 0, cards: [] });
    expect(reading.support).toMatchObject({ category, helplines: [], emergency: [], directory: null });
    expect(token_balance).toBe(before.token_balance);
  });
});

const oracleLines = (key: string) => localeJson<Record<string, string[]>>('en', 'oracle')[key] ?? [];
/** The fixed words of every yes, no and maybe answer the offline reader writes (the question cut out). */
const englishVerdicts = () =>
  ['answer_yes', 'answer_no', 'answer_maybe']
    .flatMap(oracleLines)
    .flatMap((line) => line.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length > 12);

describe("a question about someone else's heart", () => {
  it.each(['Is my boyfriend cheating on me?', 'Does he love me?', 'Will my mother get better?'])(
    'offline, "%s" on the yes/no spread gets no verdict, nine times over',
    async (question) => {
      const t = makeApp();
      const { token } = await signUp(t);
      for (let i = 0; i < 9; i += 1) {
        const { reading } = await ask(t, token, { spread_id: 'yes-no', question });
        await t.deps.interpretations.idle();
        const done = (await (
          await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
        ).json()) as ReadingDto;
        expect(done).toMatchObject({ status: 'complete', kind: 'reading', cost: 1 });
        const verdicts = englishVerdicts();
        expect(verdicts.length).toBeGreaterThan(6);
        for (const verdict of verdicts) expect(done.interpretation).not.toContain(verdict);
      }
    },
  );

  it("offline, the reading says it speaks to the asker's side", async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, {
      spread_id: 'three-cards',
      question: 'Is my wife lying to me?',
    });
    await t.deps.interpretations.idle();
    const done = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
    ).json()) as ReadingDto;
    // Said once: in the answer's own note when the question asks for a verdict, else as the reading's lens.
    const said = [...oracleLines('lens_third_party'), ...oracleLines('third_party_no_verdict')].map(
      (line) => line.split('{{')[0] ?? line,
    );
    expect(said.filter((line) => done.interpretation.includes(line))).toHaveLength(1);
  });

  it('the AI is forbidden a verdict and never asked to begin with the leaning', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    await ask(t, token, { spread_id: 'yes-no', question: 'Is my boyfriend cheating on me?' });
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1) as RecordedRequest;
    const system = request.body.messages[0]?.content ?? '';
    expect(system).toContain('Never give a yes, no or maybe verdict or a leaning about that person');
    expect(promptOf(request)).not.toContain('Begin the heart of it with the leaning');
    expect(promptOf(request)).toContain('give no yes, no or maybe verdict');
  });

  it('an ordinary yes/no question still asks the AI for the leaning', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    await ask(t, token, { spread_id: 'yes-no', question: 'Will I get the job?' });
    await t.deps.interpretations.idle();
    const request = fake.requests.at(-1) as RecordedRequest;
    expect(promptOf(request)).toContain('Begin the heart of it with the leaning');
    expect(promptOf(request)).not.toContain('a leaning about that person');
  });
});

describe('no false alarms', () => {
  it.each([
    "I'm dying to know if I'll get the job",
    'This job is killing me. Should I look for another one?',
    'My grandmother died; how can I honour her?',
    'Will my knee surgery go well?',
    'I drew the Death card last week, what does it mean for me?',
  ])('"%s" gets an ordinary reading at its usual price', async (question) => {
    const t = makeApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, { spread_id: 'three-cards', question });
    expect(reading).toMatchObject({ status: 'pending', kind: 'reading', cost: 2, support: null });
    expect(reading.cards).toHaveLength(3);
  });
});

describe('a question in another language', () => {
  it('is read as written and the reading says so in its own language', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const { reading } = await ask(t, token, {
      spread_id: 'three-cards',
      question: 'Найду ли я новую работу?',
    });
    await t.deps.interpretations.idle();
    const done = (await (
      await t.call('GET', `/api/readings/${reading.id}`, undefined, token)
    ).json()) as ReadingDto;
    expect(done.interpretation).toContain('You wrote in Russian; I read your question as you wrote it.');
  });

  it('tells the AI which language the question is in', async () => {
    const t = aiApp();
    const { token } = await signUp(t);
    await ask(t, token, { spread_id: 'daily', question: '¿Encontraré un nuevo trabajo?' });
    await t.deps.interpretations.idle();
    expect(promptOf(fake.requests.at(-1) as RecordedRequest)).toContain('The question is written in Spanish');
  });
});

describe('what admins see', () => {
  it('counts the care answers per day and today, never their questions', async () => {
    const t = makeApp();
    const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
    const { token } = await signUp(t);
    await ask(t, token, { spread_id: 'daily', question: 'I want to end my life' });
    await ask(t, token, { spread_id: 'daily', question: 'you are a fake scam app' });
    const daily = await (await t.call('GET', '/api/admin/stats/daily', undefined, admin.token)).text();
    const today = (JSON.parse(daily) as { days: Record<string, unknown>[] }).days.at(-1);
    expect(today).toMatchObject({ support_answers: 1, reframed_answers: 1 });
    expect(daily).not.toContain('end my life');
    const dashboard = await (await t.call('GET', '/api/admin/dashboard', undefined, admin.token)).text();
    expect(JSON.parse(dashboard)).toMatchObject({ support_answers_today: 1 });
    expect(dashboard).not.toContain('end my life');
    const list = await (await t.call('GET', '/api/admin/readings', undefined, admin.token)).text();
    expect(list).toContain('"kind":"support"');
    expect(list).not.toContain('end my life');
  });
});
