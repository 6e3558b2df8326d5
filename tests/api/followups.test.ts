/**
 * Follow-up questions on a finished reading (issue 20, DESIGN §6b), through the API on a real database:
 * a clarifier card from outside the spread, its price, the limit of three, the safety layer, refunds,
 * the stream, and follow-ups left pending by a restart.
 */
import { describe, expect, it } from 'vitest';
import { type createUser, findUser } from '../../core/accounts/users.js';
import { FOLLOWUP_COST } from '../../core/catalog.js';
import { createFollowup } from '../../core/followups/create-followup.js';
import type { FollowupDto } from '../../core/followups/followup-dto.js';
import { applyEntry } from '../../core/ledger.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { localeJson } from '../helpers/locale-files.js';
import { newReading, tokens } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

type Detail = ReadingDto & { followups: FollowupDto[] };

/** A user with a finished three-card reading. */
async function finishedReading(t: TestApp = makeApp(), values: Parameters<typeof createUser>[1] = {}) {
  const user = await signUp(t, values);
  const reading = await newReading(t, user.token);
  await t.deps.interpretations.idle();
  return { t, user, reading };
}

const ask = (t: TestApp, token: string, readingId: string, question: unknown) =>
  t.call('POST', `/api/readings/${readingId}/followups`, { question }, token);

async function asked(t: TestApp, token: string, readingId: string, question: string) {
  const res = await ask(t, token, readingId, question);
  expect(res.status).toBe(201);
  return (await res.json()) as { followup: FollowupDto; token_balance: number };
}

async function detail(t: TestApp, token: string, readingId: string) {
  const res = await t.call('GET', `/api/readings/${readingId}`, undefined, token);
  expect(res.status).toBe(200);
  return (await res.json()) as Detail;
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { detail: { code: string; message: string } }) };
}

