/** "I drew my own cards": whether the person reads their own draw, and the card they name for each position. */
import { useCallback, useState } from 'react';
import type { Spread } from '../../../shared/spread/deck.js';

/** One position of an own-deck draw, as POST /api/readings takes it (DESIGN §6b). */
export interface OwnCard {
  position: string;
  card_id: string;
  reversed: boolean;
}

export type Chosen = Record<string, { cardId: string; reversed: boolean }>;

/** The named cards in the spread's order, or null while a position has none. */
export function ownCardsFor(spread: Spread, chosen: Chosen): OwnCard[] | null {
  const cards = spread.positions.map((p) => {
    const card = chosen[p.key];
    return card ? { position: p.key, card_id: card.cardId, reversed: card.reversed } : null;
  });
  return cards.every((c) => c !== null) ? (cards as OwnCard[]) : null;
}

export function useOwnDeck() {
  const [on, setOn] = useState(false);
  const [chosen, setChosen] = useState<Chosen>({});
  const choose = useCallback(
    (position: string, cardId: string) =>
      setChosen((c) => ({ ...c, [position]: { cardId, reversed: c[position]?.reversed ?? false } })),
    [],
  );
  const turn = useCallback((position: string) => {
    setChosen((c) => {
      const card = c[position];
      return card ? { ...c, [position]: { ...card, reversed: !card.reversed } } : c;
    });
  }, []);
  const clear = useCallback(() => setChosen({}), []);
  return { on, setOn, chosen, choose, turn, clear };
}

export type OwnDeck = ReturnType<typeof useOwnDeck>;
