/** The library's five shelves, in the deck's order: the Major Arcana, then the four suits. */
import type { Card } from '../../../shared/spread/deck.js';

export const GROUPS = ['major', 'wands', 'cups', 'swords', 'pentacles'] as const;
export type Group = (typeof GROUPS)[number];

export const isGroup = (value: unknown): value is Group => GROUPS.includes(value as Group);
export const groupOf = (card: Pick<Card, 'suit'>): Group => card.suit ?? 'major';

/** The cards of one shelf in the deck's order (Fool to World, Ace to King). */
export const cardsOf = (deck: ReadonlyMap<string, Card>, group: Group) =>
  [...deck.values()].filter((c) => groupOf(c) === group);
