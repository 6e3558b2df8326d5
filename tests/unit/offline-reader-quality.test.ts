/**
 * Issue 12's measurable targets, over a fixed sample: 490 readings per language (all spreads, ten
 * questions), cards and phrasing drawn from a seeded source so every run measures the same readings.
 * Copied from the stored meanings: under 10% in at least 99 readings in 100 (a rare Spanish reading
 * goes just over, so "every reading" would hold only for a lucky draw) and under 5% on average;
 * under 5% of paragraphs repeated word for word within any 70 readings; the question referred to
 * in the closing by its subject (its topic or its options), quoted only once, in the opening. Before this reader the figures were 30–36% copied and about 21% repeated
 * (tests/bench/reading-metrics.ts prints them).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { repeatedParagraphShare, verbatimShare } from '../helpers/reading-metrics.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

const READINGS = 490;
const WINDOW = 70;

describe.each(LOCALES)('offline readings in %s', (locale) => {
  const sample = sampleReadings(locale, READINGS, seededRandom(12));
  const copied = sample.map((r) => verbatimShare(r.paragraphs.join('\n\n'), locale));

  it('copy under 10% from the stored card meanings in at least 99 readings in 100', () => {
    expect(copied.filter((share) => share >= 0.1).length).toBeLessThanOrEqual(READINGS / 100);
  });

  it('copy under 5% from the stored card meanings on average', () => {
    expect(copied.reduce((sum, share) => sum + share, 0) / READINGS).toBeLessThan(0.05);
  });

  it(`repeat under 5% of their paragraphs word for word within any ${WINDOW} readings`, () => {
    for (let from = 0; from < READINGS; from += WINDOW) {
      const window = sample.slice(from, from + WINDOW).map((r) => r.paragraphs);
      expect(repeatedParagraphShare(window), `readings ${from}–${from + WINDOW}`).toBeLessThan(0.05);
    }
  });

  it('quote the question once, in the opening, and come back to its subject in the closing', () => {
    const names = localeJson<{ names: Record<string, string> }>(locale, 'oracle').names;
    for (const reading of sample.filter((r) => r.question)) {
      const question = reading.question ?? '';
      expect(reading.paragraphs[0]).toContain(question);
      expect(reading.paragraphs.slice(1).join('\n')).not.toContain(question);
      const shape = questionShape(question, locale);
      const topic = shape.topics[0] ?? 'general';
      const subject = shape.options?.[0] ?? (topic === 'general' ? null : names[`about_${topic}`]);
      if (subject) expect(reading.paragraphs.at(-1), question).toContain(subject);
    }
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
