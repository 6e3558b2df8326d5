/**
 * The link from the card before (card-links.ts names which), said only when the two cards share
 * something a reader would name: their suit (the same element of life carries on), both Major Arcana
 * (one large turn continues), or their number (the same stage in another area). Stock connectors by
 * polarity alone ("It agrees with X", "Here X meets resistance") read as templates (blind review 6) and
 * are gone; where the two cards share nothing, the paragraph stands without a link.
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

/** What two cards share that a reader would name, as its phrase key; null when nothing. */
function shared(prev: OracleCard, card: OracleCard): string | null {
  if (prev.arcana === 'major' && card.arcana === 'major') return 'link_major';
  if (prev.suit && prev.suit === card.suit) return `link_suit_${card.suit}`;
  if (prev.arcana === 'minor' && card.arcana === 'minor' && prev.number === card.number) return 'link_number';
  return null;
}

/**
 * The link sentence, with what the two cards share as its reason; '' when they share nothing, or when
 * the reading has already said the same link (`said`, one per reading: four Swords are one thread).
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
