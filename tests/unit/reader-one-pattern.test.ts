/**
 * "The cards together" says one pattern at most (design review 10, problem 2: a Tower + Star note, a
 * Hermit + Star note and the Major Arcana note were stacked before the story in a Celtic Cross).
 */
import { expect, it } from 'vitest';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const pairs = Object.values(localeJson<{ pairs: Record<string, string> }>('en', 'card-pairs').pairs);
const majors = localeJson<Record<string, string[]>>('en', 'oracle').majors_many ?? [];

/** Tower and Star, Hermit and Star, and six Major Arcana of ten. */
const CROSS: [string, boolean][] = [
  ['major-16', false],
  ['major-17', false],
  ['major-09', false],
  ['cups-03', false],
  ['major-03', false],
  ['wands-08', false],
  ['major-11', false],
  ['swords-04', false],
  ['major-19', false],
  ['pentacles-06', false],
];

it.each([1, 2, 3])('says at most one pattern in a Celtic Cross that has three (seed %i)', (seed) => {
  const reading = composeReading(readingRequestFor('en', 'celtic-cross', CROSS, { question: null }), {
    random: seededRandom(seed),
  });
  const synthesis = reading.at(-2) ?? '';
  const notes = [...pairs, ...majors].filter((note) => synthesis.includes(note));
  expect(notes).toHaveLength(1);
});
