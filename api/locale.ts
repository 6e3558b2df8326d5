/** The caller's language: an explicit ?locale=, the signed-in user's, then Accept-Language, then English. */
import type { Context } from 'hono';
import { isLocale, type Locale, toLocale } from '../core/locales.js';

export function requestLocale(c: Context, userLocale?: string | null): Locale {
  const query = c.req.query('locale');
  if (isLocale(query)) return query;
  if (isLocale(userLocale)) return userLocale;
  return toLocale(c.req.header('accept-language')?.split(',')[0]);
}
