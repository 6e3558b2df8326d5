/**
 * A reading from a known situation closes on where its cards turn, in the situation's own words (ADR
 * 0101; blind review 20: "the hinge it turns on", "a hard place on this road" read as a template in 16 of
 * 20 readings): each situation has sentences for a turn that carries, weighs or decides, and the story of
 * such a reading is one of them, filled with the turn card, never the stock chain of places.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { SCENARIOS } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { DRIVING_TEST } from '../helpers/sample-questions.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Turns = Record<'carries' | 'weighs' | 'decides', string[]>;

/** The formula words the raters named, in each language. */
const FORMULA: Record<Locale, RegExp> = {
  en: /hinge|hard place on th|not its end|everything hangs on|which way .* falls/i,
  ru: /в один голос|поворотн\p{L}* точк|не конец пути/iu,
  de: /angelpunkt|nicht (sein|das) ende/i,
  es: /bisagra|no es el final del camino/i,
  zh: /转折点|不是终点/,
};

describe.each(LOCALES)('the turns of each situation in %s', (locale) => {
  const scenarios = localeJson<Record<string, { turns?: Turns }>>(locale, 'scenarios');

  it('has two sentences or more for a turn that carries, weighs and decides, each naming the card and its place once', () => {
    for (const scenario of SCENARIOS)
      for (const kind of ['carries', 'weighs', 'decides'] as const) {
        const lines = scenarios[scenario]?.turns?.[kind] ?? [];
        expect(lines.length, `${scenario}.${kind}`).toBeGreaterThanOrEqual(2);
        for (const line of lines) {
          expect(line.match(/\{\{turn\}\}/g), line).toHaveLength(1);
          expect(line.match(/\{\{turn_pos\}\}/g), line).toHaveLength(1);
          expect(line, line).not.toMatch(FORMULA[locale]);
        }
      }
  });

  it('closes an exam reading on one of the exam’s turns, filled with the card it turns on', () => {
    const turns = Object.values(scenarios.exam?.turns ?? {}).flat();
    // The Chariot, the Tower in the present (heavy), the Star: a road through a hard place.
    const paragraphs = composeReading(
      readingRequestFor(
        locale,
        'three-cards',
        [
          ['major-07', false],
          ['major-16', false],
          ['major-17', false],
        ],
        { question: DRIVING_TEST[locale] },
      ),
      { random: seededRandom(3) },
    );
    const close = paragraphs.at(-2) ?? '';
    const heads = turns.map((line) => line.split('{{')[0]?.trim() ?? '').filter((head) => head.length > 3);
    const tails = turns
      .map((line) => line.split('}}').at(-1)?.trim() ?? '')
      .filter((tail) => tail.length > 3);
    expect(
      [...heads, ...tails].some((part) => close.includes(part)),
      close,
    ).toBe(true);
    expect(close).not.toMatch(FORMULA[locale]);
    expect(close).not.toContain('{{');
  });
});
