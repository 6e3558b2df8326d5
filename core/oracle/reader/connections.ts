/**
 * What a reader says about the cards together: the story they tell for the question (story.ts), after
 * the strongest pattern: the deck's classic pairs (card-pairs.ts) or many Major Arcana. Reciting the
 * positions ("the situation is X, the knot is Y") and counting suits and numbers read as a formula
 * (blind review 8) and are gone, as are stock notes on court cards and reversals (blind review 5).
 * Spreads of one and two cards have none.
 */
import type { OracleCard } from '../oracle.js';
import { pairNotes } from './card-pairs.js';
import type { Phrasebook } from './phrasebook.js';
import { isCalendar } from './roles.js';
import { story } from './story.js';

/** Many Major Arcana (half the spread or more): the matter is larger than the day, said once. */
function manyMajors(book: Phrasebook, cards: OracleCard[]): string[] {
  const majors = cards.filter((c) => c.arcana === 'major').length;
  return majors < 2 || majors * 2 < cards.length ? [] : [book.line('majors_many')];
}

/**
 * The pattern a reader would mention, strongest first: a classic pair, then many Major Arcana. One note
 * at most, however big the spread (design review 10, problem 2: three notes stacked before the story
 * read as a reference book), and where none speaks, nothing.
 */
function patterns(book: Phrasebook, cards: OracleCard[]): string[] {
  return [...pairNotes(book, cards), ...manyMajors(book, cards)].slice(0, 1);
}

/**
 * The patterns and the story, as one paragraph. `subject` is what the story is
 * told for ("your question about work"); `heavy` when the question comes from a hard place; `side` the
 * road the opening chose on Two Paths.
 */
export function connections(
  book: Phrasebook,
  cards: OracleCard[],
  subject: string,
  heavy: boolean,
  side?: 0 | 1 | null,
): string[] {
  if (cards.length < 3) return [];
  // The Year Ahead's calendar names its own cards, and a question from a hard place hears the story,
  // not a teacher's aside ("both ask for letting go"): no pair note before either.
  const said = heavy || isCalendar(cards) ? [] : patterns(book, cards);
  const arc = story(book, cards, subject, heavy, side);
  // One paragraph: a pattern note alone would repeat word for word across readings, and the story,
  // which names the question, comes last.
  return [book.join([...said, arc])].filter(Boolean);
}
