/**
 * The days the chart shows (design review 2, problem 8): from the first day with any figure, so a new
 * app's 30-day axis is not 29 days of zeros, yet at least `minDays` so a line still has a shape.
 * With no figures at all the whole range stays, an honest flat line.
 */
export function visibleDays<T extends Record<string, unknown>>(days: T[], minDays = 7): T[] {
  const first = days.findIndex((d) => Object.values(d).some((v) => typeof v === 'number' && v !== 0));
  if (first <= 0) return days;
  return days.slice(Math.max(0, Math.min(first, days.length - minDays)));
}
