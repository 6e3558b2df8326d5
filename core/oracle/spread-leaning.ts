/**
 * The answer a whole spread gives before it is read card by card (ADR 0048): for a yes/no question, a
 * leaning from every card's yes/no value (the cards that look ahead count double) and the card that
 * tips it; for a this-or-that question, the spread's two paths (or its first and second half) weighed
 * for the two options, or a single card held up to both as a lens; for a how or what question, the card the answer leans on. Questions
 * the cards must not settle (another person's heart, health, loss) get a note instead, as in
 * yes-no-answer.ts.
 */
import { type YesNo, yesNoOf } from '../tarot/yes-no.js';
import type { OracleCard } from './oracle.js';
import type { QuestionShape } from './question-shape.js';
import { SENSITIVE_TOPICS } from './question-topic.js';
import { isReleased } from './reader/card-paragraph.js';
import { AHEAD, roleOf } from './reader/roles.js';
import type { Mood } from './scenarios/scenario-voice.js';

export type NoVerdict = 'not_yes_no' | 'choice_question' | 'careful_no_verdict' | 'third_party_no_verdict';

export type Leaning =
  | {
      kind: 'verdict';
      value: YesNo;
      flipped: boolean;
      because: OracleCard;
      against: OracleCard | null;
      /** Read on Two Paths: path A as doing it, path B as not (a yes or a no, never a maybe). */
      paths?: boolean;
    }
  | {
      kind: 'choice';
      options: [string, string];
      winner: 0 | 1 | null;
      /**
       * How the options were weighed: the spread's own two paths (Two Paths), its two halves, or not
       * at all: one card is a lens on both.
       */
      weighing: 'paths' | 'halves' | 'lens';
      /** Which option stays as things are, when weighed for the change. */
      stays: 0 | 1 | null;
      /** The card that carries the stronger side. */
      lead: OracleCard | null;
    }
  | { kind: 'guidance'; card: OracleCard }
  | { kind: 'note'; note: NoVerdict; card: OracleCard };

const SCORE: Record<YesNo, number> = { yes: 1, maybe: 0, no: -1 };
const OPPOSITE: Record<YesNo, YesNo> = { yes: 'no', no: 'yes', maybe: 'maybe' };

/** Cards that look ahead, and the advice, weigh double in a leaning. */
const weightOf = (card: OracleCard) => {
  const role = roleOf(card.position);
  return AHEAD.has(role) || role === 'advice' ? 2 : 1;
};

const cardValue = (card: OracleCard): YesNo => yesNoOf(card.cardId, card.reversed);

/** The mean value of the cards, weighted: 1 is a clear yes, -1 a clear no. */
function balance(cards: OracleCard[], easing = false): number {
  const value = (c: OracleCard) => (easing && isReleased(c) ? 'yes' : cardValue(c));
  const total = cards.reduce((sum, c) => sum + weightOf(c), 0);
  return total === 0 ? 0 : cards.reduce((sum, c) => sum + weightOf(c) * SCORE[value(c)], 0) / total;
}

/** The weightiest card with the value, the later one on a tie (the outcome over the past). */
function strongest(cards: OracleCard[], value: YesNo): OracleCard | null {
  let best: OracleCard | null = null;
  for (const card of cards)
    if (cardValue(card) === value && (!best || weightOf(card) >= weightOf(best))) best = card;
  return best;
}

/** Roles a spread without an advice or an outcome card leans on: its theme (not its last month). */
const THEMES = new Set(['year', 'theme']);

/**
 * The card a how or what question leans on: the advice, else the outcome, else the spread's theme (the
 * Year Ahead's year, not its thirteenth card: design review 12), else the last card.
 */
export function anchorCard(cards: OracleCard[]): OracleCard | undefined {
  return (
    cards.find((c) => roleOf(c.position) === 'advice') ??
    cards.find((c) => roleOf(c.position) === 'outcome') ??
    cards.find((c) => THEMES.has(roleOf(c.position))) ??
    cards.at(-1)
  );
}

/** Roles that say where things stand now, in the order a reader looks for them. */
const NOW = ['present', 'theme', 'year', 'bond', 'self'];

/** The card that says where things stand now: the present, the theme, the bond or you, else the first. */
export function nowCard(cards: OracleCard[]): OracleCard | undefined {
  for (const role of NOW) {
    const found = cards.find((c) => roleOf(c.position) === role);
    if (found) return found;
  }
  return cards[0];
}

/** A balance above this is a yes, below its negative a no, in between a maybe. */
const CLEAR = 0.2;

/**
 * How a spread leans for a how-question: clear where its cards, easing ones counted as hopeful, lean
 * to yes as clearly as a verdict would; hard otherwise (a mixed spread hears the careful lead, not "the
 * cards are on your side").
 */
export const spreadMood = (cards: OracleCard[]): Mood => (balance(cards, true) > CLEAR ? 'clear' : 'hard');

function verdict(cards: OracleCard[], unwanted: boolean): Leaning {
  const b = balance(cards);
  const value: YesNo = b > CLEAR ? 'yes' : b < -CLEAR ? 'no' : 'maybe';
  const first = cards[0] as OracleCard;
  const because =
    value === 'maybe'
      ? (strongest(cards, 'yes') ?? strongest(cards, 'maybe') ?? first)
      : (strongest(cards, value) ?? first);
  const against = value === 'maybe' ? strongest(cards, 'no') : strongest(cards, OPPOSITE[value]);
  const flipped = unwanted && value !== 'maybe';
  return { kind: 'verdict', value: flipped ? OPPOSITE[value] : value, flipped, because, against };
}

