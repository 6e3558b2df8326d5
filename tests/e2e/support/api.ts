/**
 * The product's API as a browser test speaks to it beside the page: JSON in and out, the person's bearer
 * token, and a failure that names the call, its status and what the server said.
 */

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: each test names the shape it reads (or reads none)
export async function callApi<T = any>(base: string, path: string, call: Call = {}): Promise<T> {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** POST with a JSON body, as the signed-in person when a token is given. */
// biome-ignore lint/suspicious/noExplicitAny: as callApi
export function postApi<T = any>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  return callApi<T>(base, path, { method: 'POST', body, token });
}
