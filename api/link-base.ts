import type { Context } from 'hono';
import type { Config } from '../core/config.js';

/**
 * Origin for links we send out: PUBLIC_URL, or outside production (where config requires PUBLIC_URL)
 * the origin the request came to.
 * Without a trailing slash, so callers can append paths (`${base}/auth/callback`).
 */
export const linkBase = (c: Context, config: Pick<Config, 'PUBLIC_URL'>) =>
  (config.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
