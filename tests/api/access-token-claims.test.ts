/**
 * Issue 11 §6 and §9: an access token must die with its sign-in (logout), and only tokens with the
 * claims we always write are accepted. The attacks: reuse a token after logout; present tokens signed
 * with the right key but missing `exp`, `iat` or `sub`, or with a `sub` that only parses as a number.
 */
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AuthBody } from '../helpers/auth-body.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';

const read = readJson<AuthBody>;
const PASSWORD = 'a-long-enough-passphrase';

const verify = (t: TestApp, token: string) => t.call('POST', '/api/auth/verify', undefined, token);
const info = (t: TestApp, token: string) => t.call('GET', '/api/user/info', undefined, token);

describe('an access token after logout', () => {
  it('is refused at once by /verify and every protected call; the other sign-in goes on', async () => {
    const t = makeApp();
    const first = await registerUser(t, { email: 'leaver@example.com', password: PASSWORD });
    const login = await t.call('POST', '/api/auth/', {
      action: 'login',
      email: 'leaver@example.com',
      password: PASSWORD,
    });
    const second = await read(login);
    expect((await verify(t, first.access_token)).status).toBe(200);

    expect((await t.call('POST', '/api/auth/logout', { refresh_token: first.refresh_token })).status).toBe(
      200,
    );

    const res = await verify(t, first.access_token);
    expect(res.status).toBe(401);
    expect(await read(res)).toMatchObject({ valid: false, user: null });
    expect((await info(t, first.access_token)).status).toBe(401);
    expect((await info(t, second.access_token)).status).toBe(200);
  });

  it('stays valid across a refresh of its own sign-in (the family lives on)', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const refreshed = await t.call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await info(t, session.access_token)).status).toBe(200);
    expect((await info(t, (await read(refreshed)).access_token)).status).toBe(200);
  });

  it('dies with the rotated sign-in it came from after a logout with the newest refresh token', async () => {
    const t = makeApp();
    const session = await registerUser(t);
    const refreshed = await read(
      await t.call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token }),
    );
    await t.call('POST', '/api/auth/logout', { refresh_token: refreshed.refresh_token });
    expect((await info(t, session.access_token)).status).toBe(401);
    expect((await info(t, refreshed.access_token)).status).toBe(401);
  });
});

describe('access token claims', () => {
  /** A token signed with the server's key: a real one's claims, changed by `edit`. */
  async function forged(t: TestApp, edit: (claims: JWTPayload) => JWTPayload) {
    const session = await registerUser(t);
    const claims = edit({ ...decodeJwt(session.access_token) });
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(t.deps.keys.jwt);
  }

  it('accepts a token rebuilt from a real one unchanged (the forger below works)', async () => {
    const t = makeApp();
    expect((await info(t, await forged(t, (c) => c))).status).toBe(200);
  });

  it.each<[string, (c: JWTPayload) => JWTPayload]>([
    ['without exp', ({ exp: _, ...c }) => c],
    ['without iat', ({ iat: _, ...c }) => c],
    ['without sub', ({ sub: _, ...c }) => c],
    ['without the sign-in it belongs to', ({ fam: _, ...c }) => c],
    ['with sub "1e0"', (c) => ({ ...c, sub: `${c.sub}e0` })],
    ['with sub " 1"', (c) => ({ ...c, sub: ` ${c.sub}` })],
    ['with sub "0x1"', (c) => ({ ...c, sub: `0x${Number(c.sub).toString(16)}` })],
    ['with sub "1.0"', (c) => ({ ...c, sub: `${c.sub}.0` })],
    ['issued in the future', (c) => ({ ...c, iat: (c.iat ?? 0) + 3600, exp: (c.exp ?? 0) + 3600 })],
    ['living longer than 15 minutes', (c) => ({ ...c, iat: (c.iat ?? 0) - 3600 })],
  ])('refuses a token %s', async (_what, edit) => {
    const t = makeApp();
    const token = await forged(t, edit);
    expect((await info(t, token)).status).toBe(401);
    expect((await verify(t, token)).status).toBe(401);
  });
});
