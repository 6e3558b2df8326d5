/**
 * Which written variant of a story shape a reading gets (ADR 0090): chosen from the draw itself, so the
 * same cards in the same places always read the same, and different draws spread over the variants.
 */
import type { Locale } from '../../locales.js';
import { hashString } from '../../tarot/art/random.js';
import type { OracleCard } from '../oracle.js';
import { type Phrasebook, phrasebook } from './phrasebook.js';

/** A phrasebook whose one pick per key is fixed by the cards, their orientations and their positions. */
export function drawBook(locale: Locale, cards: OracleCard[]): Phrasebook {
  const seed = hashString(cards.map((c) => `${c.position}:${c.cardId}:${c.reversed ? 'r' : 'u'}`).join('|'));
  return phrasebook(locale, (n) => seed % n);
}

/**
 * The shape's key: with the question's subject, or its `_bare` twin when there is no question; `_short`
 * for a spread of three, whose blocks the reader has just read (ADR 0100).
 */
export const storyKey = (shape: string, subject: string, short = false) =>
  `story_${shape}${short ? '_short' : ''}${subject ? '' : '_bare'}`;
