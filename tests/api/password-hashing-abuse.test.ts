/**
 * Issue 11 §1: anyone could make the server hash passwords (argon2: ~20 MB and tens of ms of CPU each)
 * by sending reset-confirm calls with made-up tokens. The attack, counted in argon2 hashes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../core/accounts/passwords.js';
import { LIMITS } from '../../core/security/rate-limit.js';
import { tokenIn } from '../fakes/smtp-server.js';
import { expect429 } from '../helpers/expect-429.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser, type TestApp } from '../helpers/harness.js';

vi.mock('../../core/accounts/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashes = vi.mocked(passwords.hashPassword);

const NEW_PASSWORD = 'a brand new passphrase';
const { mailApp, mailsTo } = useFakeSmtp();

const confirm = (t: TestApp, token: string) =>
  t.call('POST', '/api/auth/password/reset-confirm', { token, newPassword: NEW_PASSWORD });
const madeUp = (i: number) => `made-up-token-${i}`.padEnd(43, 'x');

beforeEach(() => {
  hashes.mockClear();
});

describe('POST /api/auth/password/reset-confirm under attack', () => {
  const { max, windowMs } = LIMITS.resetConfirmByIp;

  it('hashes nothing for made-up tokens, even when they arrive all at once', async () => {
    const t = mailApp();
    const answers = await Promise.all(Array.from({ length: 64 }, (_, i) => confirm(t, madeUp(i))));
    expect(hashes).not.toHaveBeenCalled();
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(64 - max);
  });

  it(`answers 429 with Retry-After after ${max} calls from one IP in an hour`, async () => {
    const t = mailApp();
    for (let i = 0; i < max; i += 1) expect((await confirm(t, madeUp(i))).status).toBe(400);
    await expect429(await confirm(t, madeUp(max)), windowMs);
  });

  it('hashes once for a live link, and the link then works once', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'live@example.com' });
    await t.call('POST', '/api/auth/password/reset-request', { email: 'live@example.com', locale: 'en' });
    const [mail] = (await mailsTo(t, 'live@example.com')).filter((m) => m.text.includes('/reset-password'));
    if (!mail) throw new Error('no reset mail');
    const token = tokenIn(mail, '/reset-password');
    hashes.mockClear();
    expect((await confirm(t, token)).status).toBe(200);
    expect((await confirm(t, token)).status).toBe(410);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it('does not hash a registration past the per-IP limit', async () => {
    const t = mailApp();
    const register = (n: number) =>
      t.call('POST', '/api/auth/', {
        action: 'register',
        email: `farm${n}@example.com`,
        password: 'a-long-enough-passphrase',
      });
    for (let i = 0; i < LIMITS.registerByIp.max; i += 1) expect((await register(i)).status).toBe(201);
    hashes.mockClear();
    expect((await register(LIMITS.registerByIp.max)).status).toBe(429);
    expect(hashes).not.toHaveBeenCalled();
  });
});
