import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/security/rate-limit.js';
import { expect429 } from '../helpers/expect-429.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { signInitData } from '../helpers/telegram-init-data.js';

const PASSWORD = 'a-long-enough-passphrase';
const proxied = { env: { TRUST_PROXY: 'xff:1' } };
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const login = (t: TestApp, ip: string, email = 'victim@example.com', password = 'wrong password!') =>
  t.call('POST', '/api/auth/', { action: 'login', email, password }, undefined, from(ip));

const register = (t: TestApp, ip: string, n: number) =>
  t.call(
    'POST',
    '/api/auth/',
    { action: 'register', email: `r${n}@example.com`, password: PASSWORD },
    undefined,
    from(ip),
  );

const telegram = (t: TestApp, ip: string, initData = 'user=%7B%7D&auth_date=1&hash=00') =>
  t.call('POST', '/api/auth/', { initData }, undefined, from(ip));

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: (i: number) => Response | Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await send(i)).status);
  return out;
}

describe('rate limits (DESIGN §5)', () => {
  const { max: loginMax, windowMs: loginWindow } = LIMITS.loginByIpAndEmail;

  it('answers the login past the per-IP-and-e-mail limit with 429, Retry-After and the error shape', async () => {
    const t = makeApp(proxied);
    expect(await statuses(loginMax, () => login(t, '203.0.113.7'))).toEqual(Array(loginMax).fill(401));
    await expect429(await login(t, '203.0.113.7'), loginWindow);
  });

  it('refuses even the right password once the limit is reached', async () => {
    const t = makeApp(proxied);
    expect((await register(t, '198.51.100.1', 0)).status).toBe(201);
    await statuses(loginMax, () => login(t, '203.0.113.7', 'r0@example.com'));
    await expect429(await login(t, '203.0.113.7', 'r0@example.com', PASSWORD), loginWindow);
  });

  it('keeps counting after a restart on the same database', async () => {
    const first = makeApp(proxied);
    await statuses(loginMax, () => login(first, '203.0.113.7'));
    const restarted = makeApp({
      ...proxied,
      databasePath: first.deps.databasePath,
      clock: first.deps.clock,
    });
    await expect429(await login(restarted, '203.0.113.7'), loginWindow);
  });

  it('does not limit a different client IP', async () => {
    const t = makeApp(proxied);
    await statuses(loginMax + 1, () => login(t, '203.0.113.7'));
    expect((await login(t, '203.0.113.8')).status).toBe(401);
  });

  it('reads the client IP from x-forwarded-for only behind a trusted proxy', async () => {
    const t = makeApp();
    await statuses(loginMax, (i) => login(t, `203.0.113.${i + 1}`));
    // Without TRUST_PROXY a forged header does not give a fresh IP.
    await expect429(await login(t, '198.51.100.99'), loginWindow);
  });

  it('allows requests again once the window has passed', async () => {
    const t = makeApp(proxied);
    await statuses(loginMax + 1, () => login(t, '203.0.113.7'));
    t.deps.clock.advance(loginWindow - 1000);
    await expect429(await login(t, '203.0.113.7'), loginWindow);
    t.deps.clock.advance(1000);
    expect((await login(t, '203.0.113.7')).status).toBe(401);
  });

  it('counts Retry-After down as the window runs out', async () => {
    const t = makeApp(proxied);
    await statuses(loginMax + 1, () => login(t, '203.0.113.7'));
    t.deps.clock.advance(loginWindow - 90_000);
    const res = await login(t, '203.0.113.7');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('90');
  });

  it('limits registrations per IP', async () => {
    const t = makeApp(proxied);
    const { max, windowMs } = LIMITS.registerByIp;
    expect(await statuses(max, (i) => register(t, '203.0.113.7', i))).toEqual(Array(max).fill(201));
    await expect429(await register(t, '203.0.113.7', max), windowMs);
    expect((await register(t, '203.0.113.8', max + 1)).status).toBe(201);
  });

  it('limits Telegram sign-ins per IP, failed ones included, and survives a restart', async () => {
    const t = makeApp(proxied);
    const { max, windowMs } = LIMITS.initDataByIp;
    expect(await statuses(max, () => telegram(t, '203.0.113.7'))).toEqual(Array(max).fill(401));
    const valid = signInitData(t, { user: { id: 5, first_name: 'V' } });
    await expect429(await telegram(t, '203.0.113.7', valid), windowMs);
    const restarted = makeApp({ ...proxied, databasePath: t.deps.databasePath, clock: t.deps.clock });
    await expect429(await telegram(restarted, '203.0.113.7', valid), windowMs);
    expect((await telegram(restarted, '203.0.113.8', valid)).status).toBe(200);
    t.deps.clock.advance(windowMs);
    expect((await telegram(restarted, '203.0.113.7', valid)).status).toBe(200);
  });

  it('limits refreshes per IP', async () => {
    const t = makeApp(proxied);
    const { max, windowMs } = LIMITS.refreshByIp;
    const refresh = (ip: string) =>
      t.call('POST', '/api/auth/refresh', { refresh_token: 'unknown' }, undefined, from(ip));
    expect(await statuses(max, () => refresh('203.0.113.7'))).toEqual(Array(max).fill(401));
    await expect429(await refresh('203.0.113.7'), windowMs);
    expect((await refresh('203.0.113.8')).status).toBe(401);
  });
});