/** Every server-sent event of a stream, in order. */
async function streamed(t: TestApp, token: string, path: string) {
  const res = await t.call('GET', path, undefined, token);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return (await res.text())
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines
        .find((l) => l.startsWith('event:'))
        ?.slice(6)
        .trim();
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

const drain = (t: TestApp, userId: number, balance: number) =>
  t.deps.db.transaction((tx) => applyEntry(tx, { userId, delta: -balance, reason: 'admin_adjustment' }), {
    behavior: 'immediate',
  });

describe('POST /api/readings/:id/followups', () => {
  it('draws one clarifier card from outside the spread, charges its price and answers in the background', async () => {
    const { t, user, reading } = await finishedReading();
    const before = await tokens(t, user.token);
    const { followup, token_balance } = await asked(t, user.token, reading.id, 'What should I focus on?');
    expect(followup).toMatchObject({
      question: 'What should I focus on?',
      status: 'pending',
      kind: 'followup',
      cost: FOLLOWUP_COST,
      support: null,
      answer: '',
    });
    expect(followup.card?.card_id).toMatch(/^(major|wands|cups|swords|pentacles)-\d\d$/);
    expect(reading.cards.map((c) => c.card_id)).not.toContain(followup.card?.card_id);
    expect(token_balance).toBe(before.token_balance - FOLLOWUP_COST);
    const after = await tokens(t, user.token);
    expect(after.entries[0]).toMatchObject({
      delta: -FOLLOWUP_COST,
      reason: 'reading',
      reference: followup.id,
    });

    await t.deps.interpretations.idle();
    const { followups } = await detail(t, user.token, reading.id);
    expect(followups).toHaveLength(1);
    expect(followups[0]).toMatchObject({ id: followup.id, status: 'complete', card: followup.card });
    expect(followups[0]?.answer.split('\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('lists the follow-ups oldest first, each with a card not in the spread nor drawn before', async () => {
    const { t, user, reading } = await finishedReading();
    const questions = ['First?', 'Second?', 'Third?'];
    for (const q of questions) await asked(t, user.token, reading.id, q);
    await t.deps.interpretations.idle();
    const { followups, cards } = await detail(t, user.token, reading.id);
    expect(followups.map((f) => f.question)).toEqual(questions);
    const ids = [...cards.map((c) => c.card_id), ...followups.map((f) => f.card?.card_id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws upright clarifiers for a user who turned reversed cards off', async () => {
    const { t, user, reading } = await finishedReading(makeApp(), { reversedCards: false });
    for (const q of ['One?', 'Two?', 'Three?'])
      expect((await asked(t, user.token, reading.id, q)).followup.card?.reversed).toBe(false);
  });

  it('answers 409 followup_limit past three, charging nothing', async () => {
    const { t, user, reading } = await finishedReading();
    for (const q of ['One?', 'Two?', 'Three?']) await asked(t, user.token, reading.id, q);
    const before = await tokens(t, user.token);
    const res = await ask(t, user.token, reading.id, 'Four?');
    expect(await errorOf(res)).toMatchObject({ status: 409, detail: { code: 'followup_limit' } });
    expect(await tokens(t, user.token)).toEqual(before);
  });

  it('answers 402 insufficient_tokens when the balance is short, and stores nothing', async () => {
    const { t, user, reading } = await finishedReading();
    drain(t, user.id, (await tokens(t, user.token)).token_balance);
    const res = await ask(t, user.token, reading.id, 'And then?');
    expect(await errorOf(res)).toMatchObject({ status: 402, detail: { code: 'insufficient_tokens' } });
    expect((await detail(t, user.token, reading.id)).followups).toEqual([]);
  });

  it("answers 404 for someone else's reading and for an unknown one", async () => {
    const { t, reading } = await finishedReading();
    const stranger = await signUp(t);
    for (const id of [reading.id, 'no-such-reading']) {
      const res = await ask(t, stranger.token, id, 'Mine?');
      expect(await errorOf(res)).toMatchObject({ status: 404, detail: { code: 'not_found' } });
    }
  });

  it('answers 401 without a session', async () => {
    const { t, reading } = await finishedReading();
    expect((await ask(t, '', reading.id, 'Hello?')).status).toBe(401);
  });

  it('answers 409 reading_not_complete while the reading is still being written', async () => {
    fake.script({ holdAfter: 1 });
    const t = aiApp();
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await fake.held();
    const res = await ask(t, user.token, reading.id, 'Already?');
    expect(await errorOf(res)).toMatchObject({ status: 409, detail: { code: 'reading_not_complete' } });
    fake.release();
  });

  it('answers 409 reading_not_complete for the safety answer, which has no cards', async () => {
    const t = makeApp();
    const user = await signUp(t);
    const res = await t.call(
      'POST',
      '/api/readings',
      { spread_id: 'three-cards', question: "I don't want to live anymore" },
      user.token,
    );
    const { reading } = (await res.json()) as { reading: ReadingDto };
    expect(reading.status).toBe('declined');
    const followup = await ask(t, user.token, reading.id, 'What now?');
    expect(await errorOf(followup)).toMatchObject({ status: 409, detail: { code: 'reading_not_complete' } });
  });

  it.each([
    ['an empty question', '   '],
    ['a question over 500 characters', 'x'.repeat(501)],
    ['no question at all', undefined],
  ])('answers 422 naming the field for %s', async (_, question) => {
    const { t, user, reading } = await finishedReading();
    const res = await ask(t, user.token, reading.id, question);
    const body = await errorOf(res);
    expect(body.status).toBe(422);
    expect(JSON.stringify(body.detail)).toContain('question');
  });
});

describe('the safety layer on follow-up questions', () => {
  it('answers a cry for help with care and helplines: no card, no cost, not counted toward the three', async () => {
    const { t, user, reading } = await finishedReading();
    const before = await tokens(t, user.token);
    const { followup, token_balance } = await asked(
      t,
      user.token,
      reading.id,
      "I don't want to live anymore. Will it get better?",
    );
    expect(followup).toMatchObject({ status: 'declined', kind: 'support', cost: 0, card: null });
    expect(followup.support?.category).toBe('crisis');
    expect(followup.support?.title).toBe(
      localeJson<{ crisis: { title: string } }>('en', 'support').crisis.title,
    );
    expect(followup.answer).toContain('988');
    expect(token_balance).toBe(before.token_balance);
    expect(await tokens(t, user.token)).toEqual(before);

    for (const q of ['One?', 'Two?', 'Three?']) await asked(t, user.token, reading.id, q);
    const { followups } = await detail(t, user.token, reading.id);
    expect(followups.map((f) => f.kind)).toEqual(['support', 'followup', 'followup', 'followup']);
  });

  it('still answers a cry for help after the limit of three', async () => {
    const { t, user, reading } = await finishedReading();
    for (const q of ['One?', 'Two?', 'Three?']) await asked(t, user.token, reading.id, q);
    const { followup } = await asked(t, user.token, reading.id, 'I want to kill myself');
    expect(followup).toMatchObject({ kind: 'support', cost: 0 });
  });

  it('answers an insult lightly, with no card and no cost', async () => {
    const { t, user, reading } = await finishedReading();
    const before = await tokens(t, user.token);
    const { followup } = await asked(t, user.token, reading.id, 'this is stupid garbage, you fake app');
    expect(followup).toMatchObject({ status: 'declined', kind: 'reframed', cost: 0, card: null });
    expect(followup.answer.length).toBeGreaterThan(0);
    expect(await tokens(t, user.token)).toEqual(before);
  });

  it("offline, a question about someone else's heart is read for the asker's side", async () => {
    const { t, user, reading } = await finishedReading();
    await asked(t, user.token, reading.id, 'Is my wife lying to me?');
    await t.deps.interpretations.idle();
    const [followup] = (await detail(t, user.token, reading.id)).followups;
    const lens = localeJson<{ lens_third_party: string[] }>('en', 'oracle').lens_third_party;
    expect(lens.some((line) => followup?.answer.includes(line))).toBe(true);
  });

  it('asks the AI for no verdict about the other person', async () => {
    const { t, user, reading } = await finishedReading(aiApp());
    await asked(t, user.token, reading.id, 'Is my boyfriend cheating on me?');
    await t.deps.interpretations.idle();
    const last = fake.requests.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(last).toContain('Give no yes, no or maybe verdict or leaning about that person');
  });
});

describe('GET /api/readings/:id/followups/:fid/stream', () => {
  it('streams the answer as delta events, then done with the follow-up', async () => {
    const chunks = ['The Star ', 'answers: ', 'keep faith.'];
    const { t, user, reading } = await finishedReading(aiApp());
    fake.script({ chunks });
    const { followup } = await asked(t, user.token, reading.id, 'Will it be fine?');
    const events = await streamed(
      t,
      user.token,
      `/api/readings/${reading.id}/followups/${followup.id}/stream`,
    );
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: { followup: { id: followup.id, status: 'complete', answer: chunks.join('') } },
    });
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toBe(chunks.join(''));
  });

  it('gives a finished answer at once', async () => {
    const { t, user, reading } = await finishedReading();
    const { followup } = await asked(t, user.token, reading.id, 'What next?');
    await t.deps.interpretations.idle();
    const events = await streamed(
      t,
      user.token,
      `/api/readings/${reading.id}/followups/${followup.id}/stream`,
    );
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
  });

  it("answers 404 for someone else's follow-up and for an unknown one", async () => {
    const { t, user, reading } = await finishedReading();
    const { followup } = await asked(t, user.token, reading.id, 'What next?');
    const stranger = await signUp(t);
    for (const [token, fid] of [
      [stranger.token, followup.id],
      [user.token, 'no-such-followup'],
    ] as const) {
      const res = await t.call(
        'GET',
        `/api/readings/${reading.id}/followups/${fid}/stream`,
        undefined,
        token,
      );
      expect(res.status).toBe(404);
    }
  });
});

describe('when the oracle fails', () => {
  it('marks the follow-up failed, refunds it by a ledger row, and lets the person ask again', async () => {
    const { t, user, reading } = await finishedReading(aiApp(0));
    const before = await tokens(t, user.token);
    fake.script({ failTimes: 10, failStatus: 500 });
    const { followup } = await asked(t, user.token, reading.id, 'Why?');
    const events = await streamed(
      t,
      user.token,
      `/api/readings/${reading.id}/followups/${followup.id}/stream`,
    );
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { detail: { code: 'followup_failed' } } });
    const after = await tokens(t, user.token);
    expect(after.token_balance).toBe(before.token_balance);
    expect(after.entries[0]).toMatchObject({
      delta: FOLLOWUP_COST,
      reason: 'reading_refund',
      reference: followup.id,
    });
    expect((await detail(t, user.token, reading.id)).followups[0]?.status).toBe('failed');

    fake.script({});
    for (const q of ['One?', 'Two?', 'Three?']) await asked(t, user.token, reading.id, q);
  });
});

describe('after a restart', () => {
  it('answers the follow-ups a previous process left pending', async () => {
    const first = makeApp();
    const { user, reading } = await finishedReading(first);
    // Written as the route writes it, but the process stops before the answer is generated.
    const owner = findUser(first.deps.db, user.id);
    if (!owner) throw new Error('no user');
    const row = createFollowup(first.deps, owner, reading.id, 'Still there?');
    expect(row.followup.status).toBe('pending');
    const second = makeApp({ databasePath: first.deps.databasePath, clock: first.deps.clock });
    expect(second.deps.followupAnswers.resumePending()).toBe(1);
    await second.deps.interpretations.idle();
    const [followup] = (await detail(second, user.token, reading.id)).followups;
    expect(followup).toMatchObject({ id: row.followup.id, status: 'complete' });
  });
});
