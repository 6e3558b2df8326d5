/**
 * English card names, as printed on the card's banner when the caller passes
 * no name of its own. A unit test keeps them equal to locales/en/cards.json.
 */
import type { CardDef, Suit } from '../deck.js';

const MAJORS = [
  'The Fool',
  'The Magician',
  'The High Priestess',
  'The Empress',
  'The Emperor',
  'The Hierophant',
  'The Lovers',
  'The Chariot',
  'Justice',
  'The Hermit',
  'Wheel of Fortune',
  'Strength',
  'The Hanged Man',
  'Death',
  'Temperance',
  'The Devil',
  'The Tower',
  'The Star',
  'The Moon',
  'The Sun',
  'Judgement',
  'The World',
];

const RANKS = [
  'Ace',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Page',
  'Knight',
  'Queen',
  'King',
];

const SUIT_NAMES: Record<Suit, string> = {
  wands: 'Wands',
  cups: 'Cups',
  swords: 'Swords',
  pentacles: 'Pentacles',
};

export function englishName(card: CardDef): string {
  const name = card.suit ? `${RANKS[card.number - 1]} of ${SUIT_NAMES[card.suit]}` : MAJORS[card.number];
  if (!name) throw new Error(`no name for card ${card.id}`);
  return name;
}
