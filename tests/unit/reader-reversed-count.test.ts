/**
 * A spread with many reversed cards says how many, as a reader would (blind review 28: "many cards
 * reversed" read as a stock note).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { connections } from '../../core/oracle/reader/connections.js';
import { phrasebook } from '../../core/oracle/reader/phrasebook.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

// No classic pair, no leading suit and few Majors, so the reversals are the pattern said.
const MANY: [string, boolean][] = [
  ['cups-02', true],
  ['wands-05', true],
  ['pentacles-07', true],
  ['swords-06', true],
  ['cups-09', false],
];
const COUNT: Record<string, RegExp> = {
  en: /four of the five|four of five|Of the five cards, four/u,
  ru: /4 из 5|Из 5 карт здесь перевёрнуто 4/u,
  de: /vier von fünf|vier umgekehrten von fünf|Von den fünf Karten liegen vier/u,
  es: /cuatro de las cinco|cuatro de cinco|De las cinco cartas, cuatro/u,
  zh: /五张牌里有四张|五张牌中四张|五张里逆位就有四张/u,
};

describe.each(LOCALES)('many reversed cards in %s', (locale) => {
  it('are counted against the spread, never as "many"', () => {
    for (const seed of [1, 2, 3]) {
      const cards = readingRequestFor(locale, 'horseshoe', [
        ...MANY,
        ['major-19', false],
        ['cups-03', false],
      ]).cards;
      const [note = ''] = connections(phrasebook(locale, seededRandom(seed)), cards.slice(0, 5), {
        subject: '',
        heavy: false,
      });
      expect(note, note).toMatch(COUNT[locale] ?? /-/);
      expect(note).not.toMatch(/«\d+»/u);
    }
  });
});
