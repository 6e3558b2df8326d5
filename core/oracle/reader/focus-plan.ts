/**
 * The answer to a how or what question ("What should I focus on this week?", "How can I be more
 * confident?"): one focus, taken from the card the spread leans on, said in the answer's second
 * sentence, and, where the spread has an obstacle, that card's warning as what to watch (blind review 7:
 * such questions were deflected, not answered). The frames name no card: the opening shows before the
 * cards turn (ADR 0089).
 */
import type { OracleCard } from '../oracle.js';
import type { Subject } from '../topic-line.js';
import { answerLine, offSubject, parts } from './fitted-line.js';
import type { Phrasebook } from './phrasebook.js';
import { LINE_OF, roleLine } from './role-lines.js';
import { roleOf } from './roles.js';
import { SHORT_TIME } from './time-words.js';

export interface Plan {
  sentences: string[];
  /** The card whose counsel the answer has said, so neither its paragraph nor the closing repeats it. */
  told: OracleCard | null;
}

/**
 * A line that can be said as the way: on the question's subject, a counsel and not a question back, and,
 * for a spread read over a year, not a counsel for this week.
 */
const fits = (book: Phrasebook, subject: Subject, long: boolean) => (line: string) =>
  Boolean(line) &&
  !/[?？]$/.test(line.trim()) &&
  !offSubject(line, subject, book.locale) &&
  !(long && SHORT_TIME[book.locale].test(line));

/**
 * The card's way for the question: the step of its line for the subject, else its counsel. A card in
 * an advice position, whose paragraph reads its advice line, gives here the deck's own counsel for it.
 */
function way(
  book: Phrasebook,
  card: OracleCard,
  subject: Subject,
  long: boolean,
): { line: string; told: boolean } {
  // A sibling's line is already the family line's step (fitted-line.ts); its state is the card's paragraph.
  const topic = answerLine(book.locale, card, subject);
  const step = topic && subject.finer !== 'sibling' ? parts(topic, book.locale)[1] : (topic ?? '');
  if (fits(book, subject, long)(step)) return { line: step, told: true };
  const own = LINE_OF[roleOf(card.position)] === 'advice';
  const lines = own ? [card.lines.advice] : [roleLine(book.locale, card, 'advice'), card.lines.advice];
  // Over a year, where the card leads when all its counsels are for this week.
  if (long) lines.push(roleLine(book.locale, card, 'future'));
  return { line: lines.find(fits(book, subject, long)) ?? '', told: own };
}

/**
 * What to watch for: the obstacle's warning, its line for the challenge, never its counsel (blind review
 * 9, R35: "Against what stands in the way, The Hierophant counsels: Find a mentor"); '' when the spread
 * has no obstacle besides the focus card, or its warning is off the question's subject.
 */
function watch(
  book: Phrasebook,
  cards: OracleCard[],
  focus: OracleCard,
  subject: Subject,
): OracleCard | null {
  const obstacle = cards.find((c) => c !== focus && roleOf(c.position) === 'obstacle');
  if (!obstacle) return null;
  return [roleLine(book.locale, obstacle, 'obstacle')].find(fits(book, subject, false)) ? obstacle : null;
}

/**
 * A sentence set after a colon, in the languages that write its first word small there (German keeps a
 * whole sentence's capital after a colon; Chinese has none).
 */
export const afterColon = (locale: string, line: string) =>
  locale === 'de' || locale === 'zh' ? line : line.charAt(0).toLocaleLowerCase(locale) + line.slice(1);

/**
 * A line set after the frame's colon keeps no colon of its own: "Pero ojo: tanta luz puede deslumbrar:
 * …" (blind review 14's Spanish editor) becomes a dash.
 */
const oneColon = (locale: string, line: string) =>
  locale === 'zh' ? line.replace(/：/g, '——') : line.replace(/\s*:\s+/g, ' — ');

/** The focus and what to watch, or no sentences when the card has no line that fits the question. */
export function focusPlan(
  book: Phrasebook,
  cards: OracleCard[],
  focus: OracleCard,
  subject: Subject,
  { frame = 'answer_plan', long = false }: { frame?: string; long?: boolean } = {},
): Plan {
  const { line, told } = way(book, focus, subject, long);
  if (!line) return { sentences: [], told: null };
  const warner = watch(book, cards, focus, subject);
  return {
    sentences: [
      book.line(frame, { way: line, how: line }),
      warner
        ? book.line('answer_watch', {
            line: oneColon(book.locale, afterColon(book.locale, roleLine(book.locale, warner, 'obstacle'))),
          })
        : '',
    ],
    told: told ? focus : null,
  };
}
