/**
 * The offline reading, paragraph by paragraph: the answer first (ADR 0048), each card in its position,
 * the connections between the cards, the personal arcana, and a closing that comes back to the
 * question without quoting it again and carries the guardrail (ADR 0022).
 */
import { randomInt } from 'node:crypto';
import { translate } from '../../i18n.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import { type QuestionShape, questionShape, readingSubject } from '../question-shape.js';
import { careKey, SENSITIVE_TOPICS } from '../question-topic.js';
import { anchorCard } from '../spread-leaning.js';
import { answerFirst, closingBack } from './answer-first.js';
import { cardParagraph, isHeavy, plainName, turningCard } from './card-paragraph.js';
import { connections } from './connections.js';
import { type Phrasebook, phrasebook } from './phrasebook.js';

function personalArcana(book: Phrasebook, req: ReadingRequest): string[] {
  const arcana = req.personalArcana;
  if (!arcana) return [];
  const drawn = req.cards.filter((c) => c.cardId === arcana.firstId || c.cardId === arcana.secondId);
  if (drawn.length > 0)
    return drawn.map((c) =>
      book.line('personal_arcana_drawn', { card: plainName(book, c.name), position: c.positionName }),
    );
  const [first, second] = [plainName(book, arcana.first), plainName(book, arcana.second)];
  if (arcana.firstId === arcana.secondId) return [book.line('personal_arcana_same', { card: first })];
  return [book.line('personal_arcana', { first, second })];
}

/** One line on the cards that keep coming back, with each language's plural forms (ADR 0039). */
function recurringNote(book: Phrasebook, req: ReadingRequest): string {
  return book.join(
    (req.recurring ?? []).map(({ name, count, days }) =>
      translate(req.locale, 'oracle', 'recurring_card', { card: plainName(book, name), count, days }),
    ),
  );
}

/**
 * The closing's advice: the anchor card's own counsel, in the orientation drawn (cards.json). A heavy
 * card's counsel ("accept that this chapter has ended") is not said to someone asking about health or
 * loss: the care line speaks instead.
 */
function closingAdvice(
  book: Phrasebook,
  anchor: OracleCard | undefined,
  care: boolean,
  told: OracleCard | null,
): string {
  // The answer has already given this card's word on the question.
  if (!anchor || anchor === told || (care && isHeavy(anchor))) return '';
  return book.line('closing_advice', { card: plainName(book, anchor.name), advice: anchor.lines.advice });
}

function closing(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  told: OracleCard | null,
): string {
  // A question that also touches health or loss ("my mother is ill") gets that care line too.
  const care = shape.topics.find((t) => SENSITIVE_TOPICS.has(t));
  return book.join([
    closingAdvice(book, anchorCard(req.cards), Boolean(care), told),
    req.question ? closingBack(book, shape) : '',
    care ? book.line(`care_${careKey(care, shape.animal)}`) : '',
    book.line('closing'),
  ]);
}

export interface ComposeOptions {
  /** An integer in [0, n); crypto's by default, a seeded one in tests that measure many readings. */
  random?: (n: number) => number;
}

export function composeReading(req: ReadingRequest, options: ComposeOptions = {}): string[] {
  const random = options.random ?? randomInt;
  const book = phrasebook(req.locale, random);
  const shape = questionShape(req.question, req.questionLocale ?? req.locale);
  const answer = answerFirst(book, req, shape);
  const turning = turningCard(req.cards);
  const cardOptions = {
    subject: readingSubject(shape),
    hasQuestion: Boolean(req.question),
    spreadSize: req.cards.length,
  };
  return [
    answer.paragraph,
    ...req.cards.map((card) =>
      cardParagraph(book, card, { ...cardOptions, told: card === answer.told, turning: card === turning }),
    ),
    ...connections(book, req.spreadId, req.cards),
    recurringNote(book, req),
    ...personalArcana(book, req),
    closing(book, req, shape, answer.told),
  ].filter(Boolean);
}
