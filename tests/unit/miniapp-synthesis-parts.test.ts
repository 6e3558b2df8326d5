/**
 * The reveal's synthesis in three parts (design review 2, problem 4; ADR 0069): the offline reader's
 * closing is cut into the line to leave with and the one-line reminder, in every language, without a
 * word of the text lost. A closing with no reminder (an AI reading's advice) is all advice.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { synthesisParts } from '../../miniapp/src/features/reading/reveal/synthesis-parts.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';

/** A seeded source of integers in [0, n). */
function seeded(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

const squash = (s: string) => s.replace(/\s+/g, '');

describe('the synthesis cut for the reveal', () => {
  for (const locale of LOCALES)
    it(`finds the reminder and the line to leave with in ${locale}`, () => {
      const reminders = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
      for (let seed = 1; seed <= 40; seed++) {
        const random = seeded(seed);
        const spread = seed % 2 ? 'three-cards' : 'daily';
        const req = randomReadingRequest(
          locale,
          spread,
          seed % 3 ? null : 'What should I focus on?',
          true,
          random,
        );
        const paragraphs = composeReading(req, { random });
        const closing = paragraphs.at(-1) ?? '';
        const parts = synthesisParts(`Before.\n\n${closing}`, locale);
        expect(reminders, closing).toContain(parts.reminder);
        expect(parts.body).toBe('Before.');
        expect(squash(`${parts.advice}${parts.reminder}`)).toBe(squash(closing));
      }
    });

  it('leaves a closing with no reminder whole, as the line to leave with', () => {
    const parts = synthesisParts('The thread.\n\nTake one small step today. Then rest.', 'en');
    expect(parts).toEqual({
      body: 'The thread.',
      advice: 'Take one small step today. Then rest.',
      reminder: '',
    });
  });
});
