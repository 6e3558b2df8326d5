/**
 * The classical element of each card: the suit's for the minors (Wands fire, Cups water, Swords air,
 * Pentacles earth), and for the majors the element of their astrological attribution in the
 * Golden Dawn tradition behind the Rider–Waite–Smith deck (the Emperor, Aries: fire).
 */
import { type CardId, findCard, type Suit } from './deck.js';

export const ELEMENTS = ['fire', 'water', 'air', 'earth'] as const;
export type Element = (typeof ELEMENTS)[number];

const SUIT_ELEMENT: Record<Suit, Element> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};

/** Majors 0..21 in this deck's numbering (8 Justice, 11 Strength). */
const MAJOR_ELEMENT: readonly Element[] = [
  'air', // 0 the Fool: air
  'air', // 1 the Magician: Mercury
  'water', // 2 the High Priestess: the Moon
  'earth', // 3 the Empress: Venus
  'fire', // 4 the Emperor: Aries
  'earth', // 5 the Hierophant: Taurus
  'air', // 6 the Lovers: Gemini
  'water', // 7 the Chariot: Cancer
  'air', // 8 Justice: Libra
  'earth', // 9 the Hermit: Virgo
  'fire', // 10 the Wheel: Jupiter
  'fire', // 11 Strength: Leo
  'water', // 12 the Hanged Man: water
  'water', // 13 Death: Scorpio
  'fire', // 14 Temperance: Sagittarius
  'earth', // 15 the Devil: Capricorn
  'fire', // 16 the Tower: Mars
  'air', // 17 the Star: Aquarius
  'water', // 18 the Moon: Pisces
  'fire', // 19 the Sun
  'fire', // 20 Judgement: fire
  'earth', // 21 the World: Saturn
];

export function elementOf(id: CardId): Element {
  const card = findCard(id);
  if (!card) throw new Error(`no card ${id}`);
  if (card.suit) return SUIT_ELEMENT[card.suit];
  const element = MAJOR_ELEMENT[card.number];
  if (!element) throw new Error(`no element for ${id}`);
  return element;
}
