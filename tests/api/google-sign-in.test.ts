import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenLedger, users } from '../../db/schema.js';
import { type OidcProfile, startFakeOidc } from '../fakes/oidc-provider.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { errorShape } from '../helpers/error-shape.js';
import { useFakeServer } from '../helpers/fake-server.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';

/** /api/auth answers, and GET /api/config. */
interface ApiBody extends AuthBody {
  google_enabled: boolean;
}
const read = readJson<ApiBody>;

const CLIENT_ID = 'tarot-test-client';
const PASSWORD = 'a-long-enough-passphrase';

// One provider for the file: the product caches the discovery per issuer and client id.
const provider = useFakeServer(startFakeOidc);
afterEach(() => provider.reset());

const googleApp = (env: Record<string, string> = {}) =>
  makeApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'tarot-test-secret',
      GOOGLE_ISSUER: provider.issuer,
      ...env,
    },
  });

const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

/** GET /api/auth/google, then the provider's authorize step: where the provider sends the browser back. */
async function toProvider(t: TestApp) {
  const start = await t.call('GET', '/api/auth/google');
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const setCookie = start.headers.get('set-cookie') ?? '';
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  return { start, authorize, setCookie, cookie: cookiePair(setCookie), callback };
}

/** Our callback as the browser would call it, with the state cookie; answers the landing URL. */
async function callOurCallback(t: TestApp, callback: URL, cookie: string) {
  const res = await t.app.request(callback.href, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** The whole flow up to the landing page /auth/callback?code=... or ?error=... */
async function signInAtProvider(t: TestApp, profile?: OidcProfile) {
  if (profile) provider.signInAs(profile);
  const { callback, cookie } = await toProvider(t);
  return callOurCallback(t, callback, cookie);
}

const exchange = (t: TestApp, code: string) => t.call('POST', '/api/auth/google/exchange', { code });

/** Signs in with Google end to end and exchanges the code. */
async function signInWithGoogle(t: TestApp, profile: OidcProfile) {
  const landing = await signInAtProvider(t, profile);
  const code = landing.searchParams.get('code');
  expect(landing.searchParams.get('error'), 'no error on the landing page').toBeNull();
  const res = await exchange(t, code ?? '');
  expect(res.status).toBe(200);
  return read(res);
}

const ANN: OidcProfile = {
  sub: 'google-ann-1',
  email: 'ann@gmail.example',
  email_verified: true,
  name: 'Ann Example',
  given_name: 'Ann',
  family_name: 'Example',
};

describe('GET /api/auth/google', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and our callback, and sets the state cookie', async () => {
    const t = googleApp();
    const { authorize, setCookie, callback } = await toProvider(t);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe('http://localhost/api/auth/google/callback');
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{16,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{16,}$/);
    expect(setCookie).toMatch(/^oidc_state=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The provider really received them, and sends the browser back to our callback with the state.
    expect(provider.authorizeRequests.at(-1)?.searchParams.get('code_challenge')).toBe(
      q.get('code_challenge'),
    );
    expect(callback.origin + callback.pathname).toBe('http://localhost/api/auth/google/callback');
    expect(callback.searchParams.get('state')).toBe(q.get('state'));
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });
});

