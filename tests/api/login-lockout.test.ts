/**
 * Issue 11 §2 and ADR 0017: failed logins from many IPs must not lock the owner out, and a password
 * reset ends the lock. The attack: 100 failures an hour for one account from a handful of IPs.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/security/rate-limit.js';
import { tokenIn } from '../fakes/smtp-server.js';
import { expect429 } from '../helpers/expect-429.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser, type TestApp } from '../helpers/harness.js';

const VICTIM = 'victim@example.com';
const PASSWORD = 'a-long-enough-passphrase';
const NEW_PASSWORD = 'a brand new passphrase';
const proxied = { TRUST_PROXY: 'xff:1' };
const { windowMs } = LIMITS.loginFailuresByAccount;
const perIp = LIMITS.loginFailuresByAccountAndIp.max;

const { mailApp, mailsTo } = useFakeSmtp();

const login = (t: TestApp, ip: string, password = 'wrong password!') =>
  t.call('POST', '/api/auth/', { action: 'login', email: VICTIM, password }, undefined, {
    'x-forwarded-for': ip,
  });

/** The attack: the account-wide failure limit reached from twenty IPs, each within its own limits. */
async function attack(t: TestApp) {
  const { max } = LIMITS.loginFailuresByAccount;
  for (let i = 0; i < max; i += 1) expect((await login(t, `10.0.0.${i % 20}`)).status).toBe(401);
}

async function victimApp() {
  const t = mailApp(proxied);
  await registerUser(t, { email: VICTIM, password: PASSWORD });
  await attack(t);
  return t;
}

describe('password login under a lock-out attack', { timeout: 120_000 }, () => {
  it('lets the owner in with the right password from an IP that has not failed', async () => {
    const t = await victimApp();
    expect((await login(t, '198.51.100.20', PASSWORD)).status).toBe(200);
  });

  it('refuses the attacking IPs, even with the right password', async () => {
    const t = await victimApp();
    await expect429(await login(t, '10.0.0.3', PASSWORD), windowMs);
    await expect429(await login(t, '10.0.0.3'), windowMs);
  });

  it(`gives a new IP ${perIp} tries while the account is under attack, then refuses it`, async () => {
    const t = await victimApp();
    for (let i = 0; i < perIp; i += 1) expect((await login(t, '192.0.2.50')).status).toBe(401);
    await expect429(await login(t, '192.0.2.50', PASSWORD), windowMs);
    // Still nobody else's business: the owner elsewhere gets in.
    expect((await login(t, '192.0.2.51', PASSWORD)).status).toBe(200);
  });

  it('lifts the lock for everyone after a password reset, the owner’s refused IP included', async () => {
    const t = await victimApp();
    for (let i = 0; i < perIp; i += 1) await login(t, '198.51.100.20');
    await expect429(await login(t, '198.51.100.20', PASSWORD), windowMs);

    await t.call('POST', '/api/auth/password/reset-request', { email: VICTIM, locale: 'en' });
    const [mail] = (await mailsTo(t, VICTIM)).filter((m) => m.text.includes('/reset-password'));
    if (!mail) throw new Error('no reset mail');
    const reset = { token: tokenIn(mail, '/reset-password'), newPassword: NEW_PASSWORD };
    expect((await t.call('POST', '/api/auth/password/reset-confirm', reset)).status).toBe(200);

    expect((await login(t, '198.51.100.20', NEW_PASSWORD)).status).toBe(200);
    expect((await login(t, '10.0.0.3')).status).toBe(401);
  });

  it('ends the attack state when the hour has passed', async () => {
    const t = await victimApp();
    t.deps.clock.advance(windowMs);
    expect((await login(t, '10.0.0.3', PASSWORD)).status).toBe(200);
  });
});
