/**
 * The personality analysis is a paid AI call: one generation at a time per user, a daily cap on
 * generations, and a deadline on each (ADR 0008).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import type { Oracle } from '../../core/oracle/oracle.js';
import { LIMITS } from '../../core/security/rate-limit.js';
import { startSession } from '../../core/sessions/sessions.js';
import { rateLimits } from '../../db/schema.js';
import { expect429 } from '../helpers/expect-429.js';
import { makeApp, type TestApp, testClock } from '../helpers/harness.js';
import { signUp } from '../helpers/sign-up.js';

const TODAY = Date.UTC(2025, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;
const URL = '/api/user/personality-analysis';

/** The offline oracle, counting personality calls and keeping their signals; it may wait on `gate` first. */
function countingOracle(gate?: Promise<void>) {
  const offline = createOfflineOracle();
  const signals: (AbortSignal | undefined)[] = [];
  const oracle: Oracle = {
    model: 'counting',
    interpret: (request, onDelta, signal) => offline.interpret(request, onDelta, signal),
    followup: offline.followup,
    async personality(request, signal) {
      signals.push(signal);
      await gate;
      return offline.personality(request, signal);
    },
  };
  return {
    oracle,
    signals,
    get calls() {
      return signals.length;
    },
  };
}

async function signUpWithBirthDate(t: TestApp) {
  const { token, id } = await signUp(t);
  const res = await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, token);
  expect(res.status).toBe(200);
  return { token, id };
}

const generationsCounted = (t: TestApp, userId: number) =>
  t.deps.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `${LIMITS.personalityByUser.name}:${userId}`))
    .get()?.count ?? 0;

describe('GET /api/user/personality-analysis generation limits', () => {
  it('calls the oracle once for 10 parallel GETs, which all get the same analysis', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const counting = countingOracle(gate);
    let asked = 0;
    const t = makeApp({
      clock: testClock(TODAY),
      oracle: counting.oracle,
      // Counts the requests that have asked for the analysis (joined the generation or started it).
      services: ({ personality }) => ({
        personality: {
          get(user) {
            const analysis = personality.get(user);
            asked += 1;
            return analysis;
          },
        },
      }),
    });
    const user = await signUpWithBirthDate(t);

    const responses = Promise.all(
      Array.from({ length: 10 }, () => t.call('GET', URL, undefined, user.token)),
    );
    // Every request has asked while the first generation is held.
    await vi.waitFor(() => expect(asked).toBe(10), { timeout: 20_000 });
    release();
    const bodies = await Promise.all(
      (await responses).map(async (res) => {
        expect(res.status).toBe(200);
        return res.json();
      }),
    );
    expect(counting.calls).toBe(1);
    expect(bodies[0]).toMatchObject({ first_arcana: 1, second_arcana: 16, locale: 'en' });
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(generationsCounted(t, user.id)).toBe(1);
  });

  it('answers the 6th generation within a day with 429 and Retry-After, still serves a kept analysis, and allows more the next day', async () => {
    const counting = countingOracle();
    const t = makeApp({ clock: testClock(TODAY), oracle: counting.oracle });
    const user = await signUpWithBirthDate(t);
    const get = () => t.call('GET', URL, undefined, user.token);
    const { max, windowMs } = LIMITS.personalityByUser;
    expect(max).toBe(5);

    // Five generations, alternating DELETE and a change of language.
    expect((await get()).status).toBe(200);
    for (let i = 2; i <= max; i += 1) {
      t.deps.clock.advance(60_000);
      if (i % 2 === 0) await t.call('DELETE', URL, undefined, user.token);
      else await t.call('POST', '/api/user/locale', { locale: i === 3 ? 'de' : 'en' }, user.token);
      expect((await get()).status, `generation ${i}`).toBe(200);
    }
    expect(counting.calls).toBe(max);
    expect(generationsCounted(t, user.id)).toBe(max);

    // The kept analysis is served without a generation and without counting against the limit.
    const kept = await get();
    expect(kept.status).toBe(200);
    const keptBody = await kept.json();
    expect(await (await get()).json()).toEqual(keptBody);
    expect(counting.calls).toBe(max);
    expect(generationsCounted(t, user.id)).toBe(max);

    // A sixth generation is refused, however it is asked for.
    await t.call('DELETE', URL, undefined, user.token);
    await expect429(await get(), windowMs);
    await t.call('POST', '/api/user/locale', { locale: 'es' }, user.token);
    expect((await get()).status).toBe(429);
    expect(counting.calls).toBe(max);

    t.deps.clock.advance(DAY);
    // The access token has expired by then; sign in again.
    const fresh = (await startSession(t.deps, user.id)).access_token;
    const nextDay = await t.call('GET', URL, undefined, fresh);
    expect(nextDay.status).toBe(200);
    expect(await nextDay.json()).toMatchObject({ locale: 'es' });
    expect(counting.calls).toBe(max + 1);
  });

  it('gives the oracle a deadline of twice OPENAI_TIMEOUT_MS, and a timed-out generation does not block the next', async () => {
    const offline = createOfflineOracle();
    const signals: AbortSignal[] = [];
    let hang = true;
    const oracle: Oracle = {
      model: 'slow',
      interpret: (request, onDelta, signal) => offline.interpret(request, onDelta, signal),
      followup: offline.followup,
      personality(request, signal) {
        if (!signal) return Promise.reject(new Error('no deadline given'));
        signals.push(signal);
        if (!hang) return offline.personality(request, signal);
        // Never answers; gives up only when the signal aborts.
        return new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      },
    };
    const t = makeApp({ clock: testClock(TODAY), oracle, env: { OPENAI_TIMEOUT_MS: '50' } });
    const user = await signUpWithBirthDate(t);

    const timedOut = await t.call('GET', URL, undefined, user.token);
    expect(timedOut.status).toBe(503);
    expect(await timedOut.json()).toMatchObject({ detail: { code: 'oracle_unavailable' } });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect((signals[0]?.reason as Error | undefined)?.name).toBe('TimeoutError');

    hang = false;
    const retried = await t.call('GET', URL, undefined, user.token);
    expect(retried.status).toBe(200);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
  });
});
