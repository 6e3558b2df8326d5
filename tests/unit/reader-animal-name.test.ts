/**
 * An English reading about one's own animal calls it what the question calls it (blind review 28, R05:
 * "calls the dog 'your animal' throughout").
 */
import { describe, expect, it } from 'vitest';
import { namedAnimal } from '../../core/oracle/reader/animal-name.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

describe('a reading about my dog', () => {
  it('says "your dog", never "your animal"', () => {
    const text = composeReading(
      readingRequestFor(
        'en',
        'three-cards',
        [
          ['major-14', false],
          ['pentacles-12', true],
          ['cups-05', true],
        ],
        { question: 'My dog has surgery next week. What should I know?' },
      ),
      { random: seededRandom(1) },
    ).join('\n');
    expect(text).toMatch(/your dog/u);
    expect(text).not.toMatch(/your animal/iu);
  });

  it('leaves a question that names no animal of its own, and other languages, as they are', () => {
    const text = ['Your animal is in good hands.'];
    expect(namedAnimal(text, 'Will the vet be able to help?', 'en')).toEqual(text);
    expect(namedAnimal(text, 'My cat is ill', 'de')).toEqual(text);
    expect(namedAnimal(text, 'My cat is ill', 'en')).toEqual(['Your cat is in good hands.']);
  });
});
