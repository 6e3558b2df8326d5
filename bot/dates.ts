/** A day as the reader's language writes it ("12 March 2026"), in UTC like the rest of the bot's days. */
import type { Locale } from '../core/locales.js';

export const formatDay = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
