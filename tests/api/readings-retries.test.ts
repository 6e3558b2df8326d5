/**
 * How the OpenAI-compatible oracle copes with a failing server: retries on transient errors only, a
 * deadline for a stalled stream, and a refund by a ledger row whenever a reading cannot be finished.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../core/accounts/users.js';
import { postEntry } from '../../core/ledger.js';
import { createOpenAiOracle } from '../../core/oracle/openai-oracle.js';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { startSession } from '../../core/sessions/sessions.js';
import { readings } from '../../db/schema.js';
import { type FakeOpenAi, startFakeOpenAi } from '../fakes/openai-server.js';
import { makeApp, type TestApp } from '../helpers/harness.js';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

function aiApp(maxRetries: number, env: Record<string, string> = {}) {
  const oracle = createOpenAiOracle({
    apiKey: 'sk-test-key',
    baseURL: `${fake.url}/v1`,
    model: 'fake-tarot-1',
    timeoutMs: 3000,
    maxRetries,
  });
  return makeApp({ oracle, env });
}

async function signUp(t: TestApp) {
  const user = t.deps.db.transaction((tx) => createUser(tx, { locale: 'en' }), { behavior: 'immediate' });
  return { token: (await startSession(t.deps, user.id)).access_token, id: user.id };
}

async function newReading(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = { spread_id: 'three-cards' },
) {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(201);
  return ((await res.json()) as { reading: ReadingDto }).reading;
}

const dbRow = (t: TestApp, id: string) => t.deps.db.select().from(readings).where(eq(readings.id, id)).get();
const tokens = async (t: TestApp, token: string) =>
  (await (await t.call('GET', '/api/user/tokens', undefined, token)).json()) as {
    token_balance: number;
    entries: { delta: number; reason: string; reference: string | null }[];
  };

describe('retries of the OpenAI-compatible oracle', () => {
  it.each([500, 429])('retries after a %i and completes the reading', async (status) => {
    fake.script({ failTimes: 2, failStatus: status, chunks: ['Second ', 'wind.'] });
    const t = aiApp(2);
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect(fake.requests.map((r) => r.status)).toEqual([status, status, 200]);
    expect(dbRow(t, reading.id)).toMatchObject({ status: 'complete', interpretation: 'Second wind.' });
    expect((await tokens(t, user.token)).token_balance).toBe(8);
  });

  it('gives up after maxRetries, marks the reading failed and refunds', async () => {
    fake.script({ failTimes: 10, failStatus: 503 });
    const t = aiApp(1);
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect(fake.requests).toHaveLength(2);
    expect(dbRow(t, reading.id)).toMatchObject({ status: 'failed', failureReason: 'oracle_error' });
    expect((await tokens(t, user.token)).token_balance).toBe(10);
  });

  it('does not retry a 400: the reading fails at once and is refunded', async () => {
    fake.script({ failTimes: 1, failStatus: 400 });
    const t = aiApp(3);
    const user = await signUp(t);
    const reading = await newReading(t, user.token, { spread_id: 'relationship' });
    await t.deps.interpretations.idle();
    expect(fake.requests.map((r) => r.status)).toEqual([400]);
    expect(dbRow(t, reading.id)).toMatchObject({ status: 'failed', failureReason: 'oracle_error' });
    const after = await tokens(t, user.token);
    expect(after.token_balance).toBe(10);
    expect(after.entries.map((e) => [e.reason, e.delta])).toEqual([
      ['reading_refund', 3],
      ['reading', -3],
      ['welcome_bonus', 10],
    ]);
  });
});

describe('a stalled oracle', () => {
  it('times out: the reading fails with oracle_timeout and the cost is refunded', async () => {
    // Headers and the first chunk arrive at once, then nothing: only the reading's deadline can end it.
    fake.script({ chunks: ['Too ', 'late.'], delayMs: 10_000 });
    const t = aiApp(0, { OPENAI_TIMEOUT_MS: '150' });
    const user = await signUp(t);
    const reading = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect(dbRow(t, reading.id)).toMatchObject({ status: 'failed', failureReason: 'oracle_timeout' });
    expect((await tokens(t, user.token)).token_balance).toBe(10);
  });
});

describe('a user with no tokens left', () => {
  it('gets the refund of a failed reading back to spend', async () => {
    fake.script({ failTimes: 1, failStatus: 400 });
    const t = aiApp(0);
    const user = await signUp(t);
    postEntry(t.deps.db, { userId: user.id, delta: -8, reason: 'test_drain' });
    await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect((await tokens(t, user.token)).token_balance).toBe(2);
    fake.script({});
    const again = await newReading(t, user.token);
    await t.deps.interpretations.idle();
    expect(dbRow(t, again.id)?.status).toBe('complete');
  });
});
