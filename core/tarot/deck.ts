/**
 * The 78-card deck: stable ids and structure. Texts (names, keywords, meanings)
 * live in locales/<lang>/cards.json so the bot and the mini-app share them.
 */

export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];

export type CardId = string;

export interface CardDef {
  id: CardId;
  arcana: 'major' | 'minor';
  suit: Suit | null;
  /** Major: 0..21 in the Marseille order (8 Justice, 11 Strength). Minor: 1..14 (11 Page, 12 Knight, 13 Queen, 14 King). */
  number: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

const majors: CardDef[] = Array.from({ length: 22 }, (_, n) => ({
  id: `major-${pad(n)}`,
  arcana: 'major',
  suit: null,
  number: n,
}));

const minors: CardDef[] = SUITS.flatMap((suit) =>
  Array.from({ length: 14 }, (_, i) => ({
    id: `${suit}-${pad(i + 1)}`,
    arcana: 'minor' as const,
    suit,
    number: i + 1,
  })),
);

export const DECK: readonly CardDef[] = [...majors, ...minors];

const byId = new Map(DECK.map((c) => [c.id, c]));

export function findCard(id: CardId): CardDef | undefined {
  return byId.get(id);
}

/** Major arcana card for a personal-arcana number 1..22 (22 is the Fool, card 0). */
export function majorForArcana(n: number): CardDef {
  const card = byId.get(`major-${pad(n % 22)}`);
  if (!card) throw new Error(`no major arcana ${n}`);
  return card;
}
