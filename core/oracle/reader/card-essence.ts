/**
 * What a card says, from its picture, for any question and any place (locales/<lang>/card-essence.json):
 * one detail of the image and what it means on the side drawn, with no part of life, time or advice in it.
 * A single card is read by it before its line for the question, and a card none of whose lines fits the
 * question is read by it rather than by a line from another part of life (blind review 26: "the card
 * itself is never really read", "skipping sleep and meals" for the Ten of Pentacles).
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';

type Essences = Record<string, Partial<Record<'upright' | 'reversed', string>>>;

/** The card's essence on the side drawn; '' where none is written. */
export function essenceLine(locale: Locale, card: Pick<OracleCard, 'cardId' | 'reversed'>): string {
  const essences = namespace<Essences | undefined>(locale, 'card-essence');
  return essences?.[card.cardId]?.[card.reversed ? 'reversed' : 'upright'] ?? '';
}
