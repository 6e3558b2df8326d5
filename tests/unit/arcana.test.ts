import { describe, expect, it } from 'vitest';
import { isValidBirthDate, personalArcana } from '../../core/tarot/arcana.js';
import { majorForArcana } from '../../core/tarot/deck.js';

const DAY_MS = 24 * 3600 * 1000;

/** Sum of the decimal digits of a number, by arithmetic (the product works on the digit string). */
function digitSum(n: number): number {
  let sum = 0;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
  return sum;
}

/** The rule of DESIGN §6, computed independently: reduction by modulo into 1..22 instead of repeated subtraction. */
function expectedArcana(year: number, month: number, day: number) {
  const first = day > 22 ? day - 22 : day;
  const sum = digitSum(day) + digitSum(month) + digitSum(year);
  const second = ((sum - 1) % 22) + 1;
  return { first_arcana: first, second_arcana: second };
}

/** Every calendar day of a year, as [iso, year, month, day], from date arithmetic in UTC. */
function daysOf(year: number): [string, number, number, number][] {
  const days: [string, number, number, number][] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += DAY_MS) {
    const d = new Date(t);
    days.push([d.toISOString().slice(0, 10), year, d.getUTCMonth() + 1, d.getUTCDate()]);
  }
  return days;
}

describe('personal arcana (DESIGN §6)', () => {
  it.each([1900, 1950, 1988, 1999, 2000, 2024])(
    'matches an independent computation on every day of %i',
    (year) => {
      const days = daysOf(year);
      expect(days).toHaveLength(year % 4 === 0 && year !== 1900 ? 366 : 365);
      for (const [iso, y, m, d] of days) {
        const arcana = personalArcana(iso);
        expect(arcana, iso).toEqual(expectedArcana(y, m, d));
        expect(arcana.first_arcana, iso).toBeGreaterThanOrEqual(1);
        expect(arcana.second_arcana, iso).toBeLessThanOrEqual(22);
      }
    },
  );

  it('keeps day 22 as 22, the Fool', () => {
    expect(personalArcana('1990-05-22').first_arcana).toBe(22);
    expect(majorForArcana(22)).toMatchObject({ id: 'major-00', number: 0 });
  });

  it('takes 22 from days above 22: 23 gives 1 and 31 gives 9', () => {
    expect(personalArcana('1990-05-23').first_arcana).toBe(1);
    expect(personalArcana('1990-05-31').first_arcana).toBe(9);
    expect(personalArcana('1990-05-21').first_arcana).toBe(21);
  });

  it('reduces digit sums above 44 by 22 until they are 22 or less', () => {
    // 2+9+0+9+1+9+9+9 = 48 -> 26 -> 4
    expect(personalArcana('1999-09-29')).toEqual({ first_arcana: 7, second_arcana: 4 });
    // 2+9+0+8+1+9+8+9 = 46 -> 24 -> 2
    expect(personalArcana('1989-08-29').second_arcana).toBe(2);
    // 2+8+0+9+1+9+9+9 = 47 -> 25 -> 3
    expect(personalArcana('1999-09-28').second_arcana).toBe(3);
  });

  it('keeps digit sums of exactly 22 and 44 at 22, and takes 23 to 1', () => {
    expect(personalArcana('1990-01-02').second_arcana).toBe(22); // 0+2+0+1+1+9+9+0 = 22
    expect(personalArcana('1988-07-29').second_arcana).toBe(22); // 2+9+0+7+1+9+8+8 = 44
    expect(personalArcana('1990-01-03').second_arcana).toBe(1); // 23
  });

  it('handles the leap day', () => {
    // 2+9+0+2+2+0+2+4 = 21
    expect(personalArcana('2024-02-29')).toEqual({ first_arcana: 7, second_arcana: 21 });
  });

  it('uses the numbering of this tradition: 8 is Justice and 11 is Strength', () => {
    expect(majorForArcana(8).id).toBe('major-08');
    expect(majorForArcana(11).id).toBe('major-11');
  });
});

describe('isValidBirthDate', () => {
  const today = new Date('2025-06-15T12:00:00Z');

  it('accepts real dates from 1900-01-01 up to today', () => {
    for (const date of ['1900-01-01', '1988-07-23', '2000-02-29', '2024-02-29', '2025-06-15']) {
      expect(isValidBirthDate(date, today), date).toBe(true);
    }
  });

  it('refuses impossible dates', () => {
    for (const date of [
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-01-32',
      '2024-01-00',
    ]) {
      expect(isValidBirthDate(date, today), date).toBe(false);
    }
  });

  it('refuses other formats', () => {
    for (const date of [
      '01.02.2000',
      '2000-1-2',
      '2000/01/02',
      '20000102',
      '2000-01-02T00:00:00Z',
      ' 2000-01-02',
      '',
    ]) {
      expect(isValidBirthDate(date, today), date).toBe(false);
    }
  });

  it('refuses dates before 1900 and dates in the future', () => {
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('2025-06-16', today)).toBe(false);
    expect(isValidBirthDate('3000-01-01', today)).toBe(false);
  });
});
