/** Google sign-in routes (DESIGN §5, §6a, ADR 0011). */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { beginGoogleSignIn, completeGoogleSignIn, exchangeLoginCode } from '../../core/accounts/google.js';
import { AppError } from '../../core/errors.js';
import { consume, LIMITS } from '../../core/security/rate-limit.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { linkBase } from '../link-base.js';
import { validate } from '../validation.js';

const COOKIE = 'oidc_state';
const COOKIE_PATH = '/api/auth/google';

/** A provider error code passed through to the landing page, if it looks like one. */
const providerCode = (value: string) => (/^[a-z0-9_]{1,64}$/.test(value) ? value : 'google_auth_failed');

export const authGoogleRoutes = (deps: Services) => {
  const redirectUri = (base: string) => `${base}/api/auth/google/callback`;
  const ensureEnabled = () => {
    if (!deps.config.GOOGLE_CLIENT_ID)
      throw new AppError(404, 'google_disabled', 'Google sign-in is not configured');
  };
  return new Hono<AppEnv>()
    .get('/google', async (c) => {
      ensureEnabled();
      consume(deps.db, LIMITS.oauthByIp, c.get('clientIp'), deps.now());
      const base = linkBase(c, deps.config);
      const { url, cookie, cookieMaxAge } = await beginGoogleSignIn(deps, redirectUri(base));
      setCookie(c, COOKIE, cookie, {
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET.
        sameSite: 'Lax',
        secure: base.startsWith('https:'),
        path: COOKIE_PATH,
        maxAge: cookieMaxAge,
      });
      return c.redirect(url, 302);
    })
    .get('/google/callback', async (c) => {
      ensureEnabled();
      const base = linkBase(c, deps.config);
      const landing = (params: Record<string, string>) =>
        `${base}/auth/callback?${new URLSearchParams(params)}`;
      const cookie = getCookie(c, COOKIE);
      deleteCookie(c, COOKIE, { path: COOKIE_PATH });
      const error = c.req.query('error');
      if (error) return c.redirect(landing({ error: providerCode(error) }), 302);
      try {
        const incoming = new URL(c.req.url);
        const callbackUrl = new URL(`${redirectUri(base)}${incoming.search}`);
        const code = await completeGoogleSignIn(deps, callbackUrl, redirectUri(base), cookie);
        return c.redirect(landing({ code }), 302);
      } catch (err) {
        deps.log.warn('google sign-in failed', { requestId: c.get('requestId'), error: err });
        return c.redirect(landing({ error: 'google_auth_failed' }), 302);
      }
    })
    .post('/google/exchange', validate('json', z.object({ code: z.string().min(1).max(128) })), async (c) =>
      c.json(await exchangeLoginCode(deps, c.req.valid('json').code), 200),
    );
};
