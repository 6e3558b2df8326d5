/**
 * The drawn cards as a reader holds them for someone in a tender place (question-tender.ts): each keeps
 * only the keywords that fit (the story names a card by its first: "transformation" rather than "ending"
 * for Death after a father's death, "harmony" rather than "celebration" for the Four of Wands after a
 * breakup), and its own lines for a topic and its counsel say nothing where they are harsh there
 * (harsh-lines.ts) or off the question's subject (fitted-line.ts), so the reader reads the card by
 * another of its lines. Elsewhere the cards are as drawn.
 */

import type { OracleCard } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import { offSubject } from './fitted-line.js';
import type { Phrasebook } from './phrasebook.js';

export function gentleCards(cards: OracleCard[], shape: QuestionShape, book: Phrasebook): OracleCard[] {
  const { subject } = shape;
  if (!subject.tender) return cards;
  const gentle = (line: string) => (offSubject(line, subject, book.locale) ? '' : line);
  return cards.map((card) => {
    const kept = card.keywords.filter(gentle);
    return {
      ...card,
      // A card none of whose words fits (the Seven of Swords reversed: "coming clean") is a hard stretch.
      keywords: kept.length ? kept : [book.line('story_meaning_gentle')],
      lines: {
        love: gentle(card.lines.love),
        work: gentle(card.lines.work),
        wellbeing: gentle(card.lines.wellbeing),
        advice: gentle(card.lines.advice),
      },
    };
  });
}
