/**
 * The reading's opening shows at once, while every card is still face down (ADR 0089): over seeded
 * draws of every spread of two or more cards, in every language, with and without a question, it names
 * no card of the draw and does not quote the question the screen already shows above it. A single
 * card's opening may name it: the reveal holds that text until the card has turned.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { shortQuestion } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { SAMPLE_QUESTIONS } from '../helpers/reading-sample.js';
import { seededRandom } from '../helpers/seeded-random.js';

const MANY = SPREADS.filter((s) => s.positions.length > 1);
const WORDS_ZH = new Set(['星星', '月亮', '太阳', '世界', '力量', '正义', '节制', '恋人']);

describe.each(LOCALES)('the opening in %s', (locale) => {
  const cards = cardTexts(locale);
  // A name as the reader writes it in prose. Chinese writes names bare, and some are also plain words
  // there (星星 "the stars", 力量 "strength"): those are left out of the check.
  const [asWritten = '{{name}}'] = localeJson<{ name_plain: string[] }>(locale, 'oracle').name_plain;
  const nameOf = (id: string) => asWritten.replace('{{name}}', cards[id]?.name ?? id);
  const isWord = (name: string) => locale === 'zh' && WORDS_ZH.has(name);
  const random = seededRandom(89);
  const readings = MANY.flatMap((spread) =>
    SAMPLE_QUESTIONS[locale].map((question) => {
      const req = randomReadingRequest(locale, spread.id, question, true, random);
      return { req, opening: composeReading(req, { random })[0] ?? '' };
    }),
  );

  it('names no card of the draw, in any spread of two or more cards', () => {
    for (const { req, opening } of readings) {
      expect(opening, `${req.spreadId}: ${req.question}`).not.toBe('');
      for (const card of req.cards.filter((c) => !isWord(nameOf(c.cardId))))
        expect(opening, `${req.spreadId}: ${req.question}`).not.toContain(nameOf(card.cardId));
    }
  });

  it('does not quote the question, which the page shows above it', () => {
    for (const { req, opening } of readings.filter((r) => r.req.question))
      expect(opening).not.toContain(shortQuestion(req.question ?? '', locale));
  });
});
