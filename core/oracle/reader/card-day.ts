/**
 * The card of the day lived through one ordinary day (blind review 30, R38: "a bare recitation of the
 * picture with one generic instruction"): where the card may show up today, with one question to carry,
 * and what to notice tonight (locales/<lang>/card-day.json). Only for a day's card drawn without a
 * question: a question is answered by the card's lines for it.
 */
import { namespace } from '../../i18n.js';
import type { ReadingRequest } from '../oracle.js';
import { roleOf } from './roles.js';

interface Day {
  day: string;
  evening: string;
}

type Days = Record<string, Partial<Record<'upright' | 'reversed', Day>>>;

/** The day's paragraph and the evening's, or none. */
export function dayParagraphs(req: ReadingRequest): string[] {
  const [card, ...more] = req.cards;
  if (req.question || !card || more.length > 0 || roleOf(card.position) !== 'day') return [];
  const lines = namespace<Days | undefined>(req.locale, 'card-day')?.[card.cardId]?.[
    card.reversed ? 'reversed' : 'upright'
  ];
  return lines ? [lines.day, lines.evening].filter(Boolean) : [];
}
