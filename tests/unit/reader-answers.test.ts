/**
 * A how or what question is answered, not deflected (blind review 7, ADR 0083): with the real
 * composeReading in English and Russian, the opening's second sentence names one focus, the counsel of a
 * drawn card ("what should I focus on this week" on Two Paths, "how can I be more confident" on the
 * yes/no spread), and a spread with a challenge names that card's warning (its challenge line, never its
 * counsel: blind review 9, R35) as what to watch, also in the plan for a raise. On main the first read a card's general line, the second refused a verdict
 * before the way, and neither the boss nor the raise named what to watch.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import type { ReadingRequest } from '../../core/oracle/oracle.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Lines = Record<string, Record<'upright' | 'reversed', Record<string, string>>>;
const roles = (locale: Locale) => localeJson<Lines>(locale, 'card-roles');

/** Every counsel a card has: the deck's own advice and its advice line for a position. */
const counsels = (req: ReadingRequest, card: ReadingRequest['cards'][number]) => [
  card.lines.advice,
  roles(req.locale)[card.cardId]?.[card.reversed ? 'reversed' : 'upright']?.advice ?? '',
];

/** The opening after the quoted question: its first sentence is the answer's second. */
/** The opening after its first sentence, the answer's lead-in ("Focus here."); it quotes no question (ADR 0089). */
/** Which of the cards' counsels the answer says in its first or second sentence, if any. */
function openingCounsel(req: ReadingRequest): { card: string; counsel: string } | null {
  const opening = composeReading(req, { random: seededRandom(7) })[0] ?? '';
  expect(opening).not.toContain(req.question ?? '-');
  for (const card of req.cards)
    for (const counsel of counsels(req, card)) {
      const at = counsel ? opening.indexOf(counsel) : -1;
      // At most one sentence ends before it: the opening's first (a verdict or a note) or none.
      if (at >= 0 && (opening.slice(0, at).match(/[.!?]\s/g)?.length ?? 0) <= 1)
        return { card: card.cardId, counsel };
    }
  return null;
}

/** Two Paths of blind draw 6, whose helper is Wheel of Fortune reversed. */
const FOCUS: [string, boolean][] = [
  ['wands-11', false],
  ['wands-12', false],
  ['major-08', false],
  ['major-15', false],
  ['wands-08', false],
  ['major-10', true],
];

/** The Relationship spread of blind draw 3, with The Tower reversed as its challenge. */
const BOSS: [string, boolean][] = [
  ['pentacles-01', true],
  ['wands-01', true],
  ['cups-04', true],
  ['major-16', true],
  ['pentacles-13', false],
];

/** The Celtic Cross of blind draw 8, with King of Swords reversed as its challenge. */
const RAISE: [string, boolean][] = [
  ['major-10', true],
  ['swords-14', true],
  ['cups-08', true],
  ['swords-01', true],
  ['cups-06', true],
  ['pentacles-11', false],
  ['wands-10', false],
  ['cups-01', true],
  ['pentacles-12', false],
  ['pentacles-10', false],
];

const Q = {
  focus: { en: 'What should I focus on this week?', ru: 'Чему мне уделить внимание на этой неделе?' },
  // Questions from no known situation (a boss's and a confidence question have their own lines now).
  calm: { en: 'How can I find more calm in my days?', ru: 'Как мне найти больше покоя в своих днях?' },
  ahead: { en: 'How do I handle the challenges ahead?', ru: 'Как мне справиться с тем, что впереди?' },
  raise: {
    en: 'Should I ask my boss for a raise?',
    ru: 'Стоит ли мне попросить у начальника повышения зарплаты?',
  },
};

describe.each(['en', 'ru'] as const)('the %s reader answers how and what', (locale) => {
  it('names a focus from a drawn card’s counsel in the opening of “what should I focus on”', () => {
    const req = readingRequestFor(locale, 'decision', FOCUS, { question: Q.focus[locale] });
    expect(openingCounsel(req)?.card).toBe('major-10');
  });

  it('gives a one-card reading’s counsel as the way for “how can I”, before any word on yes or no', () => {
    const req = readingRequestFor(locale, 'yes-no', [['wands-07', true]], { question: Q.calm[locale] });
    expect(openingCounsel(req)?.card).toBe('wands-07');
  });

  it('answers whether to ask for a raise with yes, and how in the raise’s own words (scenarios.json)', () => {
    const req = readingRequestFor(locale, 'celtic-cross', [...RAISE], { question: Q.raise[locale] });
    const opening = composeReading(req, { random: seededRandom(7) })[0] ?? '';
    const raise = localeJson<Record<string, Record<string, string[]>>>(locale, 'scenarios').raise?.open ?? [];
    expect(raise.some((line) => opening.includes(line))).toBe(true);
  });

  it.each([['relationship', BOSS, 'ahead', 3]] as const)(
    'names the challenge’s warning, not its counsel, as what to watch in the opening (%s)',
    (spread, cards, q, at) => {
      const req = readingRequestFor(locale, spread, [...cards], { question: Q[q][locale] });
      const opening = composeReading(req, { random: seededRandom(7) })[0] ?? '';
      const challenge = req.cards[at];
      const lines =
        challenge && roles(locale)[challenge.cardId]?.[challenge.reversed ? 'reversed' : 'upright'];
      // After "Watch out, though:" its first letter is small, and a colon of its own is a dash.
      expect(opening).toContain((lines?.obstacle ?? '-').slice(1).replace(/\s*:\s+/g, ' — '));
      expect(opening.match(/:/g)?.length ?? 0).toBeLessThanOrEqual(1);
      for (const line of challenge ? counsels(req, challenge) : []) expect(opening).not.toContain(line);
    },
  );
});
