/**
 * The offline reading, paragraph by paragraph: the answer first (ADR 0048), each card in its position,
 * the connections between the cards, the personal arcana, and a closing that comes back to the
 * question without quoting it again and carries the guardrail (ADR 0022).
 */
import { randomInt } from 'node:crypto';
import { translate } from '../../i18n.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import { type QuestionShape, questionShape } from '../question-shape.js';
import { SENSITIVE_TOPICS, type Topic } from '../question-topic.js';
import { anchorCard } from '../spread-leaning.js';
import { answerFirst, closingBack } from './answer-first.js';
import { cardParagraph, isHeavy, isShadow, plainName, spokenKeywords } from './card-paragraph.js';
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

/** The closing's advice from the anchor card: a warning for a shadow card, courage for a heavy one. */
function closingAdvice(
  book: Phrasebook,
  anchor: OracleCard | undefined,
  topic: Topic,
  random: (n: number) => number,
): string {
  if (!anchor) return '';
  const at = (words: string[]) => words[random(Math.max(1, words.length))] ?? '';
  const vars = {
    card: plainName(book, anchor.name),
    kw: at(spokenKeywords(book, anchor, topic)),
    other: at(anchor.otherKeywords),
  };
  if (isShadow(anchor)) return book.line('closing_advice_shadow', vars);
  if (!anchor.reversed && isHeavy(anchor)) return book.line('closing_advice_heavy', vars);
  return book.line('closing_advice', vars);
}

function closing(
  book: Phrasebook,
  req: ReadingRequest,
  shape: QuestionShape,
  random: (n: number) => number,
): string {
  const topic = shape.topics[0] ?? 'general';
  // A question that also touches health or loss ("my mother is ill") gets that care line too.
  const care = shape.topics.find((t) => SENSITIVE_TOPICS.has(t));
  return book.join([
    closingAdvice(book, anchorCard(req.cards), topic, random),
    req.question ? closingBack(book, shape) : '',
    care ? book.line(`care_${care}`) : '',
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
  const topic = shape.topics[0] ?? 'general';
  const cardOptions = { topic, hasQuestion: Boolean(req.question), spreadSize: req.cards.length, random };
  return [
    answerFirst(book, req, shape),
    ...req.cards.map((card) => cardParagraph(book, card, cardOptions)),
    ...connections(book, req.spreadId, req.cards, topic),
    recurringNote(book, req),
    ...personalArcana(book, req),
    closing(book, req, shape, random),
  ].filter(Boolean);
}
