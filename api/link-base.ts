import type { Context } from 'hono';
import type { Config } from '../core/config.js';

/** Hosts that can only mean the developer's own machine, whoever wrote the Host header. */
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Origin for links we send out (mails, the Google redirect): PUBLIC_URL. Without it (only possible outside
 * production and without SMTP_URL, config requires it otherwise) the request's origin when that is a
 * loopback host, else http://localhost:PORT: the Host header is the caller's to write, and a mailed link
 * pointing at the caller's server would hand them the token in it (issue 11 §4).
 * Without a trailing slash, so callers can append paths (`${base}/auth/callback`).
 */
export function linkBase(c: Context, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const origin = new URL(c.req.url);
  return LOOPBACK.test(origin.hostname) ? origin.origin : `http://localhost:${config.PORT}`;
}
