/**
 * The days the chart shows: from the first day with any figure (design review 10, problem 6), so a new
 * app's 30-day axis is not a run of empty days and the axis starts on the day the "Data from 28 Nov"
 * note names. `since` is that first day when days before it were left out; with no figures at all the
 * whole range stays, an honest flat line.
 */
export function visibleDays<T extends { day: string }>(days: T[]): { days: T[]; since: string | null } {
  const first = days.findIndex((d) => Object.values(d).some((v) => typeof v === 'number' && v !== 0));
  if (first <= 0) return { days, since: null };
  return { days: days.slice(first), since: days[first]?.day ?? null };
}
