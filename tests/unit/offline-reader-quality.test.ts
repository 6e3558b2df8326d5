/**
 * The offline reader's measurable targets (issue 21 §5), over a fixed sample: 246 readings per language
 * over all eleven spreads and forty kinds of question (and none), cards and phrasing drawn from a seeded
 * source so every run measures the same readings:
 * - under 5% of sentences hold a run of words copied from the stored card meanings;
 * - under 8% of sentences repeat one seen earlier, word for word, among a person's 20 readings in a row
 *   (ADR 0061: a pooled figure over hundreds of readings only counts how often the same card meets the
 *   same position; tests/bench/reading-metrics.ts prints it too);
 * - under 3% of paragraphs repeat one seen earlier anywhere in the sample;
 * - the question's subject (its options, or its topic) comes back after the opening in at least 90% of
 *   the readings that have one, and the question is never quoted (the page shows it, ADR 0089).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { shortQuestion } from '../../core/oracle/question-shape.js';
import { cardTexts } from '../helpers/locale-files.js';
import {
  copiedSentenceShare,
  proseOf,
  refersToSubject,
  repeatedParagraphShare,
  repeatedSentenceShare,
  verbatimShare,
} from '../helpers/reading-metrics.js';
import { sampleReadings } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

const READINGS = 246;
/** A person's readings in a row, for the repeated-sentence measure. */
const RUN_OF_READINGS = 20;

describe.each(LOCALES)('offline readings in %s', (locale) => {
  const sample = sampleReadings(locale, READINGS, seededRandom(21));
  const paragraphs = sample.map((r) => proseOf(r.paragraphs, locale));

  it('copy from the stored card meanings in under 5% of their sentences', () => {
    expect(copiedSentenceShare(paragraphs, locale)).toBeLessThan(0.05);
  });

  it(`repeat under 8% of their sentences word for word within any ${RUN_OF_READINGS} readings in a row`, () => {
    for (let from = 0; from + RUN_OF_READINGS <= READINGS; from += RUN_OF_READINGS) {
      const run = paragraphs.slice(from, from + RUN_OF_READINGS);
      expect(repeatedSentenceShare(run), `readings ${from}–${from + RUN_OF_READINGS}`).toBeLessThan(0.08);
    }
  });

  it('repeat under 3% of their paragraphs word for word across the whole sample', () => {
    expect(repeatedParagraphShare(paragraphs)).toBeLessThan(0.03);
  });

  it('never quote the question, which the page shows, and come back to its subject in at least 9 in 10', () => {
    const asked = sample.filter((r) => r.question);
    let withSubject = 0;
    let referred = 0;
    for (const reading of asked) {
      // The page and the chat show the question above the reading (ADR 0089).
      expect(reading.paragraphs.join('\n')).not.toContain(shortQuestion(reading.question ?? '', locale));
      const refers = refersToSubject(reading.question, reading.paragraphs, locale);
      if (refers === null) continue;
      withSubject++;
      if (refers.referred) referred++;
    }
    expect(withSubject).toBeGreaterThan(asked.length / 2);
    expect(referred / withSubject).toBeGreaterThanOrEqual(0.9);
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

  it('counts a sentence with a copied run, and a sentence seen in an earlier reading', () => {
    const meaning = cardTexts('en')['major-00']?.meaning_upright ?? '';
    expect(copiedSentenceShare([[`${meaning.split('. ')[0]}. Nothing of the kind here.`]], 'en')).toBe(0.5);
    expect(repeatedSentenceShare([['One. Two.'], ['Two. Three.'], ['Two.']])).toBe(0.4);
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
