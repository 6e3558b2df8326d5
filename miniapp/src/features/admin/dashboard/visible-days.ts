/**
 * The days the chart shows (design review 2, problem 8): from the first day with any figure, so a new
 * app's 30-day axis is not 29 days of zeros, yet at least `minDays` so a line still has a shape.
 * `since` is that first day when days before it were left out, for a "Data from 27 Nov" note; with no
 * figures at all the whole range stays, an honest flat line.
 */
export function visibleDays<T extends { day: string }>(
  days: T[],
  minDays = 7,
): { days: T[]; since: string | null } {
  const first = days.findIndex((d) => Object.values(d).some((v) => typeof v === 'number' && v !== 0));
  if (first <= 0) return { days, since: null };
  return {
    days: days.slice(Math.max(0, Math.min(first, days.length - minDays))),
    since: days[first]?.day ?? null,
  };
}
