/**
 * The yes/no spread's answer (ADR 0022): the card's own yes/no value, read against the question.
 * A question that is not a yes/no question, that asks about health or loss, or about another person's
 * heart (the safety layer's `third_party`), gets a note instead.
 */
import type { Locale } from '../locales.js';
import { type YesNo, yesNoOf } from '../tarot/yes-no.js';
import { questionShape } from './question-shape.js';
import { SENSITIVE_TOPICS } from './question-topic.js';

export type YesNoAnswer =
  | {
      kind: 'verdict';
      value: YesNo /** The question asks about a feared outcome, so the card's value was turned round. */;
      flipped: boolean;
    }
  | {
      kind: 'note';
      note: 'not_yes_no' | 'choice_question' | 'careful_no_verdict' | 'third_party_no_verdict';
    };

const OPPOSITE: Record<YesNo, YesNo> = { yes: 'no', no: 'yes', maybe: 'maybe' };

export function yesNoAnswer(
  card: { cardId: string; reversed: boolean },
  question: string | null,
  /** The language the question is written in. */
  locale: Locale,
  thirdParty = false,
): YesNoAnswer {
  if (thirdParty) return { kind: 'note', note: 'third_party_no_verdict' };
  const shape = questionShape(question, locale);
  if (shape.kind === 'open') return { kind: 'note', note: 'not_yes_no' };
  if (shape.kind === 'choice') return { kind: 'note', note: 'choice_question' };
  if (SENSITIVE_TOPICS.has(shape.topics[0] ?? 'general')) return { kind: 'note', note: 'careful_no_verdict' };
  const value = yesNoOf(card.cardId, card.reversed);
  const flipped = shape.unwanted && value !== 'maybe';
  return { kind: 'verdict', value: flipped ? OPPOSITE[value] : value, flipped };
}
