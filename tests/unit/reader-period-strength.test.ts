/**
 * A week or a month is read by what its stretch of time holds (`period`), and a strengths place by the
 * strength the card gives (`strength`), lines written for those places (ADR 0103): blind review 28 read
 * "month-by-month one-liners built on repeated formulas" and a reversed Knight of Cups "in the strengths
 * slot read as a pure weakness".
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { randomReadingRequest, readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe.each(LOCALES)('in %s', (locale) => {
  it('reads each week of the month by its stretch of time, not by a prediction', () => {
    const cards: [string, boolean][] = [
      ['major-14', false],
      ['wands-08', false],
      ['swords-04', false],
      ['cups-12', true],
      ['pentacles-07', false],
    ];
    const paragraphs = composeReading(readingRequestFor(locale, 'month-ahead', cards), {
      random: seededRandom(2),
    });
    cards.slice(1).forEach(([cardId, reversed], i) => {
      const card = { cardId, reversed, position: `week_${i + 1}` };
      expect(paragraphs[2 + i], card.position).toContain(roleLine(locale, card, 'period'));
      expect(paragraphs[2 + i], card.position).not.toContain(roleLine(locale, card, 'future'));
    });
  });

  it('reads a reversed card in the strengths place as a strength held back, not as a flaw', () => {
    const cards: [string, boolean][] = [
      ['pentacles-08', false],
      ['cups-12', true],
      ['major-17', false],
      ['wands-02', false],
      ['cups-10', false],
    ];
    const paragraphs = composeReading(readingRequestFor(locale, 'career', cards), {
      random: seededRandom(2),
    });
    const knight = { cardId: 'cups-12', reversed: true, position: 'strengths' };
    expect(paragraphs[2]).toContain(roleLine(locale, knight, 'strength'));
    expect(paragraphs[2]).not.toContain(roleLine(locale, knight, 'self'));
  });
});

describe('a year read for a question that names nothing', () => {
  it('is not told "for your question" (blind review 28: it rang hollow)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const text = composeReading(
        randomReadingRequest(
          'en',
          'year-ahead',
          'What should I know about the year ahead?',
          true,
          seededRandom(seed),
        ),
        { random: seededRandom(seed) },
      ).join('\n');
      expect(text).not.toMatch(/for your question(?! about)/u);
    }
  });
});
