/** A birth date (spec §4): a real day written YYYY-MM-DD, from 1900-01-01 to today (ADR 0060). */
import * as z from 'zod/mini';

export const MIN_BIRTH_DATE = '1900-01-01';

/** `today` is YYYY-MM-DD: the server's UTC day, or the person's own day in the mini-app. */
export function birthDateFits(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && value >= MIN_BIRTH_DATE && value <= today;
}

export const birthDateSchema = (today: () => string) =>
  z
    .string()
    .check(
      z.refine(
        (v) => birthDateFits(v, today()),
        `must be a real date written YYYY-MM-DD, between ${MIN_BIRTH_DATE} and today`,
      ),
    );
