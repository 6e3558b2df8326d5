/**
 * How a card leans, for the story after the cards (story.ts) and for fitted lines. The links between
 * neighbouring cards ("Wands again, as in X") read as templates (blind review 8) and are gone.
 */
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard } from '../oracle.js';
import { isReleased } from './card-paragraph.js';

/** How a card leans, as its paragraph reads it: hopeful (or a hard thing easing), heavy, or open. */
export function polarity(card: Pick<OracleCard, 'cardId' | 'reversed'>): number {
  if (isReleased(card)) return 1;
  const value = yesNoOf(card.cardId, card.reversed);
  return value === 'yes' ? 1 : value === 'no' ? -1 : 0;
}