describe('Google sign-in end to end', () => {
  it('builds the callback and landing URLs from PUBLIC_URL (trailing slash or not), with a Secure cookie', async () => {
    for (const publicUrl of ['https://tarot.example', 'https://tarot.example/']) {
      const t = googleApp({ PUBLIC_URL: publicUrl });
      provider.signInAs(ANN);
      const { authorize, setCookie, callback, cookie } = await toProvider(t);
      expect(authorize.searchParams.get('redirect_uri'), publicUrl).toBe(
        'https://tarot.example/api/auth/google/callback',
      );
      expect(setCookie).toMatch(/;\s*Secure/i);
      const landing = await callOurCallback(t, callback, cookie);
      expect(landing.origin + landing.pathname, publicUrl).toBe('https://tarot.example/auth/callback');
      expect((await exchange(t, landing.searchParams.get('code') ?? '')).status).toBe(200);
    }
  });

  it('creates a new user with the welcome bonus and answers tokens and the user with google_id set', async () => {
    const t = googleApp();
    const landing = await signInAtProvider(t, ANN);
    expect(landing.origin + landing.pathname).toBe('http://localhost/auth/callback');
    expect([...landing.searchParams.keys()]).toEqual(['code']);
    expect(landing.href).not.toMatch(/access_token|refresh_token/);

    const res = await exchange(t, landing.searchParams.get('code') ?? '');
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      google_id: 'google-ann-1',
      email: 'ann@gmail.example',
      is_email_verified: true,
      first_name: 'Ann',
      last_name: 'Example',
      token_balance: 10,
    });
    const ledger = t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, body.user.id)).all();
    expect(ledger).toHaveLength(1);
    const me = await read(await t.call('POST', '/api/auth/verify', undefined, body.access_token));
    expect(me.user.id).toBe(body.user.id);
  });

  it('signs the same Google account into the same user the next time, without a second bonus', async () => {
    const t = googleApp();
    const first = await signInWithGoogle(t, ANN);
    const second = await signInWithGoogle(t, { ...ANN, email: 'ann.renamed@gmail.example' });
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.token_balance).toBe(10);
    expect(t.deps.db.select().from(users).all()).toHaveLength(1);
  });

  it('links an existing account with the same verified e-mail (same user id, password kept)', async () => {
    const t = googleApp();
    const existing = await registerUser(t, { email: 'ann@gmail.example', password: PASSWORD });
    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, existing.user.id)).run();

    const body = await signInWithGoogle(t, ANN);
    expect(body.user).toMatchObject({ id: existing.user.id, google_id: 'google-ann-1', token_balance: 10 });
    const status = await read(await t.call('GET', '/api/auth/password/status', undefined, body.access_token));
    expect(status.has_password).toBe(true);
    // The earlier session goes on.
    expect((await t.call('POST', '/api/auth/verify', undefined, existing.access_token)).status).toBe(200);
  });

  it('takes over an unverified e-mail account: same id, password removed, old sessions ended', async () => {
    const t = googleApp();
    const squatter = await registerUser(t, { email: 'ann@gmail.example', password: PASSWORD });

    const body = await signInWithGoogle(t, ANN);
    expect(body.user).toMatchObject({
      id: squatter.user.id,
      google_id: 'google-ann-1',
      is_email_verified: true,
    });
    const status = await read(await t.call('GET', '/api/auth/password/status', undefined, body.access_token));
    expect(status.has_password).toBe(false);
    expect((await t.call('POST', '/api/auth/verify', undefined, squatter.access_token)).status).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/refresh', { refresh_token: squatter.refresh_token })).status,
    ).toBe(401);
    const login = await t.call('POST', '/api/auth/', {
      action: 'login',
      email: 'ann@gmail.example',
      password: PASSWORD,
    });
    expect(login.status).toBe(401);
  });

  it('does not link an account already linked to another Google identity, and says google_auth_failed', async () => {
    const t = googleApp();
    const first = await signInWithGoogle(t, ANN);
    const landing = await signInAtProvider(t, { ...ANN, sub: 'google-someone-else' });
    expect(landing.searchParams.get('error')).toBe('google_auth_failed');
    const owner = t.deps.db.select().from(users).where(eq(users.id, first.user.id)).get();
    expect(owner?.googleId).toBe('google-ann-1');
  });

  it('does not link by an e-mail the provider has not verified', async () => {
    const t = googleApp();
    const existing = await registerUser(t, { email: 'ann@gmail.example', password: PASSWORD });
    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, existing.user.id)).run();

    const body = await signInWithGoogle(t, { ...ANN, email_verified: false });
    expect(body.user.id).not.toBe(existing.user.id);
    expect(body.user).toMatchObject({ google_id: 'google-ann-1', email: null });
  });
});

describe('Google sign-in failures', () => {
  it('redirects with ?error=google_auth_failed when the state in the callback does not match', async () => {
    const t = googleApp();
    provider.signInAs(ANN);
    const { callback, cookie } = await toProvider(t);
    callback.searchParams.set('state', 'tampered-state-value');
    const landing = await callOurCallback(t, callback, cookie);
    expect(landing.origin + landing.pathname).toBe('http://localhost/auth/callback');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'google_auth_failed' });
    expect(t.deps.db.select().from(users).all()).toHaveLength(0);
  });

  it('redirects with ?error=google_auth_failed without the state cookie', async () => {
    const t = googleApp();
    provider.signInAs(ANN);
    const { callback } = await toProvider(t);
    const landing = await callOurCallback(t, callback, '');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'google_auth_failed' });
  });

  it('redirects with ?error=google_auth_failed when the ID token carries another nonce', async () => {
    const t = googleApp();
    provider.tamperIdToken((payload) => {
      payload.nonce = 'someone-elses-nonce';
    });
    const landing = await signInAtProvider(t, ANN);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'google_auth_failed' });
    expect(t.deps.db.select().from(users).all()).toHaveLength(0);
  });

  it('passes a provider error through as ?error=access_denied', async () => {
    const t = googleApp();
    provider.failAuthorize('access_denied');
    const landing = await signInAtProvider(t, ANN);
    expect(landing.origin + landing.pathname).toBe('http://localhost/auth/callback');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'access_denied' });
  });

  it('refuses a replayed login code with 401 on the second exchange', async () => {
    const t = googleApp();
    const landing = await signInAtProvider(t, ANN);
    const code = landing.searchParams.get('code') ?? '';
    expect((await exchange(t, code)).status).toBe(200);
    const replay = await exchange(t, code);
    expect(replay.status).toBe(401);
    expect(await read(replay)).toEqual(errorShape);
  });

  it('refuses a login code older than 60 s with 401', async () => {
    const t = googleApp();
    const landing = await signInAtProvider(t, ANN);
    t.deps.clock.advance(61_000);
    const res = await exchange(t, landing.searchParams.get('code') ?? '');
    expect(res.status).toBe(401);
    expect((await read(res)).detail.code).toEqual(expect.any(String));
  });

  it('refuses an unknown login code with 401', async () => {
    const t = googleApp();
    expect((await exchange(t, 'x'.repeat(43))).status).toBe(401);
  });
});

describe('Google sign-in switched off', () => {
  it('reports google_enabled true in /api/config when GOOGLE_CLIENT_ID is set', async () => {
    const t = googleApp();
    expect((await read(await t.call('GET', '/api/config'))).google_enabled).toBe(true);
  });

  it('without GOOGLE_CLIENT_ID: /api/config says google_enabled false and /api/auth/google answers 404', async () => {
    const t = makeApp();
    const config = await t.call('GET', '/api/config');
    expect(config.status).toBe(200);
    expect((await read(config)).google_enabled).toBe(false);
    for (const path of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(404);
      expect(await read(res)).toEqual(errorShape);
    }
  });
});
