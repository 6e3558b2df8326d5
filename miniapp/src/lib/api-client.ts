/**
 * The mini-app's one API client (spec §4, §8): bearer on every call, one shared refresh on 401 with a
 * single retry, 409 refreshes retried after 100 ms doubling (3 attempts), and the spec's error messages.
 * Typed end to end through Hono RPC: only types come from the server.
 */
import { hc, type InferResponseType } from 'hono/client';
import type { AppType } from '../../../api/app.js';
import { KEYS, type KeyValueStore, SESSION_KEYS } from './session-storage.js';

/** The signed-in user as the server describes it (spec §3 User). */
export type SessionUser = Extract<
  InferResponseType<ReturnType<typeof hc<AppType>>['api']['auth']['verify']['$post']>,
  { valid: true }
>['user'];

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  storage: KeyValueStore;
  fetch?: typeof fetch;
  /**
   * Called once when a session ends on its own: a refresh failed ("Session expired"), or a 401 came with
   * no refresh token to renew it ("Authentication required"). The app says so and goes to /.
   */
  onSessionExpired?: (reason: SessionEndReason) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export type SessionEndReason = 'session_expired' | 'authentication_required';

const REFRESH_ATTEMPTS = 3;
const REFRESH_BASE_DELAY_MS = 100;

/** The message a caller shows for a failed answer: detail as a string or {message}, else "HTTP {status}". */
export async function errorFrom(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  const detail = body?.detail;
  if (typeof detail === 'string') return new ApiError(detail, res.status);
  if (detail && typeof detail === 'object' && 'message' in detail && typeof detail.message === 'string') {
    const code = 'code' in detail && typeof detail.code === 'string' ? detail.code : null;
    return new ApiError(detail.message, res.status, code);
  }
  return new ApiError(`HTTP ${res.status}`, res.status);
}

export function createApiClient(options: ApiClientOptions) {
  const { storage, baseUrl } = options;
  const rawFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let refreshing: Promise<boolean> | null = null;

  const send = async (input: Request | string | URL, init?: RequestInit) => {
    try {
      return await rawFetch(input, init);
    } catch {
      throw new ApiError('Network error', 0);
    }
  };

  function saveTokens(tokens: Tokens) {
    storage.setItem(KEYS.accessToken, tokens.access_token);
    storage.setItem(KEYS.token, tokens.access_token);
    storage.setItem(KEYS.refreshToken, tokens.refresh_token);
  }

  function clearSession() {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  }

  async function refreshOnce(): Promise<boolean> {
    const refreshToken = storage.getItem(KEYS.refreshToken);
    if (!refreshToken) {
      clearSession();
      return false;
    }
    for (let attempt = 0; attempt < REFRESH_ATTEMPTS; attempt++) {
      const res = await send(`${baseUrl}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken, device_info: 'miniapp' }),
      });
      if (res.ok) {
        saveTokens((await res.json()) as Tokens);
        return true;
      }
      // 409: another tab is renewing the same session; wait and try again.
      if (res.status !== 409) break;
      await sleep(REFRESH_BASE_DELAY_MS * 2 ** attempt);
    }
    clearSession();
    options.onSessionExpired?.('session_expired');
    return false;
  }

  /** Renews the session; concurrent callers share one refresh. */
  function refresh(): Promise<boolean> {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const withBearer = (init: RequestInit | undefined, token: string | null): RequestInit => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return { ...init, headers };
  };

  /**
   * After a 401 to a request sent with `used`: renew the session, unless it was renewed meanwhile (the
   * answer came after a shared refresh had finished), then the current token is simply tried.
   * Resolves true when there is a token worth one retry.
   */
  async function renewAfter401(used: string | null): Promise<boolean> {
    const current = storage.getItem(KEYS.accessToken);
    if (current && current !== used) return true;
    if (!storage.getItem(KEYS.refreshToken)) {
      // This answer is the first news that the session is over (not an anonymous call, nor a session
      // that a failed refresh or a logout already ended and announced).
      const ended = used !== null && current === used;
      clearSession();
      if (ended) options.onSessionExpired?.('authentication_required');
      throw new ApiError('Authentication required', 401);
    }
    return refresh();
  }

  /** fetch with the bearer token; a 401 (except on sign-in and refresh) renews the session and retries once. */
  async function authedFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    if (refreshing) await refreshing;
    const used = storage.getItem(KEYS.accessToken);
    const res = await send(input, withBearer(init, used));
    const url = String(input instanceof Request ? input.url : input);
    const exempt = /\/api\/auth\/(refresh)?$/.test(new URL(url, 'http://x').pathname);
    if (res.status !== 401 || exempt) return res;
    if (!(await renewAfter401(used))) throw new ApiError('Session expired', 401);
    return send(input, withBearer(init, storage.getItem(KEYS.accessToken)));
  }

  /** Calls the API and returns its JSON, or throws an ApiError with the message to show. */
  async function request<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await authedFetch(`${baseUrl}${path}`, init);
    if (!res.ok) throw await errorFrom(res);
    return (await res.json()) as T;
  }

  return {
    /** Typed calls: `rpc.api.user.info.$get()`. */
    rpc: hc<AppType>(baseUrl, { fetch: authedFetch }),
    request,
    refresh,
    renewAfter401,
    saveTokens,
    /** Revokes the refresh token on the server (failure ignored) and clears the session keys. */
    async logout() {
      const refreshToken = storage.getItem(KEYS.refreshToken);
      if (refreshToken) {
        await send(`${baseUrl}/api/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        }).catch(() => undefined);
      }
      clearSession();
    },
    /**
     * On start: verify the stored access token; if it is not valid, refresh (with the 409 retries) and
     * verify again; on failure log out. Resolves with the signed-in user, or null.
     */
    async restore(): Promise<SessionUser | null> {
      if (!storage.getItem(KEYS.accessToken) && !storage.getItem(KEYS.refreshToken)) return null;
      const verify = async () => {
        const res = await send(
          `${baseUrl}/api/auth/verify`,
          withBearer({ method: 'POST' }, storage.getItem(KEYS.accessToken)),
        );
        if (!res.ok) return null;
        const body = (await res.json()) as { valid: boolean; user: SessionUser | null };
        return body.valid ? body.user : null;
      };
      const user = (await verify()) ?? ((await refresh()) ? await verify() : null);
      if (!user) clearSession();
      return user;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
