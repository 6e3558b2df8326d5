/**
 * DESIGN §5: HSTS, a CSP, and frame-ancestors that let only Telegram's web clients embed the app; with
 * the other headers hono's secureHeaders sends by default. Written out once and handed to Node's response
 * before the handler runs, rather than added to a fetch Headers object after it (ADR 0032).
 */
import type { MiddlewareHandler } from 'hono';
import { nodeResponse } from '../node-response.js';

export const TELEGRAM_WEB_ORIGINS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
];

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The bundle is the only script (telegram-web-app.js is never loaded: the SDK talks to Telegram itself).
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // blob: for the share sheet's preview: the share image is fetched with the session and shown from memory.
  "img-src 'self' data: blob: https://t.me https://*.telegram.org https://*.googleusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  `frame-ancestors 'self' ${TELEGRAM_WEB_ORIGINS.join(' ')}`,
  // No string reaches an HTML or script sink (innerHTML, eval-like calls); Chromium enforces it (ADR 0035).
  "require-trusted-types-for 'script'",
].join('; ');

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Cross-Origin-Resource-Policy', 'same-site'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** A header the handler set itself wins, e.g. the stricter CSP of the card SVGs (api/routes/tarot.ts). */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    // Node merges these into writeHead, where the response's own headers take precedence.
    for (const [name, value] of SECURITY_HEADERS) outgoing.setHeader(name, value);
    return next();
  }
  // No Node response (app.request in tests): onto the fetch Response.
  await next();
  for (const [name, value] of SECURITY_HEADERS) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
