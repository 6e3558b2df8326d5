/**
 * Session rules of spec §4 in the mini-app's API client that need exact control of the network and the
 * clock (the real-server cases are in miniapp-api-client.test.ts): one shared refresh under concurrent
 * 401s, the 409 retry timings, which 401s are not refreshed, and exactly which keys logout clears.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../miniapp/src/lib/api-client.js';
import { KEYS, type KeyValueStore } from '../../miniapp/src/lib/session-storage.js';

const BASE = 'http://tarot.test';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

interface Sent {
  path: string;
  bearer: string | null;
  at: number;
}

/** A server that accepts only the access token `valid` and answers refreshes with `onRefresh`. */
function fakeServer(onRefresh: (attempt: number) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  let valid = 'new-access';
  let refreshes = 0;
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const bearer = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? null;
    sent.push({ path: url.pathname, bearer, at: Date.now() });
    if (url.pathname === '/api/auth/refresh') return onRefresh(++refreshes);
    if (url.pathname === '/api/auth/logout') return Response.json({ success: true });
    if (bearer !== valid) return Response.json({ detail: 'Invalid token' }, { status: 401 });
    return Response.json({ ok: url.pathname });
  };
  return {
    fetch,
    sent,
    refreshCalls: () => sent.filter((s) => s.path === '/api/auth/refresh'),
    setValid: (token: string) => {
      valid = token;
    },
  };
}

const newPair = () => Response.json({ access_token: 'new-access', refresh_token: 'new-refresh' });
const conflict = () => Response.json({ detail: 'busy' }, { status: 409 });

afterEach(() => {
  vi.useRealTimers();
});

describe('a 401 under concurrent requests', () => {
  it('runs one refresh for all of them, then retries each once with the new token', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const server = fakeServer(async () => {
      await held;
      return newPair();
    });
    const storage = memoryStorage({ [KEYS.accessToken]: 'old-access', [KEYS.refreshToken]: 'old-refresh' });
    const client = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });

    const first = Array.from({ length: 5 }, (_, i) => client.request(`/api/a${i}`));
    await vi.waitFor(() => expect(server.refreshCalls()).toHaveLength(1), { timeout: 10_000 });
    // A request that starts while the refresh is running waits for it instead of sending the old token.
    const late = client.request('/api/late');
    release();
    const results = await Promise.all([...first, late]);

    expect(results).toEqual([
      ...Array.from({ length: 5 }, (_, i) => ({ ok: `/api/a${i}` })),
      { ok: '/api/late' },
    ]);
    expect(server.refreshCalls()).toHaveLength(1);
    expect(server.sent.filter((s) => s.path === '/api/late').map((s) => s.bearer)).toEqual(['new-access']);
    for (let i = 0; i < 5; i++) {
      expect(server.sent.filter((s) => s.path === `/api/a${i}`).map((s) => s.bearer)).toEqual([
        'old-access',
        'new-access',
      ]);
    }
    expect(storage.getItem(KEYS.refreshToken)).toBe('new-refresh');
  });

  it('tells every waiting request "Session expired" and the app once when the shared refresh fails', async () => {
    const server = fakeServer(() => Response.json({ detail: 'Invalid refresh token' }, { status: 401 }));
    const storage = memoryStorage({ [KEYS.accessToken]: 'old-access', [KEYS.refreshToken]: 'old-refresh' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch, onSessionExpired });
    const results = await Promise.allSettled([1, 2, 3].map((i) => client.request(`/api/x${i}`)));
    expect(results.map((r) => (r.status === 'rejected' ? r.reason : r.value))).toEqual(
      Array(3).fill(new ApiError('Session expired', 401)),
    );
    expect(server.refreshCalls()).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem(KEYS.accessToken)).toBeNull();
  });

  it('does not refresh on a 401 from sign-in or from the refresh itself', async () => {
    const server = fakeServer(newPair);
    server.setValid('nobody');
    const storage = memoryStorage({ [KEYS.accessToken]: 'old-access', [KEYS.refreshToken]: 'old-refresh' });
    const client = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });
    await expect(
      client.request('/api/auth/', { method: 'POST', body: JSON.stringify({ action: 'login' }) }),
    ).rejects.toEqual(new ApiError('Invalid token', 401));
    expect(server.refreshCalls()).toHaveLength(0);
  });
});

describe('a refresh answered 409', () => {
  it('is tried again after 100 ms and then 200 ms of real waiting', async () => {
    vi.useFakeTimers({ now: 0 });
    const server = fakeServer((attempt) => (attempt < 3 ? conflict() : newPair()));
    const storage = memoryStorage({ [KEYS.accessToken]: 'old-access', [KEYS.refreshToken]: 'old-refresh' });
    const client = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });
    const result = client.request('/api/user/info');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: '/api/user/info' });
    expect(server.refreshCalls().map((s) => s.at)).toEqual([0, 100, 300]);
  });

  it('gives up after 3 attempts (waits of 100, 200 and 400 ms), clears the session and says so once', async () => {
    vi.useFakeTimers({ now: 0 });
    const server = fakeServer(conflict);
    const storage = memoryStorage({ [KEYS.accessToken]: 'old-access', [KEYS.refreshToken]: 'old-refresh' });
    const expiredAt: number[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      storage,
      fetch: server.fetch,
      onSessionExpired: () => expiredAt.push(Date.now()),
    });
    const result = client.request('/api/user/info').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toEqual(new ApiError('Session expired', 401));
    expect(server.refreshCalls().map((s) => s.at)).toEqual([0, 100, 300]);
    expect(expiredAt).toEqual([700]);
    expect(storage.getItem(KEYS.refreshToken)).toBeNull();
  });
});

describe('logout', () => {
  it('clears exactly the tokens, user, e-mail and verification keys, and nothing else', async () => {
    const server = fakeServer(newPair);
    const everything: Record<string, string> = {
      access_token: 'a',
      refresh_token: 'r',
      token: 'a',
      user: '{"id":1}',
      user_email: 'ada@example.com',
      email_verification_last_resend: '1700000000000',
      email_verification_resend_count: '2',
      email_verification_dismissed_until: '1800000000000',
      locale: 'ru',
      arcana_skipped: 'true',
      notificationsEnabled: 'false',
      theme: 'dark',
    };
    const storage = memoryStorage(everything);
    const client = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });
    await client.logout();

    expect(server.sent.map((s) => s.path)).toEqual(['/api/auth/logout']);
    expect(Object.fromEntries(storage.data)).toEqual({
      locale: 'ru',
      arcana_skipped: 'true',
      notificationsEnabled: 'false',
      theme: 'dark',
    });
  });
});
