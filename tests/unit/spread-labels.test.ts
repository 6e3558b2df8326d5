/**
 * One noun per place (design review 8, problem 7; ADR 0088): the short label under a card is the
 * beginning of its block's position name, or that name itself, so a reader matching the number under
 * the card to the block meets the same words. Leading articles and possessives may go ("The recent past"
 * → "Recent past"), a word may lose its ending ("Hoffnungen" → "Hoffnung"), and "&" stands for "and";
 * a different noun ("Around you" for "Your surroundings") or a later word alone ("Past" for "The recent
 * past") fails. Chinese labels keep the name's characters in order. The Year Ahead's hints carry no
 * month ordinal, which the badge numbers (the theme is 1) would contradict.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { localeJson } from '../helpers/locale-files.js';
import { isShortForm } from '../helpers/short-form.js';

type Spreads = Record<
  string,
  { positions: Record<string, string>; labels?: Record<string, string>; hints: Record<string, string> }
>;

describe('a card label and its block heading', () => {
  it('tells a short form from a different noun', () => {
    expect(isShortForm('Recent past', 'The recent past', 'en')).toBe(true);
    expect(isShortForm('Hopes & fears', 'Hopes and fears', 'en')).toBe(true);
    expect(isShortForm('Past', 'The recent past', 'en')).toBe(false);
    expect(isShortForm('Around you', 'Your surroundings', 'en')).toBe(false);
    expect(isShortForm('环境', '外在环境', 'zh')).toBe(true);
    expect(isShortForm('环境', '周围的人', 'zh')).toBe(false);
  });

  for (const locale of LOCALES)
    it(`is a short form of the position name in every spread in ${locale}`, () => {
      const spreads = localeJson<Spreads>(locale, 'spreads');
      const wrong = Object.entries(spreads).flatMap(([id, s]) =>
        Object.entries(s.labels ?? {})
          .filter(([key, label]) => !isShortForm(label, s.positions[key] ?? '', locale))
          .map(([key, label]) => `${id}.${key}: “${label}” under “${s.positions[key]}”`),
      );
      expect(wrong).toEqual([]);
    });
});

const MONTH_ORDINAL: Record<string, RegExp> = {
  en: /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) month/i,
  de: /\b(erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|neunte|zehnte|elfte|zwölfte)[nr]? Monat/i,
  es: /\b(primer|segundo|tercer|cuarto|quinto|sexto|séptimo|octavo|noveno|décimo|undécimo|duodécimo) mes/i,
  ru: /(первый|второй|третий|четвёртый|пятый|шестой|седьмой|восьмой|девятый|десятый|одиннадцатый|двенадцатый) месяц/iu,
  zh: /第[一二三四五六七八九十]+个月/u,
};

describe('the Year Ahead', () => {
  for (const locale of LOCALES)
    it(`counts its months only by the badge in ${locale}`, () => {
      const hints: Record<string, string> = localeJson<Spreads>(locale, 'spreads')['year-ahead']?.hints ?? {};
      const counted = Object.entries(hints).filter(([, hint]) => MONTH_ORDINAL[locale]?.test(hint));
      expect(counted.map(([key]) => key)).toEqual([]);
    });
});
