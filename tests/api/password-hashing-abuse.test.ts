/**
 * Issue 11 §1: anyone could make the server hash passwords (argon2: ~20 MB and tens of ms of CPU each)
 * by sending reset-confirm calls with made-up tokens. The attack, measured in what it costs the server:
 * the CPU time of this process (argon2 runs on libuv's threads, which process.cpuUsage counts), compared
 * with the cost of one real hash measured the same way in the same test.
 */
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/accounts/passwords.js';
import { LIMITS } from '../../core/security/rate-limit.js';
import { tokenIn } from '../fakes/smtp-server.js';
import { expect429 } from '../helpers/expect-429.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser, type TestApp } from '../helpers/harness.js';

const NEW_PASSWORD = 'a brand new passphrase';
const { mailApp, mailsTo } = useFakeSmtp();

const confirm = (t: TestApp, token: string) =>
  t.call('POST', '/api/auth/password/reset-confirm', { token, newPassword: NEW_PASSWORD });
const madeUp = (i: number) => `made-up-token-${i}`.padEnd(43, 'x');

/** Milliseconds of CPU (all threads of this process) that `work` took, and its result. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, result };
}

/** The CPU of one argon2 hash here, the unit the attack is measured in (the cheapest of three). */
async function oneHashMs(): Promise<number> {
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push((await cpuOf(() => hashPassword(`calibration ${i}`))).ms);
  return Math.min(...runs);
}

describe('POST /api/auth/password/reset-confirm under attack', () => {
  const { max, windowMs } = LIMITS.resetConfirmByIp;

  it(`costs less than a quarter of ${max} hashes for ${max} made-up tokens arriving at once`, async () => {
    const t = mailApp();
    await confirm(t, madeUp(-1)); // warm the route and its statements
    const hash = await oneHashMs();
    // All within the per-IP limit, so every one reaches the token check: hashing first would cost
    // `max` hashes; checking first costs a database read each, well under a quarter of that.
    const attack = await cpuOf(() =>
      Promise.all(Array.from({ length: max - 1 }, (_, i) => confirm(t, madeUp(i)))),
    );
    expect(attack.result.map((r) => r.status)).toEqual(Array(max - 1).fill(400));
    expect(attack.ms).toBeLessThan((hash * (max - 1)) / 4);
  });

  it('refuses the calls past the per-IP limit, even when they arrive all at once', async () => {
    const t = mailApp();
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => confirm(t, madeUp(i))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(64 - max);
  });

  it(`answers 429 with Retry-After after ${max} calls from one IP in an hour`, async () => {
    const t = mailApp();
    for (let i = 0; i < max; i += 1) expect((await confirm(t, madeUp(i))).status).toBe(400);
    await expect429(await confirm(t, madeUp(max)), windowMs);
  });

  it('sets the new password for a live link, and the link then works once', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'live@example.com' });
    await t.call('POST', '/api/auth/password/reset-request', { email: 'live@example.com', locale: 'en' });
    const [mail] = (await mailsTo(t, 'live@example.com')).filter((m) => m.text.includes('/reset-password'));
    if (!mail) throw new Error('no reset mail');
    const token = tokenIn(mail, '/reset-password');
    expect((await confirm(t, token)).status).toBe(200);
    expect((await confirm(t, token)).status).toBe(410);
    const login = await t.call('POST', '/api/auth/', {
      action: 'login',
      email: 'live@example.com',
      password: NEW_PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('does not hash registrations past the per-IP limit', async () => {
    const t = mailApp();
    const register = (n: number) =>
      t.call('POST', '/api/auth/', {
        action: 'register',
        email: `farm${n}@example.com`,
        password: 'a-long-enough-passphrase',
      });
    for (let i = 0; i < LIMITS.registerByIp.max; i += 1) expect((await register(i)).status).toBe(201);
    const hash = await oneHashMs();
    const refused = await cpuOf(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => register(LIMITS.registerByIp.max + i))),
    );
    expect(refused.result.map((r) => r.status)).toEqual(Array(20).fill(429));
    // Twenty hashes if the limit came after the hash; a quarter of that is the bound.
    expect(refused.ms).toBeLessThan(hash * 5);
  });
});
