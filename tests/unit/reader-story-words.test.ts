/** The story of the cards gives each card its own word (design review 12, problem 2). */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('the story of the cards', () => {
  it('never gives two cards the same word (design review 12: "a sign of disharmony" twice)', () => {
    // The Lovers and the Three of Pentacles, both reversed, both lead with "disharmony".
    const req = readingRequestFor('en', 'three-cards', [
      ['major-06', true],
      ['cups-04', true],
      ['pentacles-03', true],
    ]);
    for (let seed = 1; seed <= 12; seed++) {
      const close = composeReading(req, { random: seededRandom(seed) }).at(-2) ?? '';
      expect(close.match(/disharmony/g)?.length ?? 0, close).toBeLessThanOrEqual(1);
    }
  });
});
