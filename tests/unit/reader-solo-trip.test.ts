/**
 * A trip taken alone (ab45, P04, P08, P12: "time together" and "a few hours apart keep everyone in a good
 * mood" for someone travelling on their own): no line of the travel situation that speaks of company is said,
 * unless it also speaks of going alone; a trip with no word of being alone keeps them.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { companyFits } from '../../core/oracle/reader/solo-trip.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { linesOf } from '../helpers/scenario-lines.js';
import { seededRandom } from '../helpers/seeded-random.js';

const SOLO: Record<Locale, string> = {
  en: 'I am travelling alone to Japan next month. Will the trip go well?',
  ru: 'Я еду одна в Японию в следующем месяце. Как пройдёт поездка?',
  de: 'Ich reise nächsten Monat allein nach Japan. Wird die Reise gut?',
  es: 'Viajo sola a Japón el mes que viene. ¿Irá bien el viaje?',
  zh: '下个月我一个人去日本旅行，会顺利吗？',
};

describe.each(LOCALES)('a trip alone in %s', (locale) => {
  const lines = linesOf(localeJson<Record<string, unknown>>(locale, 'scenarios').travel);
  const fits = companyFits('travel', SOLO[locale], locale, locale);
  const company = lines.filter((line) => !fits(line));

  it('is a trip, and some of its lines speak of company', () => {
    expect(questionShape(SOLO[locale], locale).scenario).toBe('travel');
    expect(company.length).toBeGreaterThan(0);
  });

  it('hears none of them, over many draws', () => {
    const spreads: [string, [string, boolean][]][] = [
      [
        'three-cards',
        [
          ['cups-03', false],
          ['cups-10', true],
          ['major-06', false],
        ],
      ],
      [
        'horseshoe',
        [
          ['cups-02', false],
          ['swords-03', false],
          ['cups-09', true],
          ['major-17', false],
          ['pentacles-06', false],
          ['wands-03', false],
          ['cups-06', false],
        ],
      ],
    ];
    for (const [spread, cards] of spreads)
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const text = composeReading(readingRequestFor(locale, spread, cards, { question: SOLO[locale] }), {
          random: seededRandom(seed),
        }).join('\n');
        expect(
          company.filter((line) => text.includes(line.replace(/\{\{.*$/u, '')) && !line.includes('{{')),
        ).toEqual([]);
      }
  });

  it('keeps them for a trip with no word of going alone', () => {
    expect(companyFits('travel', 'Will our trip next summer go well?', 'en', locale)(company[0] ?? '')).toBe(
      true,
    );
  });
});
