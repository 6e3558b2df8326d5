/**
 * The mini-app's API client (spec §4, §8) against the real app: real sessions, real refresh rotation.
 * Only the network edge is wrapped, to count calls or to make the server's answer a 409 or a failure.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type SessionEndReason } from '../../miniapp/src/lib/api-client.js';
import { KEYS, type KeyValueStore } from '../../miniapp/src/lib/session-storage.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const BASE = 'http://tarot.test';

type Edge = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

function clientFor(t: TestApp, storage: KeyValueStore, edge?: Edge) {
  const calls: string[] = [];
  const sleeps: number[] = [];
  const ended: SessionEndReason[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    storage,
    fetch: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(new URL(url).pathname);
      return edge?.(url, init) ?? t.app.request(url, init);
    },
    sleep: async (ms) => void sleeps.push(ms),
    onSessionExpired: (reason) => void ended.push(reason),
  });
  return { client, calls, sleeps, ended, expiredCount: () => ended.length };
}

async function signedIn(t: TestApp) {
  const session = await registerUser(t);
  await t.deps.mail.idle();
  const storage = memoryStorage({
    [KEYS.accessToken]: session.access_token,
    [KEYS.refreshToken]: session.refresh_token,
    [KEYS.user]: JSON.stringify(session.user),
    [KEYS.locale]: 'de',
  });
  return { session, storage };
}

const FIFTEEN_MINUTES = 15 * 60_000;

describe('restoring a session at start', () => {
  it('keeps a valid stored session without refreshing', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    const { client, calls } = clientFor(t, storage);
    expect(await client.restore()).not.toBeNull();
    expect(calls).toEqual(['/api/auth/verify']);
  });

  it('refreshes an expired access token, stores the new pair and verifies again', async () => {
    const t = makeApp();
    const { storage, session } = await signedIn(t);
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    const { client, calls } = clientFor(t, storage);
    expect(await client.restore()).not.toBeNull();
    expect(calls).toEqual(['/api/auth/verify', '/api/auth/refresh', '/api/auth/verify']);
    expect(storage.getItem(KEYS.refreshToken)).not.toBe(session.refresh_token);
    expect(storage.getItem(KEYS.token)).toBe(storage.getItem(KEYS.accessToken));
  });

  it('logs out when the session cannot be renewed, clearing the session keys but not the language', async () => {
    const t = makeApp();
    const { storage, session } = await signedIn(t);
    await t.call('POST', '/api/auth/logout', { refresh_token: session.refresh_token });
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    const { client, calls, sleeps } = clientFor(t, storage);
    expect(await client.restore()).toBeNull();
    // A refused refresh (401) is final: only a 409 is worth retrying.
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(storage.getItem(KEYS.accessToken)).toBeNull();
    expect(storage.getItem(KEYS.user)).toBeNull();
    expect(storage.getItem(KEYS.locale)).toBe('de');
  });
});

describe('a 401 on a request', () => {
  it('renews the session once for concurrent requests, then retries each once', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    const { client, calls } = clientFor(t, storage);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.request<{ terms_accepted: boolean }>('/api/user/info')),
    );
    expect(results.every((r) => r.terms_accepted === false)).toBe(true);
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(1);
  });

  it('says "Authentication required", clears tokens and ends the session when there is no refresh token', async () => {
    const t = makeApp();
    const storage = memoryStorage({ [KEYS.accessToken]: 'not-a-token', [KEYS.user]: '{}' });
    const { client, calls, ended } = clientFor(t, storage);
    await expect(client.request('/api/user/info')).rejects.toEqual(
      new ApiError('Authentication required', 401),
    );
    expect(calls).toEqual(['/api/user/info']);
    expect(storage.getItem(KEYS.accessToken)).toBeNull();
    expect(storage.getItem(KEYS.user)).toBeNull();
    // The app is told, so the signed-in shell leaves for / (spec §4.4, §4.6).
    expect(ended).toEqual(['authentication_required']);
  });

  it('does not announce an ended session to a caller that never had one', async () => {
    const t = makeApp();
    const { client, ended } = clientFor(t, memoryStorage());
    await expect(client.request('/api/user/info')).rejects.toEqual(
      new ApiError('Authentication required', 401),
    );
    expect(ended).toEqual([]);
  });

  it('retries with the new token, without a second refresh, when a 401 arrives after the shared refresh finished', async () => {
    const t = makeApp();
    const { storage, session } = await signedIn(t);
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    // The first /api/user/tokens answer (a 401 for the old token) is held until another request has renewed the session.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holdNext = true;
    const { client, calls } = clientFor(t, storage, (url, init) => {
      if (!url.endsWith('/api/user/tokens') || !holdNext) return undefined;
      holdNext = false;
      return (async () => {
        const res = await t.app.request(url, init);
        await held;
        return res;
      })();
    });
    const late = client.request<{ token_balance: number }>('/api/user/tokens');
    await expect(client.request('/api/user/info')).resolves.toMatchObject({ terms_accepted: false });
    const renewed = storage.getItem(KEYS.refreshToken);
    expect(renewed).not.toBe(session.refresh_token);
    release();

    await expect(late).resolves.toMatchObject({ token_balance: 10 });
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c === '/api/user/tokens')).toHaveLength(2);
    // The renewed session is still the one in use: no second rotation happened behind it.
    expect(storage.getItem(KEYS.refreshToken)).toBe(renewed);
  });

  it('retries a refresh answered 409 after 100 ms, then 200 ms, and succeeds', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    let conflicts = 2;
    const { client, sleeps } = clientFor(t, storage, (url) =>
      url.endsWith('/api/auth/refresh') && conflicts-- > 0
        ? Response.json(
            { detail: { message: 'Refresh already in progress; retry', code: 'refresh_conflict' } },
            { status: 409 },
          )
        : undefined,
    );
    expect(await client.request<{ token_balance: number }>('/api/user/tokens')).toMatchObject({
      token_balance: 10,
    });
    expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after 3 refresh attempts answered 409: "Session expired", keys cleared, the app told once', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    t.deps.clock.advance(FIFTEEN_MINUTES + 1000);
    const { client, sleeps, calls, expiredCount } = clientFor(t, storage, (url) =>
      url.endsWith('/api/auth/refresh') ? Response.json({ detail: 'busy' }, { status: 409 }) : undefined,
    );
    await expect(client.request('/api/user/tokens')).rejects.toEqual(new ApiError('Session expired', 401));
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(3);
    expect(sleeps).toEqual([100, 200, 400]);
    expect(expiredCount()).toBe(1);
    expect(storage.getItem(KEYS.refreshToken)).toBeNull();
  });
});

describe('error messages (spec §8)', () => {
  it('shows detail.message, a string detail, or "HTTP {status}", and "Network error" when the network fails', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    const answers: Record<string, Response> = {
      '/api/a': Response.json({ detail: 'Plain message' }, { status: 400 }),
      '/api/b': new Response('<html>bad gateway</html>', { status: 502 }),
    };
    const { client } = clientFor(t, storage, (url) => answers[new URL(url).pathname]);
    await expect(client.request('/api/readings/nope')).rejects.toEqual(
      new ApiError('Reading not found', 404, 'not_found'),
    );
    await expect(client.request('/api/a')).rejects.toEqual(new ApiError('Plain message', 400));
    await expect(client.request('/api/b')).rejects.toEqual(new ApiError('HTTP 502', 502));

    const offline = createApiClient({
      baseUrl: BASE,
      storage,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.request('/api/user/info')).rejects.toEqual(new ApiError('Network error', 0));
  });
});

describe('logout and typed calls', () => {
  it('revokes the refresh token on the server and clears tokens, user, e-mail and verification keys', async () => {
    const t = makeApp();
    const { storage, session } = await signedIn(t);
    storage.setItem(KEYS.userEmail, 'x@example.com');
    storage.setItem(KEYS.resendCount, '2');
    const { client } = clientFor(t, storage);
    await client.logout();
    for (const key of [KEYS.accessToken, KEYS.refreshToken, KEYS.user, KEYS.userEmail, KEYS.resendCount]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect((await t.call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(
      401,
    );
  });

  it('clears the session even when the server cannot be reached', async () => {
    const storage = memoryStorage({ [KEYS.accessToken]: 'a', [KEYS.refreshToken]: 'r' });
    const client = createApiClient({
      baseUrl: BASE,
      storage,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await client.logout();
    expect(storage.getItem(KEYS.refreshToken)).toBeNull();
  });

  it('calls the API through the typed RPC client with the bearer token', async () => {
    const t = makeApp();
    const { storage } = await signedIn(t);
    const { client } = clientFor(t, storage);
    const res = await client.rpc.api.user.info.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      locale_confirmed: false,
      terms_accepted: false,
      arcana_skipped: false,
    });
  });
});
