/** Checks a rate-limited answer: 429, a whole-second Retry-After within the window, and the error shape. */
import { expect } from 'vitest';

export async function expect429(res: Response, windowMs: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(await res.json()).toEqual({ detail: { message: expect.any(String), code: 'rate_limited' } });
}
