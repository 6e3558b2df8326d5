/**
 * The share image's one line (ADR 0040, 0075): the counsel a reading ends on with its card's name, never
 * the reminder line that closes every reading, and never a sentence that quotes or speaks of the question,
 * which the image shows only when its owner asks for it.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { counselsOf, shorten, summaryLine } from '../../core/share/summary-line.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const MAX = 180;

/** Words each language's reader uses when it speaks of the question (as summary-line.ts leaves out). */
const ASKED = { en: /question/i, ru: /вопрос/i, de: /frage/i, es: /pregunt/i, zh: /问题/ };

describe('the share image line', () => {
  for (const locale of LOCALES)
    it(`is the counsel an offline reading ends on, signed with its card, never the reminder or the question, in ${locale}`, () => {
      const [reminder] = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
      let counsel = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const random = seededRandom(seed);
        const spread = seed % 2 ? 'three-cards' : 'daily';
        const question = seed % 3 ? null : 'Should I move to Lisbon this year?';
        const req = randomReadingRequest(locale, spread, question, true, random);
        const text = composeReading(req, { random }).join('\n\n');
        const counsels = req.cards.map((c) => ({ advice: c.lines.advice, card: c.name }));
        const line = summaryLine(text, question, locale, MAX, counsels);
        expect(line).not.toBe('');
        expect(line).not.toContain(reminder);
        // A card's own counsel may use the word ("Question the thought..."); any other line may not.
        if (!counsels.some((c) => line.endsWith(` — ${c.card}`))) expect(line).not.toMatch(ASKED[locale]);
        const ending = counsels.find((c) => text.split('\n\n').at(-2)?.endsWith(c.advice));
        if (ending) {
          expect(line.endsWith(` — ${ending.card}`)).toBe(true);
          counsel++;
        }
      }
      // A one-card reading without a question opens on its card's counsel (design review 8) and does not
      // end on it again; the others end on a counsel.
      expect(counsel).toBeGreaterThan(10);
    });

  const moved = 'Take the first step this week.';
  const counsels = [{ advice: 'Build the bridge before you cross it.', card: 'Three of Wands' }];

  it('skips a reminder and any sentence that quotes or speaks of the question', () => {
    const question = 'Should I move to Lisbon?';
    const text = [
      'The cards lean towards yes.',
      `${moved} You asked: Should I move to Lisbon? Let your question about the move rest a while. For reflection and entertainment only.`,
    ].join('\n\n');
    expect(summaryLine(text, question, 'en', MAX)).toBe(moved);
  });

  it('signs a closing counsel with its card, and falls back to the first card’s counsel when nothing else fits', () => {
    expect(summaryLine(`One.\n\n${counsels[0]?.advice}`, null, 'en', MAX, counsels)).toBe(
      'Build the bridge before you cross it. — Three of Wands',
    );
    expect(summaryLine('Let your question rest beside these images.', null, 'en', MAX, counsels)).toBe(
      'Build the bridge before you cross it. — Three of Wands',
    );
    expect(summaryLine('Let your question rest beside these images.', null, 'en', MAX)).toBe('');
  });

  it('keeps the card’s name whole when the counsel is shortened', () => {
    const long = { advice: 'Word '.repeat(60).trim(), card: 'Queen of Pentacles' };
    const line = summaryLine(`One.\n\n${long.advice}`, null, 'en', 80, [long]);
    expect([...line].length).toBeLessThanOrEqual(80);
    expect(line.endsWith('… — Queen of Pentacles')).toBe(true);
  });

  it('reads the counsels of the cards drawn in their orientation and language', () => {
    const [upright, reversed] = counselsOf(
      [
        { card_id: 'major-00', reversed: false },
        { card_id: 'major-00', reversed: true },
      ],
      'de',
    );
    expect(upright?.card).toBe(reversed?.card);
    expect(upright?.advice).not.toBe(reversed?.advice);
    expect(shorten(upright?.advice ?? '', 500, 'de')).toBe(upright?.advice);
  });
});
