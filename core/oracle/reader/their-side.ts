/**
 * "What does he really feel about me?" answered in the opening, as far as a card can (ADR 0119; blind reviews
 * 33 and 34: "never answers what he feels", a disclaimer and generic dating advice instead): after the note
 * that no card sees into another person, the impression the card in their place gives of their side, by its
 * suit and how it leans, in the situation's words; their card's block then reads it in its own.
 */
import type { Locale } from '../../locales.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import type { QuestionShape } from '../question-shape.js';
import type { ScenarioVoice } from '../scenarios/scenario-voice.js';
import { shadowed } from './card-paragraph.js';
import { polarity } from './polarity.js';
import { roleOf } from './roles.js';

/**
 * The hedge each impression opens with, and what it becomes after the note: nothing, save in German, whose
 * verb follows it and would open a question without it ("Dem Anschein nach ist die Seite… eher warm").
 */
const HEDGE: Record<Locale, [RegExp, string]> = {
  en: [/^As far as the cards can show, /u, ''],
  ru: [/^Насколько можно судить по картам, /u, ''],
  de: [/^Soweit die Karten es zeigen können, /u, 'Dem Anschein nach '],
  es: [/^Hasta donde pueden mostrar las cartas, /u, ''],
  zh: [/^就牌面能显示的来看，/u, ''],
};

const lean = (card: OracleCard) => (shadowed(card) ? 'shadow' : polarity(card) > 0 ? 'light' : 'open');

export function theirSide(req: ReadingRequest, shape: QuestionShape, voice: ScenarioVoice): string {
  const card = req.cards.find((c) => roleOf(c.position) === 'other');
  if (!card || shape.scenario !== 'their_feelings') return '';
  const written = voice.side(card.suit ?? 'major', lean(card));
  // The note before it has said that no card sees into them: its own hedge ("As far as the cards can show,")
  // would be the fifth in two sentences (the designer's review of ADR 0119).
  const line = written.replace(...HEDGE[req.locale]);
  // An English question that says "he" or "she" hears it in the opening's words (situated-answer.ts).
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}
