/**
 * What a reader says about the cards together: the spread's arc and its position pairs (Celtic Cross
 * 1–2, 3–5, 9–10), then the one or two strongest patterns: the deck's classic pairs (card-pairs.ts),
 * a number or a suit that dominates, many Major Arcana. Stock notes on court cards as people and on
 * runs of reversals are not said: the blind reader took them for boilerplate (blind review 5).
 * Spreads of one and two cards have none.
 */
import type { OracleCard } from '../oracle.js';
import { pairNotes } from './card-pairs.js';
import { plainName } from './card-paragraph.js';
import type { Phrasebook } from './phrasebook.js';

/** The arc sentences of each spread, by phrase key. */
const ARCS: Record<string, string[]> = {
  'three-cards': ['arc_three_cards'],
  'situation-obstacle-advice': ['arc_situation_obstacle_advice'],
  relationship: ['arc_relationship'],
  career: ['arc_career'],
  decision: ['arc_decision'],
  'month-ahead': ['arc_month'],
  'two-people': ['arc_two_people'],
  'year-ahead': ['arc_year'],
  horseshoe: ['arc_horseshoe'],
  'shadow-work': ['arc_shadow'],
  'celtic-cross': ['arc_cross_heart', 'arc_cross_vertical', 'arc_cross_end'],
};

/** Per position: the card's name as {{position}}; the first and last cards as {{first}} and {{last}}. */
function positionVars(book: Phrasebook, cards: OracleCard[]): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const card of cards) vars[card.position] = plainName(book, card.name);
  const [first, last] = [cards[0], cards.at(-1)];
  if (first && last)
    Object.assign(vars, { first: plainName(book, first.name), last: plainName(book, last.name) });
  return vars;
}

/** A couple's spread asked about someone or something else names its other side for it (subject-fit.ts). */
const MISFIT_ARCS: Record<string, string> = {
  relationship: 'arc_relationship_misfit',
  'two-people': 'arc_two_people_misfit',
};

function arcs(book: Phrasebook, spreadId: string, cards: OracleCard[], who?: string): string[] {
  const misfit = who ? MISFIT_ARCS[spreadId] : undefined;
  const keys = misfit ? [misfit] : (ARCS[spreadId] ?? ['arc_generic']);
  const vars = { ...positionVars(book, cards), ...(who ? { who } : {}) };
  return keys.map((key) => book.line(key, vars));
}

/** Many Major Arcana (half the spread or more): the matter is larger than the day, said once. */
function manyMajors(book: Phrasebook, cards: OracleCard[]): string[] {
  const majors = cards.filter((c) => c.arcana === 'major').length;
  return majors < 2 || majors * 2 < cards.length ? [] : [book.line('majors_many')];
}

/** Groups of cards sharing a value, largest first. */
function groups<T>(cards: OracleCard[], key: (c: OracleCard) => T | null): [T, OracleCard[]][] {
  const map = new Map<T, OracleCard[]>();
  for (const card of cards) {
    const k = key(card);
    if (k !== null) map.set(k, [...(map.get(k) ?? []), card]);
  }
  return [...map.entries()].sort((a, b) => b[1].length - a[1].length);
}

function suits(book: Phrasebook, cards: OracleCard[]): string[] {
  const [top, second] = groups(cards, (c) => c.suit);
  // A suit speaks only when it really dominates: three cards or more and half the spread (never two of
  // five, and two of three is no "again and again"), untied.
  if (!top || top[1].length < Math.max(3, Math.ceil(cards.length / 2))) return [];
  if (second && second[1].length === top[1].length) return [];
  const names = book.list(top[1].map((c) => plainName(book, c.name)));
  return [
    book.line('suit_repeat', { cards: names, suit: book.name(`suit_${top[0]}`) }),
    book.line(`suit_${top[0]}`),
  ];
}

function numbers(book: Phrasebook, cards: OracleCard[]): string[] {
  const [top] = groups(
    cards.filter((c) => c.arcana === 'minor'),
    (c) => c.number,
  );
  // Two Aces is chance; three of a number is a pattern a reader names.
  if (!top || top[1].length < 3) return [];
  return [
    book.line('rank_repeat', { cards: book.list(top[1].map((c) => plainName(book, c.name))) }),
    book.line(`rank_${top[0]}`),
  ];
}

/**
 * The patterns a reader would mention, strongest first: the classic pairs, a number three times, a
 * suit that holds half the spread, many Major Arcana. Only the strongest one (two in a big spread) is said, and where none speaks, nothing: counts of suits and
 * elements that do not dominate, and elemental asides, read as padding (blind review 4).
 */
function patterns(book: Phrasebook, cards: OracleCard[]): string[] {
  const found = [
    pairNotes(book, cards),
    numbers(book, cards),
    suits(book, cards),
    manyMajors(book, cards),
  ].filter((group) => group.length > 0);
  return found.slice(0, cards.length <= 5 ? 1 : 2).flat();
}

/** The arc and the patterns: one paragraph, or two for a big spread, where each names its cards. */
export function connections(book: Phrasebook, spreadId: string, cards: OracleCard[], who?: string): string[] {
  if (cards.length < 3) return [];
  const said = patterns(book, cards);
  const arc = book.join(arcs(book, spreadId, cards, who));
  // A small spread's patterns often name no card, so they share the arc's paragraph to stay unique.
  // The arc comes last: a reading never ends on a count of suits or numbers (blind review 5).
  if (cards.length <= 5) return [book.join([...said, arc])];
  return [book.join(said), arc].filter(Boolean);
}
