/**
 * The share image's one line (ADR 0040, 0075): the counsel a reading ends on, never the reminder
 * line that now closes every reading, and never a sentence that quotes the question.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { shorten, summaryLine } from '../../core/share/summary-line.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const MAX = 180;

describe('the share image line', () => {
  for (const locale of LOCALES)
    it(`is the counsel an offline reading ends on, not its reminder, in ${locale}`, () => {
      const [reminder] = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
      let counsel = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const random = seededRandom(seed);
        const spread = seed % 2 ? 'three-cards' : 'daily';
        const req = randomReadingRequest(locale, spread, null, true, random);
        const text = composeReading(req, { random }).join('\n\n');
        const line = summaryLine(text, null, locale, MAX);
        expect(line).not.toBe('');
        expect(line).not.toBe(reminder);
        const advice = req.cards
          .map((c) => c.lines.advice)
          .find((a) => text.split('\n\n').at(-2)?.endsWith(a));
        if (advice) {
          expect(line).toBe(shorten(advice, MAX, locale));
          counsel++;
        }
      }
      expect(counsel).toBeGreaterThan(15);
    });

  it('skips a reminder inside the last paragraph and a sentence that quotes the question', () => {
    const question = 'Should I move to Lisbon?';
    const text = [
      'The cards lean towards yes.',
      'Take the first step this week. You asked: Should I move to Lisbon? For reflection and entertainment only.',
    ].join('\n\n');
    expect(summaryLine(text, question, 'en', MAX)).toBe('Take the first step this week.');
  });
});
