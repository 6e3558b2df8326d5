/**
 * What a reader says about the cards together: the story they tell for the question (story.ts), after
 * the strongest pattern: the deck's classic pairs (card-pairs.ts) or many Major Arcana. Reciting the
 * positions ("the situation is X, the knot is Y") and counting suits and numbers read as a formula
 * (blind review 8) and are gone, as are stock notes on court cards and reversals (blind review 5).
 * Spreads of one and two cards have none.
 */
import { SUITS } from '../../tarot/deck.js';
import type { OracleCard } from '../oracle.js';
import { pairNotes } from './card-pairs.js';
import type { Phrasebook } from './phrasebook.js';
import { isCalendar } from './roles.js';
import { story } from './story.js';

/**
 * Many Major Arcana (three or more, half the spread or more): the matter is larger than the day, said
 * once. Two are not "so many great cards" (blind review 17).
 */
function manyMajors(book: Phrasebook, cards: OracleCard[]): string[] {
  const majors = cards.filter((c) => c.arcana === 'major').length;
  return majors < 3 || majors * 2 < cards.length ? [] : [book.line('majors_many')];
}

/**
 * A suit that leads the spread: at least three cards, more than half of the minor ones, and more than any
 * other suit (blind review 15 praised what such a count says: "Swords at the root, Pentacles at the way
 * out", "no Cups in a reading about feelings").
 */
function suitLead(book: Phrasebook, cards: OracleCard[]): string[] {
  const minors = cards.filter((c) => c.arcana === 'minor');
  const counts = SUITS.map((suit) => minors.filter((c) => c.suit === suit).length);
  const top = Math.max(...counts);
  const lead = SUITS[counts.indexOf(top)];
  const alone = counts.filter((n) => n === top).length === 1;
  return lead && alone && top >= 3 && top * 2 > minors.length ? [book.line(`suit_lead_${lead}`)] : [];
}

/** A question of the heart read from four cards or more without a single Cup. */
function noCups(book: Phrasebook, cards: OracleCard[], heart: boolean): string[] {
  return heart && cards.length >= 4 && !cards.some((c) => c.suit === 'cups')
    ? [book.line('no_cups_heart')]
    : [];
}

/**
 * A count said as the language's prose says it (`names` count_3…count_10: "four of the five", "cuatro de
 * las cinco", "vier von fünf", "五张里有四张"; Russian keeps its digits, whose nouns would have to agree).
 */
const count = (book: Phrasebook, n: number) => {
  const key = `count_${n}`;
  const said = book.name(key);
  return said === key ? String(n) : said;
};

/**
 * Three reversed cards or more, half the spread or more, said with their count (blind review 28: "many
 * cards reversed" in one reading of six read as stock; a count is what a reader says).
 */
function manyReversed(book: Phrasebook, cards: OracleCard[]): string[] {
  const reversed = cards.filter((c) => c.reversed).length;
  if (reversed < 3 || reversed * 2 < cards.length) return [];
  const key = reversed === cards.length ? 'reversed_all' : 'reversed_many';
  return [book.line(key, { count: count(book, reversed), total: count(book, cards.length) })];
}

/**
 * The pattern a reader would mention, strongest first: a classic pair, no Cup in a question of the
 * heart, a leading suit, many Major Arcana, many reversals. One note at most, however big the spread
 * (design review 10, problem 2: three notes stacked before the story read as a reference book), and
 * where none speaks, nothing.
 */
function patterns(book: Phrasebook, cards: OracleCard[], heart: boolean): string[] {
  const notes = [
    () => pairNotes(book, cards),
    () => noCups(book, cards, heart),
    () => suitLead(book, cards),
    () => manyMajors(book, cards),
    () => manyReversed(book, cards),
  ];
  for (const note of notes) {
    const said = note();
    if (said.length) return said.slice(0, 1);
  }
  return [];
}

interface StoryOptions {
  /** What the story is told for ("your question about work"); '' without a question. */
  subject: string;
  /** The question comes from a hard place. */
  heavy: boolean;
  /** The road the opening chose on Two Paths. */
  side?: 0 | 1 | null;
  /** The question is one of the heart (love): a spread without a Cup says so. */
  heart?: boolean;
  /** A known situation tells its turn in that card's block (story.ts, turnOf), not after the cards. */
  situated?: boolean;
}

/** The patterns and the story, as one paragraph. */
export function connections(book: Phrasebook, cards: OracleCard[], options: StoryOptions): string[] {
  const { subject, heavy, side, heart = false, situated = false } = options;
  if (cards.length < 3) return [];
  // The Year Ahead's calendar names its own cards, and a question from a hard place hears the story,
  // not a teacher's aside ("both ask for letting go"): no pair note before either.
  const said = heavy || isCalendar(cards) ? [] : patterns(book, cards, heart);
  const arc = story(book, cards, subject, heavy, side, situated);
  // One paragraph: a pattern note alone would repeat word for word across readings, and the story,
  // which names the question, comes last.
  return [book.join([...said, arc])].filter(Boolean);
}
