/** The offline personality analysis: both personal arcana with their meanings, from phrase variants. */
import type { PersonalityRequest } from './oracle.js';
import { phrasebook } from './reader/phrasebook.js';

export function composePersonality(req: PersonalityRequest): string[] {
  const book = phrasebook(req.locale);
  const paragraphs = [book.line('personality_intro', { first: req.first.name, second: req.second.name })];
  if (req.first.number === req.second.number) {
    paragraphs.push(book.line('personality_same', { card: req.first.name }), req.first.meaning);
  } else {
    paragraphs.push(
      book.line('personality_first', { card: req.first.name, meaning: req.first.meaning }),
      book.line('personality_second', { card: req.second.name, meaning: req.second.meaning }),
    );
  }
  paragraphs.push(book.line('personality_closing'));
  return paragraphs;
}
