/**
 * The personal arcana rule (DESIGN §6, ADR 0007): first = the birth day, minus 22 if above 22;
 * second = the sum of every digit of DD.MM.YYYY, minus 22 while above 22. 22 is the Fool.
 */
import { utcDay } from '../time.js';

export interface PersonalArcana {
  first_arcana: number;
  second_arcana: number;
}

export function personalArcana(birthDate: string): PersonalArcana {
  const [year, month, day] = birthDate.split('-');
  if (!year || !month || !day) throw new RangeError(`not an ISO date: ${birthDate}`);
  const dayNumber = Number(day);
  const first = dayNumber > 22 ? dayNumber - 22 : dayNumber;
  let second = [...`${day}${month}${year}`].reduce((sum, digit) => sum + Number(digit), 0);
  while (second > 22) second -= 22;
  return { first_arcana: first, second_arcana: second };
}

/** True for a real calendar date written YYYY-MM-DD, from 1900-01-01 up to today. */
export function isValidBirthDate(value: string, today: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && value <= utcDay(today.getTime());
}
