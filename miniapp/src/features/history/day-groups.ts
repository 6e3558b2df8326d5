/**
 * History by day (design review 2 #9): readings grouped under "Today", "Yesterday" or a short date, each
 * in the person's own calendar and language, with the time of day on the row.
 */
import { formatShortDate, type Locale } from '../../lib/locales.js';

export interface DayGroup<T> {
  key: string;
  date: Date;
  items: T[];
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

/** Consecutive items of one local day together, in the order they came (newest first). */
export function groupByDay<T extends { created_at: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, date, items: [item] });
  }
  return groups;
}

const capitalise = (s: string, locale: Locale) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/** "Today", "Yesterday" (Intl's own words, capitalised), else "Nov 25" with the year when not this one. */
export function dayLabel(date: Date, locale: Locale, now = new Date()): string {
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysAgo = Math.round((midnight(now) - midnight(date)) / 86_400_000);
  if (daysAgo === 0 || daysAgo === 1) {
    const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-daysAgo, 'day');
    return capitalise(words, locale);
  }
  return formatShortDate(date, locale, now);
}

/** The time of day in the language's own clock ("2:05 PM", "14:05"). */
export function timeOfDay(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}
