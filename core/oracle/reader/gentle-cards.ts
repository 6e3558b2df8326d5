/**
 * The drawn cards as a reader holds them for someone in a tender place (question-tender.ts): each keeps
 * only its gentle keywords (the story names a card by its first: "transformation" rather than "ending"
 * for Death after a father's death) and its own lines for a topic and its counsel, where one is harsh
 * (harsh-lines.ts), say nothing, so the reader reads the card by another of its lines. Elsewhere the
 * cards are as drawn.
 */

import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import { isHarsh, unlessHarsh } from './harsh-lines.js';

export function gentleCards(cards: OracleCard[], shape: QuestionShape, locale: Locale): OracleCard[] {
  const { subject } = shape;
  const { tender } = subject;
  if (!tender) return cards;
  const gentle = (line: string) => unlessHarsh(line, subject, locale);
  return cards.map((card) => ({
    ...card,
    keywords: card.keywords.filter((word) => !isHarsh(word, tender, locale)),
    lines: {
      love: gentle(card.lines.love),
      work: gentle(card.lines.work),
      wellbeing: gentle(card.lines.wellbeing),
      advice: gentle(card.lines.advice),
    },
  }));
}
