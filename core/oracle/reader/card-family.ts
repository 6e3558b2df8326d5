/**
 * The kind of card a situation's turn sentence is chosen for (scenarios.json `turns`, ADR 0105): a sentence
 * picked without looking at the card gave it a meaning its block did not ("a doubt about money" for the
 * reversed Hermit; side-by-side rating ab6). A Minor card is of its suit's family; each Major of the family
 * its meaning belongs to.
 */
import type { OracleCard } from '../oracle.js';

export type CardFamily = 'heart' | 'mind' | 'hands' | 'drive' | 'change';

const SUIT_FAMILY: Record<string, CardFamily> = {
  cups: 'heart',
  swords: 'mind',
  pentacles: 'hands',
  wands: 'drive',
};

/** The Major Arcana by number: feeling, thought, the practical, will, or a turn of things. */
const MAJOR_FAMILY: readonly CardFamily[] = [
  'change', // the Fool
  'drive', // the Magician
  'heart', // the High Priestess
  'hands', // the Empress
  'hands', // the Emperor
  'mind', // the Hierophant
  'heart', // the Lovers
  'drive', // the Chariot
  'heart', // Strength
  'mind', // the Hermit
  'change', // the Wheel of Fortune
  'mind', // Justice
  'change', // the Hanged Man
  'change', // Death
  'hands', // Temperance
  'hands', // the Devil
  'change', // the Tower
  'heart', // the Star
  'mind', // the Moon
  'drive', // the Sun
  'change', // Judgement
  'change', // the World
];

export function familyOf(card: Pick<OracleCard, 'cardId' | 'suit'>): CardFamily {
  if (card.suit && SUIT_FAMILY[card.suit]) return SUIT_FAMILY[card.suit] as CardFamily;
  const number = Number(card.cardId.replace(/^major-/u, ''));
  return MAJOR_FAMILY[number] ?? 'change';
}
