/** The clarifier card of a follow-up: one card from those not on the table yet (DESIGN §6b). */
import { randomInt } from 'node:crypto';
import { type CardId, DECK } from '../tarot/deck.js';

export interface Clarifier {
  card_id: CardId;
  reversed: boolean;
}

/**
 * A card not in `onTable` (the spread and earlier clarifiers), reversed with probability 1/2 when the
 * user allows reversed cards, as a spread's cards are drawn.
 */
export function drawClarifier(
  onTable: ReadonlySet<string>,
  allowReversed: boolean,
  random: (n: number) => number = randomInt,
): Clarifier {
  const left = DECK.filter((c) => !onTable.has(c.id));
  const card = left[random(left.length)];
  if (!card) throw new Error('no card left to draw');
  return { card_id: card.id, reversed: allowReversed && random(2) === 1 };
}
