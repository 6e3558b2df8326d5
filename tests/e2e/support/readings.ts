/** Readings made through the running server's API, as a person's app makes them, read to their end. */
import { vi } from 'vitest';

/** Calls the API as the holder of `token`; a failed call throws with its status. */
export async function api<T>(base: string, path: string, token: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A reading of `spread` with `question`, once the reader has written it to its end. */
export async function completeReading(base: string, token: string, spread: string, question?: string) {
  const { reading } = await api<{ reading: { id: string } }>(base, '/api/readings', token, 'POST', {
    spread_id: spread,
    ...(question ? { question } : {}),
  });
  await vi.waitFor(
    async () => {
      const { status } = await api<{ status: string }>(base, `/api/readings/${reading.id}`, token);
      if (status !== 'complete') throw new Error(`the reading is ${status}`);
    },
    { timeout: 10_000, interval: 100 },
  );
  return reading.id;
}
