/** The spreads and the deck in the interface language, fetched once per language and shared. */
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { api, type Rpc } from '../../lib/api.js';

export type Spread = InferResponseType<Rpc['tarot']['spreads']['$get'], 200>[number];
export type Card = InferResponseType<Rpc['tarot']['cards']['$get'], 200>[number];

const decks = new Map<string, Promise<Card[]>>();

function loadDeck(locale: string) {
  let deck = decks.get(locale);
  if (!deck) {
    deck = api.request<Card[]>(`/api/tarot/cards?locale=${encodeURIComponent(locale)}`);
    deck.catch(() => decks.delete(locale));
    decks.set(locale, deck);
  }
  return deck;
}

export function useDeck(locale: string): Map<string, Card> {
  const [cards, setCards] = useState<Map<string, Card>>(new Map());
  useEffect(() => {
    let live = true;
    loadDeck(locale).then(
      (list) => live && setCards(new Map(list.map((c) => [c.id, c]))),
      (e: unknown) => console.error('deck', e),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return cards;
}

/**
 * Spreads are per caller (the free card of the day), so they are read fresh each time; null until they
 * arrive. An empty locale reads nothing (a caller that was handed the spreads already).
 */
export function useSpreads(locale: string, refreshKey = 0): Spread[] | null {
  const [spreads, setSpreads] = useState<Spread[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey asks for a fresh read
  useEffect(() => {
    if (!locale) return;
    let live = true;
    api.request<Spread[]>(`/api/tarot/spreads?locale=${encodeURIComponent(locale)}`).then(
      (list) => live && setSpreads(list),
      (e: unknown) => console.error('spreads', e),
    );
    return () => {
      live = false;
    };
  }, [locale, refreshKey]);
  return spreads;
}
