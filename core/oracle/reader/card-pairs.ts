/**
 * What a teacher points out about two cards together (issue 21 §1): the classic pairs, written whole
 * in locales/<lang>/card-pairs.json. Elemental dignities are not remarked on: the blind comparison read
 * them as asides that change nothing (blind review 4).
 */
import { namespace } from '../../i18n.js';
import { DECK } from '../../tarot/deck.js';
import type { OracleCard } from '../oracle.js';
import type { Phrasebook } from './phrasebook.js';

/** At most this many pair notes in one reading, so a big spread does not turn into a catalogue. */
const MAX_PAIRS = 2;

const ORDER = new Map(DECK.map((card, i) => [card.id, i]));
const pairKey = (a: string, b: string) =>
  (ORDER.get(a) ?? 0) <= (ORDER.get(b) ?? 0) ? `${a}+${b}` : `${b}+${a}`;

/**
 * The notes for the classic pairs drawn. A note is written for both cards upright ("the Fool brings the
 * courage to begin"): a pair with a reversed card is read by the cards' own blocks and the story, not by
 * a note that contradicts them (design review 12, problem 2).
 */
export function pairNotes(book: Phrasebook, cards: OracleCard[]): string[] {
  const { pairs } = namespace<{ pairs: Record<string, string> }>(book.locale, 'card-pairs');
  const notes: string[] = [];
  const upright = cards.filter((c) => !c.reversed);
  for (const [i, a] of upright.entries())
    for (const b of upright.slice(i + 1)) {
      const note = pairs[pairKey(a.cardId, b.cardId)];
      if (note && notes.length < MAX_PAIRS) notes.push(note);
    }
  return notes;
}
