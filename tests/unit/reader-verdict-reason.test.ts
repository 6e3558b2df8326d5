/**
 * A leaning says why even when the question names no subject ("Will it work out?"): the card it rests on
 * speaks in where it leads, or its general line, which its own block (its position's line) does not repeat. Without it, the
 * opening was one bare verdict sentence, the same word for word across readings.
 */
import { expect, it } from 'vitest';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { LINE_OF, roleLine } from '../../core/oracle/reader/role-lines.js';
import { roleOf } from '../../core/oracle/reader/roles.js';
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
    // Where it leads, or its general line, whichever its block does not read and is not for one day.
    const own = LINE_OF[roleOf(leaning.because.position)];
    const reason =
      (['outcome', 'general'] as const)
        .filter((line) => line !== own)
        .map((line) => roleLine('en', leaning.because, line))
        .find(Boolean) ?? '';
    const paragraphs = composeReading(req, { random: seededRandom(i) });
    // A general line written for one day ("today") is no reason for a spread over weeks: none is given.
    if (!reason) {
      expect(paragraphs[0]).not.toMatch(/\btoday\b/);
      continue;
    }
    expect(paragraphs[0]).toContain(reason);
    expect(paragraphs.slice(1).some((p) => p.includes(reason))).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(30);
});
