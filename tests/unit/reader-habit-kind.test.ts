/**
 * A habit read in its own terms (ab44, P05, P11, P23, P29: Friday nights, the fridge or a drink helpline in
 * readings about a phone or smoking): a question that names its habit hears no line of the habit situation
 * naming one other habit alone; lines that list several stay, and a question naming none hears them all.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { habitFits } from '../../core/oracle/reader/habit-kind.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { linesOf } from '../helpers/scenario-lines.js';
import { seededRandom } from '../helpers/seeded-random.js';

const PHONE: Record<Locale, string> = {
  en: 'How do I stop scrolling on my phone at night?',
  ru: 'Как перестать часами сидеть в телефоне?',
  de: 'Wie schaffe ich es, abends weniger am Handy zu hängen?',
  es: '¿Cómo dejo de mirar el móvil en la cama?',
  zh: '怎样才能少刷手机？',
};

describe.each(LOCALES)('a habit named in %s', (locale) => {
  const lines = linesOf(localeJson<Record<string, unknown>>(locale, 'scenarios').habit).filter(
    (line) => !line.includes('{{'),
  );
  const fits = habitFits('habit', PHONE[locale], locale, locale);
  const other = lines.filter((line) => !fits(line));

  it('is a habit, and some of its lines name one other habit alone', () => {
    expect(questionShape(PHONE[locale], locale).scenario).toBe('habit');
    expect(other.length).toBeGreaterThan(0);
  });

  it('hears none of them, over many draws', () => {
    const draws: [string, [string, boolean][]][] = [
      [
        'three-cards',
        [
          ['cups-03', false],
          ['wands-10', true],
          ['major-14', false],
        ],
      ],
      [
        'situation-obstacle-advice',
        [
          ['pentacles-04', false],
          ['major-15', false],
          ['swords-06', false],
        ],
      ],
    ];
    for (const [spread, cards] of draws)
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const text = composeReading(readingRequestFor(locale, spread, cards, { question: PHONE[locale] }), {
          random: seededRandom(seed),
        }).join('\n');
        expect(other.filter((line) => text.includes(line))).toEqual([]);
      }
  });

  it('keeps every line for a habit the question does not name', () => {
    const any = habitFits('habit', 'How do I break a habit I am not proud of?', 'en', locale);
    expect(lines.filter((line) => !any(line))).toEqual([]);
  });
});
