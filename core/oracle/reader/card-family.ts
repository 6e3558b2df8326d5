/**
 * The kind of card a situation's turn sentence is chosen for (scenarios.json `turns`, ADR 0105): a sentence
 * picked without looking at the card gave it a meaning its block did not ("a doubt about money" for the
 * reversed Hermit; side-by-side rating ab6). A Minor card is of its suit's family; each Major of the family
 * its meaning belongs to.
 */
import type { Suit } from '../../tarot/deck.js';
import type { OracleCard } from '../oracle.js';

export type CardFamily = 'heart' | 'mind' | 'hands' | 'drive' | 'change';

const SUIT_FAMILY: Record<string, CardFamily> = {
  cups: 'heart',
  swords: 'mind',
  pentacles: 'hands',
  wands: 'drive',
};

/** Each Major Arcana card by its id (this deck numbers Justice 8 and Strength 11). */
const MAJOR_FAMILY: Record<string, CardFamily> = {
  'major-00': 'change', // the Fool
  'major-01': 'drive', // the Magician
  'major-02': 'heart', // the High Priestess
  'major-03': 'hands', // the Empress
  'major-04': 'hands', // the Emperor
  'major-05': 'mind', // the Hierophant
  'major-06': 'heart', // the Lovers
  'major-07': 'drive', // the Chariot
  'major-08': 'mind', // Justice
  'major-09': 'mind', // the Hermit
  'major-10': 'change', // the Wheel of Fortune
  'major-11': 'heart', // Strength
  'major-12': 'change', // the Hanged Man
  'major-13': 'change', // Death
  'major-14': 'hands', // Temperance
  'major-15': 'hands', // the Devil
  'major-16': 'change', // the Tower
  'major-17': 'heart', // the Star
  'major-18': 'mind', // the Moon
  'major-19': 'drive', // the Sun
  'major-20': 'change', // Judgement
  'major-21': 'change', // the World
};

export function familyOf(card: Pick<OracleCard, 'cardId' | 'suit'>): CardFamily {
  if (card.suit && SUIT_FAMILY[card.suit]) return SUIT_FAMILY[card.suit] as CardFamily;
  return MAJOR_FAMILY[card.cardId] ?? 'change';
}

/**
 * The suit whose element a card's family shares (the Hermit thinks as the Swords do, the Empress tends as the
 * Pentacles do); null for the Majors of change, which have no suit's like.
 */
export function suitLike(card: Pick<OracleCard, 'cardId' | 'suit'>): Suit | null {
  const family = familyOf(card);
  return (Object.keys(SUIT_FAMILY) as Suit[]).find((suit) => SUIT_FAMILY[suit] === family) ?? null;
}
