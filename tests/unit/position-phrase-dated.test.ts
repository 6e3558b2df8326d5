/**
 * A dated week or month is said as prose beside its card, not as a quoted label (blind review 21: «en
 * “Semana del 28 de noviembre”», "for “Week of November 28”" read as a form).
 */
import { describe, expect, it } from 'vitest';
import { positionPhrase } from '../../core/oracle/reader/position-phrase.js';
import { readingPositionNames } from '../../core/tarot/position-names.js';

const AT = new Date('2026-11-28T10:00:00Z');

const WANTED = {
  en: ['in the week of December 5', 'in January 2027'],
  ru: ['на неделе с 5 декабря', 'в январе 2027 г.'],
  de: ['in der Woche ab 5. Dezember', 'im Januar 2027'],
  es: ['en la semana del 5 de diciembre', 'en enero de 2027'],
  zh: ['12月5日起的那一周', '2027年1月'],
} as const;

describe('a dated position beside its card', () => {
  it.each(Object.entries(WANTED))('in %s reads as prose', (locale, [week, month]) => {
    const lang = locale as keyof typeof WANTED;
    const weeks = readingPositionNames(lang, 'month-ahead', AT, null);
    const months = readingPositionNames(lang, 'year-ahead', AT, null);
    expect(positionPhrase(lang, { position: 'week_2', positionName: weeks.week_2?.name ?? '' })).toBe(week);
    expect(positionPhrase(lang, { position: 'month_3', positionName: months.month_3?.name ?? '' })).toBe(
      month,
    );
  });
});

const ROADS = {
  en: ['at the start of the “Master” path', 'where the “Master” path leads'],
  ru: ['в начале пути «Master»', 'там, куда ведёт путь «Master»'],
  de: ['am Anfang des Wegs „Master“', 'am Ende des Wegs „Master“'],
  es: ['al inicio del camino «Master»', 'al final del camino «Master»'],
  zh: ['“Master”这条路的起点上', '“Master”这条路的终点上'],
} as const;

describe('a road of Two Paths the person named', () => {
  it.each(Object.entries(ROADS))('in %s is said as prose, its option quoted once', (locale, [start, end]) => {
    // Blind review 24: "„Der Narr“ bei Was „Master“ bringt".
    const names = readingPositionNames(locale as keyof typeof ROADS, 'decision', AT, {
      a: 'Master',
      b: 'Arbeiten',
    });
    const phrase = (position: string) =>
      positionPhrase(locale as keyof typeof ROADS, { position, positionName: names[position]?.name ?? '' });
    expect(phrase('path_a')).toBe(start);
    expect(phrase('path_a_brings')).toBe(end);
  });
});
