/**
 * How the OpenAI-compatible oracle copes with a failing server: retries on transient errors only, a
 * deadline for a stalled stream, and a refund by a ledger row whenever a reading cannot be finished.
 */
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../core/ledger.js';
import { useFakeOpenAi } from '../helpers/fake-openai.js';
import { dbRow, newReading, tokens } from '../helpers/readings-api.js';
import { signUp } from '../helpers/sign-up.js';

const { fake, aiApp } = useFakeOpenAi();

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
    // Headers and the first chunk arrive at once, then nothing (the stream is held and never released):
    // only the reading's deadline can end it.
    fake.script({ chunks: ['Too ', 'late.'], holdAfter: 1 });
    const t = aiApp(0, { env: { OPENAI_TIMEOUT_MS: '150' } });
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
