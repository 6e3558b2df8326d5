/**
 * A leaning says why even when the question names no subject ("Will it work out?"): the card it rests on
 * speaks in its general line, which its own block (its position's line) does not repeat. Without it, the
 * opening was one bare verdict sentence, the same word for word across readings.
 */
import { expect, it } from 'vitest';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { roleLine } from '../../core/oracle/reader/role-lines.js';
import { spreadLeaning } from '../../core/oracle/spread-leaning.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTION = 'Will it work out?';

it('gives the card a general yes/no leaning rests on as its reason, said once, over 60 draws', () => {
  const random = seededRandom(606);
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    const req = randomReadingRequest('en', 'three-cards', QUESTION, true, random);
    const leaning = spreadLeaning(req.cards, questionShape(QUESTION, 'en'));
    if (leaning?.kind !== 'verdict') continue;
    const reason = roleLine('en', leaning.because, 'general');
    const paragraphs = composeReading(req, { random: seededRandom(i) });
    expect(paragraphs[0]).toContain(reason);
    expect(paragraphs.slice(1).some((p) => p.includes(reason))).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(30);
});