/** Two Paths names each option's cards; they are weighed alone, not where the person stands. */
const PATH_SIDES = [
  ['path_a', 'path_a_brings'],
  ['path_b', 'path_b_brings'],
] as const;

/**
 * The spread's own two paths when it has them (Two Paths), else the first half of the spread for the
 * first option and the second half for the second.
 */
function weighed(cards: OracleCard[], options: [string, string]): Leaning {
  const onPath = (keys: readonly string[]) => cards.filter((c) => keys.includes(c.position));
  const paths: [OracleCard[], OracleCard[]] = [onPath(PATH_SIDES[0]), onPath(PATH_SIDES[1])];
  const half = Math.floor(cards.length / 2);
  const byPaths = paths[0].length > 0 && paths[1].length > 0;
  const sides: [OracleCard[], OracleCard[]] = byPaths
    ? paths
    : [cards.slice(0, half), cards.slice(cards.length - half)];
  const diff = balance(sides[0]) - balance(sides[1]);
  // A choice gets a lean whenever one side weighs more at all: "nearly level" answers nothing.
  const winner = diff === 0 ? null : diff > 0 ? 0 : 1;
  const side = winner === null ? [] : sides[winner];
  const lead = strongest(side, 'yes') ?? strongest(side, 'maybe') ?? side[0] ?? null;
  return { kind: 'choice', options, winner, weighing: byPaths ? 'paths' : 'halves', stays: null, lead };
}

/**
 * A yes/no question on Two Paths ("Should I tell my partner?"): path A is the road where you do it,
 * path B the one where you do not, and the kinder road is the answer.
 */
function pathsVerdict(cards: OracleCard[]): Leaning | null {
  const onPath = (keys: readonly string[]) => cards.filter((c) => keys.includes(c.position));
  const [a, b] = [onPath(PATH_SIDES[0]), onPath(PATH_SIDES[1])];
  if (a.length === 0 || b.length === 0) return null;
  // A road is weighed by what its cards' paragraphs say: a reversal that eases the hard thing (the Five
  // of Swords' amends) speaks for that road (blind review 5 read "no" against its own cards).
  const yes = balance(a, true) >= balance(b, true);
  const win = yes ? a : b;
  const because =
    strongest(win, 'yes') ?? win.find(isReleased) ?? strongest(win, 'maybe') ?? (win[0] as OracleCard);
  return { kind: 'verdict', value: yes ? 'yes' : 'no', flipped: false, because, against: null, paths: true };
}

/**
 * One card for "move or stay?" picks no side (blind review 5: a lone King of Wands "favoured Lisbon"):
 * it is a lens held up to both options, and the reading says what to look for in each.
 */
const lens = (card: OracleCard, options: [string, string], stays: 0 | 1 | null): Leaning => ({
  kind: 'choice',
  options,
  winner: null,
  weighing: 'lens',
  stays,
  lead: card,
});

export interface LeaningOptions {
  /** The question is about another person's heart (core/safety): no verdict. */
  thirdParty?: boolean;
  /** The yes/no spread, which says plainly when a how-question gets no verdict. */
  yesNoSpread?: boolean;
}

export function spreadLeaning(
  cards: OracleCard[],
  shape: QuestionShape,
  options: LeaningOptions = {},
): Leaning | null {
  const anchor = anchorCard(cards);
  if (!anchor || shape.kind === 'none') return null;
  if (options.thirdParty) return { kind: 'note', note: 'third_party_no_verdict', card: anchor };
  if (shape.kind === 'open')
    return options.yesNoSpread
      ? { kind: 'note', note: 'not_yes_no', card: anchor }
      : { kind: 'guidance', card: anchor };
  if (shape.kind === 'choice') {
    if (shape.options && cards.length >= 2) return weighed(cards, shape.options);
    if (shape.options) return lens(anchor, shape.options, shape.stays);
    return { kind: 'note', note: 'choice_question', card: anchor };
  }
  if (SENSITIVE_TOPICS.has(shape.topics[0] ?? 'general'))
    return { kind: 'note', note: 'careful_no_verdict', card: anchor };
  return (!shape.unwanted && pathsVerdict(cards)) || verdict(cards, shape.unwanted);
}

/** Cards of quick movement (Wands, Eights, Knights, the Fool, the Chariot, the Wheel) and of slow growth. */
const FAST_MAJORS = new Set(['major-00', 'major-07', 'major-10']);
const SLOW_MAJORS = new Set(['major-04', 'major-09', 'major-12', 'major-14']);

/** The pace a spread suggests for a time question: more quick cards than slow ones, or the reverse. */
export function spreadPace(cards: OracleCard[]): 'fast' | 'slow' | 'even' {
  const minor = (c: OracleCard, ...numbers: number[]) => c.arcana === 'minor' && numbers.includes(c.number);
  // A quick card reversed is movement held up: it slows the spread (blind review 14: "many of these cards
  // are quick" over a lone reversed Knight of Wands).
  const quick = (c: OracleCard) => FAST_MAJORS.has(c.cardId) || c.suit === 'wands' || minor(c, 8, 12);
  const fast = cards.filter((c) => quick(c) && !c.reversed).length;
  const slow = cards.filter(
    (c) => (quick(c) && c.reversed) || SLOW_MAJORS.has(c.cardId) || c.suit === 'pentacles' || minor(c, 4),
  ).length;
  return fast > slow ? 'fast' : slow > fast ? 'slow' : 'even';
}
