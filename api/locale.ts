/** The caller's language: an explicit ?locale=, the signed-in user's, then Accept-Language, then English. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { CoreDeps } from '../core/deps.js';
import { isLocale, type Locale, toLocale } from '../core/locales.js';
import { userFromBearer } from './middleware/auth.js';

/** `?locale=`, typed for the client; an unknown one still falls back (requestLocale). */
export const localeQuery = z.object({ locale: z.string().optional() });

export function requestLocale(c: Context, userLocale?: string | null): Locale {
  const query = c.req.query('locale');
  if (isLocale(query)) return query;
  if (isLocale(userLocale)) return userLocale;
  return toLocale(c.req.header('accept-language')?.split(',')[0]);
}

/** The language of a public call: a signed-in caller (optional bearer) gets their own. */
export async function callerLocale(c: Context, deps: CoreDeps): Promise<Locale> {
  return requestLocale(c, (await userFromBearer(deps, c.req.header('authorization')))?.locale);
}
