/**
 * A reading with a question closes on the card it turns on, told by that card's own crux (card-roles.json
 * `crux`): never a sentence written for the situation, which gave the card "a different, unrelated
 * meaning" (blind review 28; the side-by-side rating ab4), never the spread's last card, never a bright
 * card in a place that blocks, and never the other person's card.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { toldCrux } from '../helpers/crux-lines.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { DRIVING_TEST } from '../helpers/sample-questions.js';
import { seededRandom } from '../helpers/seeded-random.js';

const closingOf = (paragraphs: string[]) => paragraphs.at(-2) ?? '';

describe.each(LOCALES)('the closing in %s', (locale) => {
  it('tells the card in the present by its crux, naming the question, after a spread of three', () => {
    // The Chariot, the Tower in the present, the Star: a road through a hard place.
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
    expect(toldCrux(closingOf(paragraphs), locale), closingOf(paragraphs)).toBe('major-16');
    expect(closingOf(paragraphs)).not.toContain('{{');
  });

  it('tells a Celtic Cross by its challenge', () => {
    const draw: [string, boolean][] = [
      ['pentacles-04', false],
      ['major-16', false],
      ['swords-10', false],
      ['swords-09', false],
      ['cups-06', false],
      ['wands-02', false],
      ['pentacles-07', false],
      ['cups-04', false],
      ['swords-02', false],
      ['major-17', false],
    ];
    const paragraphs = composeReading(
      readingRequestFor(locale, 'celtic-cross', draw, { question: DRIVING_TEST[locale] }),
      { random: seededRandom(3) },
    );
    expect(toldCrux(closingOf(paragraphs), locale)).toBe('major-16');
  });

  it('never tells a bright card in the obstacle, nor the last card, and tells the situation instead', () => {
    // Blind review 25: "the Sun as the obstacle points to the years of friendship". The Star in the
    // situation is the one card left to tell.
    const paragraphs = composeReading(
      readingRequestFor(
        locale,
        'situation-obstacle-advice',
        [
          ['major-17', false],
          ['major-19', false],
          ['wands-06', false],
        ],
        { question: DRIVING_TEST[locale] },
      ),
      { random: seededRandom(1) },
    );
    expect(toldCrux(closingOf(paragraphs), locale)).toBe('major-17');
  });

  it('says nothing of a turn in a reading without a question', () => {
    const paragraphs = composeReading(
      readingRequestFor(locale, 'three-cards', [
        ['major-07', false],
        ['major-16', false],
        ['major-17', false],
      ]),
      { random: seededRandom(3) },
    );
    expect(toldCrux(paragraphs.join('\n'), locale)).toBeUndefined();
  });
});

describe('a grief reading on the spread for two people', () => {
  it("never tells the brother's card, or what lies between you, as the turn", () => {
    for (const seed of [1, 2, 3, 4]) {
      const paragraphs = composeReading(
        readingRequestFor(
          'en',
          'two-people',
          [
            ['pentacles-11', false],
            ['cups-13', true],
            ['pentacles-06', true],
          ],
          { question: 'What does my brother really feel about me since our father died?' },
        ),
        { random: seededRandom(seed) },
      );
      expect(toldCrux(closingOf(paragraphs), 'en')).toBe('pentacles-11');
    }
  });
});
