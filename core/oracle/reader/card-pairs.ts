/**
 * What a teacher points out about two cards together (issue 21 §1): the classic pairs, written whole
 * in locales/<lang>/card-pairs.json, and the elemental dignity of two neighbouring cards whose elements
 * are opposed (friendly, neutral and doubled ones say nothing), from oracle.json's dignity_* phrases.
 */
import { namespace } from '../../i18n.js';
import { DECK } from '../../tarot/deck.js';
import { type Element, elementOf } from '../../tarot/elements.js';
import type { OracleCard } from '../oracle.js';
import { plainName } from './card-paragraph.js';
import type { Phrasebook } from './phrasebook.js';

/** At most this many pair notes in one reading, so a big spread does not turn into a catalogue. */
const MAX_PAIRS = 2;

const ORDER = new Map(DECK.map((card, i) => [card.id, i]));
const pairKey = (a: string, b: string) =>
  (ORDER.get(a) ?? 0) <= (ORDER.get(b) ?? 0) ? `${a}+${b}` : `${b}+${a}`;

export function pairNotes(book: Phrasebook, cards: OracleCard[]): string[] {
  const { pairs } = namespace<{ pairs: Record<string, string> }>(book.locale, 'card-pairs');
  const notes: string[] = [];
  for (const [i, a] of cards.entries())
    for (const b of cards.slice(i + 1)) {
      const note = pairs[pairKey(a.cardId, b.cardId)];
      if (note && notes.length < MAX_PAIRS) notes.push(note);
    }
  return notes;
}

/**
 * The element pairs a reader remarks on: only opposed ones, where two neighbours pull apart. Friendly
 * elements ("water and earth rest easily together") read as an aside that changes nothing (blind review 4).
 */
const DIGNITIES: [Element, Element][] = [
  ['fire', 'water'],
  ['air', 'earth'],
];

const dignityOf = (a: Element, b: Element) =>
  DIGNITIES.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** One line on the first opposed pair of neighbours, in the positions' order. */
export function dignityNote(book: Phrasebook, cards: OracleCard[]): string {
  let best: { a: OracleCard; b: OracleCard; index: number } | null = null;
  for (const [i, b] of cards.slice(1).entries()) {
    const a = cards[i] as OracleCard;
    const index = dignityOf(elementOf(a.cardId), elementOf(b.cardId));
    if (index >= 0 && !best) best = { a, b, index };
  }
  if (!best) return '';
  const [x, y] = DIGNITIES[best.index] as [Element, Element];
  // {{a}} is the card of the key's first element, as the phrases are written.
  const [a, b] = elementOf(best.a.cardId) === x ? [best.a, best.b] : [best.b, best.a];
  return book.line(`dignity_${x}_${y}`, { a: plainName(book, a.name), b: plainName(book, b.name) });
}
