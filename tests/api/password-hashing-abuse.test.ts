/**
 * Issue 11 §1: anyone could make the server hash passwords (argon2: ~20 MB and tens of ms of CPU each)
 * by sending reset-confirm calls with made-up tokens. The attack is measured in argon2 calls: the app's
 * real hasher, wrapped to count them (a count does not drift with the machine's load, as CPU time does).
 */
import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../core/accounts/passwords.js';
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

/** The app's real hasher, counting the argon2 calls (hashes and checks) that go through it. */
function countingHasher(real: PasswordHasher) {
  const counted = { calls: 0 };
  const passwords: PasswordHasher = {
    hash(password) {
      counted.calls += 1;
      return real.hash(password);
    },
    verify(passwordHash, password) {
      counted.calls += 1;
      return real.verify(passwordHash, password);
    },
  };
  return { counted, passwords };
}

/** A mail app whose argon2 calls are counted. */
function countedApp() {
  let counted = { calls: 0 };
  const t = mailApp(
    {},
    {
      services: (deps) => {
        const counting = countingHasher(deps.passwords);
        counted = counting.counted;
        return { passwords: counting.passwords };
      },
    },
  );
  return { t, argon2Calls: () => counted.calls };
}

describe('POST /api/auth/password/reset-confirm under attack', () => {
  const { max, windowMs } = LIMITS.resetConfirmByIp;

  it(`hashes nothing for ${max - 1} made-up tokens arriving at once`, async () => {
    const { t, argon2Calls } = countedApp();
    // All within the per-IP limit, so every one reaches the token check: hashing first would cost
    // one argon2 call each; checking the token first costs none.
    const answers = await Promise.all(Array.from({ length: max - 1 }, (_, i) => confirm(t, madeUp(i))));
    expect(answers.map((r) => r.status)).toEqual(Array(max - 1).fill(400));
    expect(argon2Calls()).toBe(0);
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
    const { t, argon2Calls } = countedApp();
    const register = (n: number) =>
      t.call('POST', '/api/auth/', {
        action: 'register',
        email: `farm${n}@example.com`,
        password: 'a-long-enough-passphrase',
      });
    for (let i = 0; i < LIMITS.registerByIp.max; i += 1) expect((await register(i)).status).toBe(201);
    // Each registration within the limit hashed once: the counter sees the app's argon2 calls.
    expect(argon2Calls()).toBe(LIMITS.registerByIp.max);
    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, i) => register(LIMITS.registerByIp.max + i)),
    );
    expect(refused.map((r) => r.status)).toEqual(Array(20).fill(429));
    expect(argon2Calls()).toBe(LIMITS.registerByIp.max);
  });
});
