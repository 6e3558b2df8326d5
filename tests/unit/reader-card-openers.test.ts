/**
 * Card blocks as the app shows them (design review 7, problem 3): the offline reader's frame is a
 * sentence of its own, naming the position as the spread spells it, that every block leaves out, so no
 * block restates its heading or quotes its position; and no two blocks of one reading open with the
 * same five words (the Crown and the Outcome
 * both began "Along the present road, you are heading toward…").
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { SPREADS } from '../../core/tarot/spreads.js';
import { withoutFrame } from '../../miniapp/src/shared/spread/without-frame.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const QUESTIONS: Partial<Record<Locale, (string | null)[]>> = {
  en: [
    null,
    'What should I focus on at work?',
    'Will my mother recover after her surgery?',
    'Should I stay or move to Lisbon?',
  ],
  ru: [
    null,
    'На чём мне сосредоточиться на работе?',
    'Поправится ли мама после операции?',
    'Остаться мне или переехать в Лиссабон?',
  ],
};

/** The first five words a block shows (Chinese: its first eight characters, marks included). */
function opening(locale: Locale, text: string): string {
  if (locale === 'zh') return [...text.trim()].slice(0, 8).join('');
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[\p{P}\p{S}]+/gu, ''))
    .filter(Boolean)
    .slice(0, 5)
    .join(' ');
}

const SEEDS = 12;

describe('card blocks of an offline reading', () => {
  for (const locale of LOCALES)
    it(`in ${locale}: each block leaves out its frame, quotes no position and opens unlike every other block`, () => {
      const { reversed, upright } = localeJson<{ reversed: string; upright: string }>(locale, 'reading');
      const questions = QUESTIONS[locale] ?? [null];
      let readings = 0;
      for (const spread of SPREADS)
        for (const [q, question] of questions.entries())
          for (let seed = 1; seed <= SEEDS; seed++) {
            const random = seededRandom(seed * 101 + q * 13 + spread.positions.length);
            const req = randomReadingRequest(locale, spread.id, question, true, random);
            const paragraphs = composeReading(req, { random });
            const openings = new Map<string, string>();
            req.cards.forEach((card, i) => {
              const text = paragraphs[1 + i] ?? '';
              const names = [card.positionName, card.name, card.reversed ? reversed : upright];
              const shown = withoutFrame(text, names, locale);
              const where = `${spread.id} #${seed} ${question ?? ''} ${card.position}`;
              // The stored text never quotes the position's name: it says it as prose, if at all.
              for (const [open, close] of ['“”', '«»', '„“', '""'])
                expect(text, where).not.toContain(`${open}${card.positionName}${close}`);
              // The frame is always dropped, and something of the card's own is always left.
              expect(shown, where).not.toBe(text);
              expect(shown.length, where).toBeGreaterThan(0);
              for (const [open, close] of ['“”', '«»', '„“', '""', '“”'])
                expect(shown, where).not.toContain(`${open}${card.positionName}${close}`);
              const start = opening(locale, shown);
              expect(openings.get(start), `${where}: ${shown}`).toBeUndefined();
              openings.set(start, card.position);
            });
            readings++;
          }
      expect(readings).toBe(SPREADS.length * questions.length * SEEDS);
    });

  it('reads the Crown by its card, never by the outcome line the Outcome reads', () => {
    const roles = localeJson<Record<string, Record<'upright' | 'reversed', { outcome: string }>>>(
      'en',
      'card-roles',
    );
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed);
      const req = randomReadingRequest('en', 'celtic-cross', null, true, random);
      const paragraphs = composeReading(req, { random });
      const i = req.cards.findIndex((c) => c.position === 'crown');
      const card = req.cards[i];
      const crown = paragraphs[1 + i] ?? '';
      if (card)
        expect(crown).not.toContain(roles[card.cardId]?.[card.reversed ? 'reversed' : 'upright'].outcome);
    }
  });
});
