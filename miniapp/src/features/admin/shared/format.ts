/** Dates and numbers on admin screens, in the interface language. */
import { toLocale } from '../../../lib/locales.js';

const TAGS = { en: 'en-US', ru: 'ru-RU', de: 'de-DE', es: 'es-ES', zh: 'zh-CN' } as const;

export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(TAGS[toLocale(language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(value));
}

/** A day picked as YYYY-MM-DD ("Nov 27, 2026"), the same day whatever the time zone. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(TAGS[toLocale(language)], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(TAGS[toLocale(language)]);
}

/** A UTC day as YYYY-MM-DD, `daysAgo` days before today. */
export function utcDayAgo(daysAgo: number, now = Date.now()): string {
  return new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** The name an admin knows a person by: display name, then first and last name, then @username. */
export function personName(u: {
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}): string | null {
  const full = [u.first_name, u.last_name].filter(Boolean).join(' ');
  return u.display_name || full || (u.username ? `@${u.username}` : null);
}
