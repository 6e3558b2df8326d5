/**
 * Issue 11 §3 and ADR 0018: the client must not pick its own IP. The attack: failed logins and
 * registrations with a rotating header the client sets itself, expecting a fresh limit each time.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/security/rate-limit.js';
import { expect429 } from '../helpers/expect-429.js';
import { makeApp, type TestApp } from '../helpers/harness.js';

const loginMax = LIMITS.loginByIpAndEmail.max;

const login = (t: TestApp, headers: Record<string, string>) =>
  t.call(
    'POST',
    '/api/auth/',
    { action: 'login', email: 'victim@example.com', password: 'wrong password!' },
    undefined,
    headers,
  );

/** `count` failed logins, the i-th with `headers(i)`; answers the statuses. */
async function logins(t: TestApp, count: number, headers: (i: number) => Record<string, string>) {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push((await login(t, headers(i))).status);
  return out;
}

const limitedAfterMax = [...Array(loginMax).fill(401), ...Array(30 - loginMax).fill(429)];

describe('the client IP behind a proxy (TRUST_PROXY)', () => {
  it('with xff:1, ignores a Fly-Client-IP and X-Forwarded-For entries the client made up', async () => {
    const t = makeApp({ env: { TRUST_PROXY: 'xff:1' } });
    const statuses = await logins(t, 30, (i) => ({
      'fly-client-ip': `198.51.100.${i}`,
      'x-forwarded-for': `192.0.2.${i}, 203.0.113.7`,
    }));
    expect(statuses).toEqual(limitedAfterMax);
  });

  it('with xff:2, counts the address the outer proxy saw, not what the client wrote before it', async () => {
    const t = makeApp({ env: { TRUST_PROXY: 'xff:2' } });
    const statuses = await logins(t, 30, (i) => ({
      'x-forwarded-for': `192.0.2.${i}, 203.0.113.7, 10.0.0.1`,
    }));
    expect(statuses).toEqual(limitedAfterMax);
    // Another client behind the same two proxies has its own count.
    expect((await login(t, { 'x-forwarded-for': '203.0.113.8, 10.0.0.1' })).status).toBe(401);
  });

  it('with fly, ignores X-Forwarded-For and counts each Fly-Client-IP on its own', async () => {
    const t = makeApp({ env: { TRUST_PROXY: 'fly' } });
    const statuses = await logins(t, 30, (i) => ({
      'fly-client-ip': '203.0.113.7',
      'x-forwarded-for': `192.0.2.${i}`,
    }));
    expect(statuses).toEqual(limitedAfterMax);
    expect((await login(t, { 'fly-client-ip': '203.0.113.8' })).status).toBe(401);
  });

  it('falls back to the socket address when the trusted header is missing, short or not an address', async () => {
    const t = makeApp({ env: { TRUST_PROXY: 'xff:2' } });
    const headers: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '203.0.113.1' },
      { 'x-forwarded-for': 'me, 10.0.0.1' },
    ];
    const statuses = await logins(t, 30, (i) => headers[i % headers.length] ?? {});
    expect(statuses).toEqual(limitedAfterMax);
  });

  it('does not hand out welcome bonuses to rotating made-up headers', async () => {
    const t = makeApp({ env: { TRUST_PROXY: 'xff:1' } });
    const { max, windowMs } = LIMITS.registerByIp;
    const register = (i: number) =>
      t.call(
        'POST',
        '/api/auth/',
        { action: 'register', email: `farm${i}@example.com`, password: 'a-long-enough-passphrase' },
        undefined,
        { 'fly-client-ip': `198.51.100.${i}`, 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` },
      );
    for (let i = 0; i < max; i += 1) expect((await register(i)).status).toBe(201);
    await expect429(await register(max), windowMs);
  });
});
