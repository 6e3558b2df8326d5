/**
 * "What does he really feel about me?" answered in the opening, as far as a card can (ADR 0119; blind reviews
 * 33 and 34: "never answers what he feels", a disclaimer and generic dating advice instead): after the note
 * that no card sees into another person, the impression the card in their place gives of their side, by its
 * suit and how it leans, in the situation's words; their card's block then reads it in its own.
 */
import type { OracleCard, ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import type { ScenarioVoice } from '../scenarios/scenario-voice.js';
import { shadowed } from './card-paragraph.js';
import { polarity } from './polarity.js';
import { roleOf } from './roles.js';
import { pronounOf, theirLine } from './their-pronoun.js';

const lean = (card: OracleCard) => (shadowed(card) ? 'shadow' : polarity(card) > 0 ? 'light' : 'open');

export function theirSide(req: ReadingRequest, shape: QuestionShape, voice: ScenarioVoice): string {
  const card = req.cards.find((c) => roleOf(c.position) === 'other');
  if (!card || shape.scenario !== 'their_feelings') return '';
  const line = voice.side(card.suit ?? 'major', lean(card));
  // An English question that says "he" or "she" hears it here too, as in the card's block.
  const pronoun = pronounOf(req.question, req.locale);
  return line && pronoun ? theirLine(line, pronoun) : line;
}
