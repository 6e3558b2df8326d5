/**
 * Daily streaks over UTC days (ADR 0039): a run of consecutive days with at least one complete
 * reading. The current streak ends today, or yesterday while today is still open; otherwise it is 0.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day number of an instant (days since 1970-01-01). */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);

/** The longest run of consecutive day numbers in a set. */
export function longestRun(days: ReadonlySet<number>): number {
  let longest = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let length = 1;
    while (days.has(day + length)) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** The run that ends today or yesterday, counted back while each earlier day is in the set. */
export function currentRun(days: ReadonlySet<number>, today: number): number {
  const end = days.has(today) ? today : days.has(today - 1) ? today - 1 : null;
  if (end === null) return 0;
  let length = 0;
  while (days.has(end - length)) length += 1;
  return length;
}
