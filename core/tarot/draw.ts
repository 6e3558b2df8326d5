/** Draws cards on the server with a cryptographic random source (DESIGN §6). */
import { randomInt } from 'node:crypto';
import { type CardId, DECK } from './deck.js';

export interface DrawnCard {
  position: string;
  card_id: CardId;
  reversed: boolean;
}

/**
 * One card per position, without replacement; each card reversed with probability 1/2 when allowed.
 * `random` (an integer in [0, n)) is crypto's; tests that measure many draws pass a seeded one.
 */
export function drawCards(
  positions: readonly string[],
  allowReversed: boolean,
  random: (n: number) => number = randomInt,
): DrawnCard[] {
  const ids = DECK.map((c) => c.id);
  // Partial Fisher-Yates: only as many swaps as cards needed.
  for (let i = 0; i < positions.length; i++) {
    const j = i + random(ids.length - i);
    [ids[i], ids[j]] = [ids[j] as CardId, ids[i] as CardId];
  }
  return positions.map((position, i) => ({
    position,
    card_id: ids[i] as CardId,
    reversed: allowReversed && random(2) === 1,
  }));
}
