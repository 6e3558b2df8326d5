/**
 * The link from the card before (card-links.ts names which), said only when the two cards share their
 * suit: the same element of life (feeling, thought, drive, the practical) carries on, and the link says
 * which. Stock connectors by polarity alone ("It agrees with X", "Here X meets resistance") read as
 * templates (blind review 6) and are gone; where the two cards share no suit, the paragraph stands
 * without a link (the Major Arcana and numbers are not remarked on in a card's paragraph, ADR 0083).
 */
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard } from '../oracle.js';
import { isReleased, plainName } from './card-paragraph.js';
import type { Phrasebook } from './phrasebook.js';

/** How a card leans, as its paragraph reads it: hopeful (or a hard thing easing), heavy, or open. */
export function polarity(card: Pick<OracleCard, 'cardId' | 'reversed'>): number {
  if (isReleased(card)) return 1;
  const value = yesNoOf(card.cardId, card.reversed);
  return value === 'yes' ? 1 : value === 'no' ? -1 : 0;
}

/** The suit two cards share, as its link's phrase key; null when they share none. */
const shared = (prev: OracleCard, card: OracleCard) =>
  prev.suit && prev.suit === card.suit ? `link_suit_${card.suit}` : null;

/**
 * The link sentence, with what the two cards share as its reason; '' when they share nothing, or when
 * the reading has already said the same link (`said`, once per reading: four Swords are one thread).
 */
export function cardLink(
  book: Phrasebook,
  prev: OracleCard,
  card: OracleCard,
  said = new Set<string>(),
): string {
  const key = shared(prev, card);
  if (!key || said.has(key)) return '';
  said.add(key);
  return book.line(key, { prev: plainName(book, prev.name) });
}
