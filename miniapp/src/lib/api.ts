/** The app's one API client instance, over localStorage, and the response types screens use. */
import type { ClientResponse, InferResponseType } from 'hono/client';
import { createApiClient, errorFrom, type SessionEndReason } from './api-client.js';

type ExpiredListener = (reason: SessionEndReason) => void;
const expiredListeners = new Set<ExpiredListener>();

export const api = createApiClient({
  baseUrl: window.location.origin,
  storage: window.localStorage,
  onSessionExpired: (reason) => {
    for (const listener of expiredListeners) listener(reason);
  },
});

/** The session store learns here that the session ended: a refresh failed, or there was none to try. */
export function onSessionExpired(listener: ExpiredListener) {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const rpc = api.rpc.api;
export type Rpc = typeof rpc;
export type { SessionUser as User } from './api-client.js';
export { ApiError } from './api-client.js';

/** The body of a typed call's successful answer. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, string> ? (S extends 200 | 201 | 202 ? T : never) : never;

/** The JSON of a typed call, or an ApiError with the message to show (spec §8). */
export async function call<R extends ClientResponse<unknown, number, string>>(
  response: Promise<R>,
): Promise<OkBody<R>> {
  const res = await response;
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as OkBody<R>;
}

export type UserInfo = InferResponseType<Rpc['user']['info']['$get'], 200>;
