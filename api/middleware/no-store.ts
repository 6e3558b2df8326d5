/**
 * `Cache-Control: no-store` on every API answer that did not choose its own caching (issue 11 §10):
 * tokens, profiles, readings and balances must not be kept by a browser or a shared cache. Public,
 * immutable answers (the card images) set their own header and keep it.
 */
import type { MiddlewareHandler } from 'hono';

export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
