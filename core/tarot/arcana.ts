/**
 * The personal arcana rule (DESIGN §6, ADR 0007): first = the birth day, minus 22 if above 22;
 * second = the sum of every digit of DD.MM.YYYY, minus 22 while above 22. 22 is the Fool.
 */
import { birthDateFits } from '../inputs/birth-date.js';
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

/** True for a real calendar date written YYYY-MM-DD, from 1900-01-01 up to today (UTC). */
export const isValidBirthDate = (value: string, today: Date) => birthDateFits(value, utcDay(today.getTime()));
