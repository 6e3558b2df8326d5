/**
 * The share image's one line (ADR 0040, 0075, 0078; design review 8, problem 4): a drawn card's counsel,
 * whole, signed with its name as the app's pull-quote is. The counsel the reading ends on when it ends
 * on one; else the counsel of the card the reading leans on. Never the synthesis ("Read the three as one
 * line: …"), the reminder or the question, and never a sentence cut short.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { counselsOf, signature, summaryLine } from '../../core/share/summary-line.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** The wide image's room, the smallest a caller gives. */
const MAX = 160;

const QUESTIONS: Record<Locale, string> = {
  en: 'Will the move go well?',
  ru: 'Удастся ли переезд?',
  de: 'Wird der Umzug gut gehen?',
  es: '¿Saldrá bien la mudanza?',
  zh: '搬家会顺利吗？',
};

/** An offline reading as the server stores it, with its cards as the share image reads them. */
function offlineReading(locale: Locale, spread: string, question: string | null, seed: number) {
  const random = seededRandom(seed);
  const req = randomReadingRequest(locale, spread, question, true, random);
  const text = composeReading(req, { random }).join('\n\n');
  const cards = req.cards.map((c) => ({ position: c.position, card_id: c.cardId, reversed: c.reversed }));
  return { text, cards, counsels: counselsOf(cards, locale) };
}

const signed = (advice: string, card: string, locale: Locale) =>
  `${advice}${locale === 'zh' ? '' : ' '}${signature(card, locale)}`;

describe('the share image line', () => {
  it('is a card’s whole counsel, not the synthesis, for the offline reading design review 8 saw cut', () => {
    // Past, Present, Future for "Will the move go well?": the answer reads the outcome card, so the
    // closing ends on the story, and no counsel. The line was the synthesis, cut: "Read the three as one
    // line: Eight of Swords shows what was set in motion, … where it goes if…".
    const { text, counsels } = offlineReading('en', 'three-cards', QUESTIONS.en, 2);
    const closing = text.split('\n\n').at(-2) ?? '';
    expect(counsels.some((c) => closing.endsWith(c.advice))).toBe(false);
    const line = summaryLine(text, 'en', MAX, counsels);
    expect(line).toBe('Stop planning from behind the wall and choose one direction to test. — Two of Wands');
    expect(line).not.toContain('…');
  });

  for (const locale of LOCALES)
    it(`is always a drawn card's counsel, whole and signed, the one the reading ends on first, in ${locale}`, () => {
      const [reminder] = localeJson<{ closing: string[] }>(locale, 'oracle').closing;
      let closingCounsels = 0;
      let leaned = 0;
      for (const spread of ['daily', 'three-cards', 'celtic-cross', 'year-ahead'])
        for (let seed = 1; seed <= 12; seed++) {
          const question = seed % 2 ? QUESTIONS[locale] : null;
          const { text, counsels } = offlineReading(locale, spread, question, seed);
          const line = summaryLine(text, locale, MAX, counsels);
          const closing = text.split('\n\n').at(-2) ?? '';
          const ending = counsels.find((c) => closing.endsWith(c.advice));
          if (ending) {
            expect(line).toBe(signed(ending.advice, ending.card, locale));
            closingCounsels++;
          } else {
            expect(counsels.map((c) => signed(c.advice, c.card, locale))).toContain(line);
            leaned++;
          }
          expect([...line].length).toBeLessThanOrEqual(MAX);
          expect(line).not.toContain('…');
          expect(line).not.toContain(reminder);
          if (question) expect(line).not.toContain(question);
        }
      expect(closingCounsels).toBeGreaterThan(0);
      if (locale === 'en') expect(leaned).toBeGreaterThan(0);
    });

  const card = (advice: string, name: string, position: string, heavy = false) => ({
    advice,
    card: name,
    position,
    heavy,
  });

  it('without a closing counsel, takes the advice card’s, else the outcome’s, else the last, passing over a heavy card', () => {
    const past = card('Honour what came before.', 'Six of Cups', 'past');
    const outcome = card('Build the bridge before you cross it.', 'Three of Wands', 'outcome');
    const advice = card('Say the plain thing first.', 'Page of Swords', 'advice');
    const tower = card('Let the old tower fall.', 'The Tower', 'future', true);
    const text = 'Read them together.\n\nWhat you do next shapes the answer.';
    expect(summaryLine(text, 'en', MAX, [past, outcome, advice])).toBe(
      'Say the plain thing first. — Page of Swords',
    );
    expect(summaryLine(text, 'en', MAX, [past, outcome])).toBe(
      'Build the bridge before you cross it. — Three of Wands',
    );
    expect(summaryLine(text, 'en', MAX, [past, tower])).toBe('Honour what came before. — Six of Cups');
    // A heavy card the reading itself ends on is its counsel.
    expect(summaryLine(`${text} ${tower.advice}\n\nFor entertainment.`, 'en', MAX, [past, tower])).toBe(
      'Let the old tower fall. — The Tower',
    );
    expect(summaryLine(text, 'en', MAX, [])).toBe('');
  });

  it('shortens a counsel too long for the room to its shortest whole sentence, never cutting one', () => {
    const long = card(
      'Count what you have carried this far and set down what is not yours to carry. Rest.',
      'Ten of Wands',
      'advice',
    );
    expect(summaryLine(`One.\n\n${long.advice}`, 'en', 200, [long])).toBe(`${long.advice} — Ten of Wands`);
    expect(summaryLine(`One.\n\n${long.advice}`, 'en', 60, [long])).toBe('Rest. — Ten of Wands');
  });

  it('reads the counsels of the cards drawn in their orientation and language', () => {
    const [upright, reversed] = counselsOf(
      [
        { card_id: 'major-00', reversed: false, position: 'past' },
        { card_id: 'major-16', reversed: true, position: 'outcome' },
      ],
      'de',
    );
    expect(upright?.card).toBe('Der Narr');
    expect(upright?.heavy).toBe(false);
    expect(reversed?.heavy).toBe(true);
    expect(reversed?.position).toBe('outcome');
  });
});
