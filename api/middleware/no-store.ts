/**
 * `Cache-Control: no-store` on every API answer that did not choose its own caching (issue 11 §10):
 * tokens, profiles, readings and balances must not be kept by a browser or a shared cache. Public,
 * immutable answers (the card images) set their own header and keep it.
 */
import type { MiddlewareHandler } from 'hono';
import { nodeResponse } from '../node-response.js';

export const noStore = (): MiddlewareHandler => async (c, next) => {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    // On Node's response, where a Cache-Control of the answer's own wins at writeHead (ADR 0032).
    outgoing.setHeader('Cache-Control', 'no-store');
    return next();
  }
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
};
