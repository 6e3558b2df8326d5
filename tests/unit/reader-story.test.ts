/**
 * The story after the cards (core/oracle/reader/story.ts): a hopeful card between a heavy start and a
 * heavy end is what carries the person, not one more stone on "a hard stretch" (a Past, Present, Future
 * of Ace of Pentacles reversed, Queen of Wands and The Empress reversed was told as hard all the way).
 */
import { describe, expect, it } from 'vitest';
import type { OracleCard } from '../../core/oracle/oracle.js';
import { phrasebook } from '../../core/oracle/reader/phrasebook.js';
import { story, storyShape } from '../../core/oracle/reader/story.js';
import { namesCard } from '../helpers/names-card.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

// The Empress reversed and The Emperor reversed lean "no"; The Magician upright leans "yes".
const [past, present, future] = readingRequestFor('en', 'three-cards', [
  ['major-03', true],
  ['major-01', false],
  ['major-04', true],
]).cards as [OracleCard, OracleCard, OracleCard];

describe('the story after the cards', () => {
  it('holds a hopeful middle card between a heavy start and a heavy end as the strength to lean on', () => {
    expect(storyShape(past, present, future, false)).toBe('held');
    expect(storyShape(past, present, future, true)).toBe('held');
    for (let seed = 1; seed <= 4; seed++) {
      const line = story(
        phrasebook('en', seededRandom(seed)),
        [past, present, future],
        'your question about work',
        false,
      );
      expect(namesCard(line, 'The Magician')).toBe(true);
      expect(line).not.toMatch(/hard stretch|all carry weight/);
    }
  });

  it('still tells three heavy cards as hard all the way', () => {
    const heavyMiddle = { ...present, cardId: 'major-16', name: 'The Tower' };
    expect(storyShape(past, heavyMiddle, future, false)).toBe('heavy');
  });
});
