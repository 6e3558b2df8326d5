/**
 * Issue 12's measurable targets over 70 random readings per language (all spreads, ten questions):
 * under 10% of any reading copied from the stored meanings, under 5% of paragraphs repeated word for
 * word across the sample, and the question referred to after the opening. Before this reader the
 * figures were 30–36% copied and about 21% repeated (tests/bench/reading-metrics.ts prints them).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { cardTexts } from '../helpers/locale-files.js';
import { repeatedParagraphShare, verbatimShare } from '../helpers/reading-metrics.js';
import { sampleReadings } from '../helpers/reading-sample.js';

describe.each(LOCALES)('offline readings in %s', (locale) => {
  const sample = sampleReadings(locale, 70);

  it('copy under 10% of any reading from the stored card meanings', () => {
    for (const reading of sample)
      expect(verbatimShare(reading.paragraphs.join('\n\n'), locale), reading.spreadId).toBeLessThan(0.1);
  });

  it('repeat under 5% of their paragraphs word for word across the sample', () => {
    expect(repeatedParagraphShare(sample.map((r) => r.paragraphs))).toBeLessThan(0.05);
  });

  it('come back to the question after the opening', () => {
    for (const reading of sample.filter((r) => r.question))
      expect(reading.paragraphs.slice(1).join('\n')).toContain(reading.question);
  });

  it('leave no placeholder unfilled', () => {
    for (const reading of sample) expect(reading.paragraphs.join('\n')).not.toMatch(/\{\{|\}\}/);
  });
});

describe('the measure itself', () => {
  it('finds a stored meaning pasted into a reading', () => {
    const pasted = `Here is your card. ${cardTexts('en')['major-00']?.meaning_upright}`;
    expect(verbatimShare(pasted, 'en')).toBeGreaterThan(0.5);
    expect(
      verbatimShare('Nothing here comes from a card meaning at all, not a single run of words.', 'en'),
    ).toBe(0);
  });

  it('counts a paragraph seen earlier in the sample as repeated', () => {
    expect(
      repeatedParagraphShare([
        ['a', 'b'],
        ['a', 'c'],
      ]),
    ).toBe(0.25);
  });
});
