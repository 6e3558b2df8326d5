/**
 * The offline reading, paragraph by paragraph: the opening with the question and its topic, the
 * yes/no answer, each card in its position, the connections between the cards, the personal arcana,
 * and a closing that comes back to the question and carries the guardrail (ADR 0022).
 */
import { randomInt } from 'node:crypto';
import { translate } from '../../i18n.js';
import { yesNoOf } from '../../tarot/yes-no.js';
import type { OracleCard, ReadingRequest } from '../oracle.js';
import { questionTopic, type Topic } from '../question-topic.js';
import { yesNoAnswer } from '../yes-no-answer.js';
import { cardParagraph, isHeavy, isShadow, plainName, spokenKeywords } from './card-paragraph.js';
import { connections } from './connections.js';
import { foreignQuestionNote } from './foreign-question.js';
import { type Phrasebook, phrasebook } from './phrasebook.js';
import { roleOf } from './roles.js';

function opening(book: Phrasebook, req: ReadingRequest, topic: Topic): string {
  if (!req.question) return book.line('intro_general', { spread: req.spreadName });
  return book.join([
    book.line('intro_question', { spread: req.spreadName, question: req.question }),
    foreignQuestionNote(req),
    (req.timesAskedBefore ?? 0) > 0 ? book.line('repeat_note') : '',
    book.line(req.thirdParty ? 'lens_third_party' : `lens_${topic}`),
  ]);
}

function yesNoParagraph(book: Phrasebook, card: OracleCard, req: ReadingRequest): string {
  const answer = yesNoAnswer(card, req.question, req.questionLocale ?? req.locale, req.thirdParty);
  const vars = { card: plainName(book, card.name), keyword: card.keywords[0] ?? '' };
  if (answer.kind === 'note') return book.line(answer.note, vars);
  return book.join([
    book.line(answer.value),
    book.line(`verdict_reason_${yesNoOf(card.cardId, card.reversed)}`, vars),
    answer.flipped ? book.line('verdict_flipped') : '',
  ]);
}

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

/** The card the closing leans on: the advice, else the outcome, else the last card. */
function anchorCard(cards: OracleCard[]): OracleCard | undefined {
  return (
    cards.find((c) => roleOf(c.position) === 'advice') ??
    cards.find((c) => roleOf(c.position) === 'outcome') ??
    cards.at(-1)
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

function closing(book: Phrasebook, req: ReadingRequest, topic: Topic, random: (n: number) => number): string {
  return book.join([
    closingAdvice(book, anchorCard(req.cards), topic, random),
    req.question ? book.line('closing_question', { question: req.question }) : '',
    book.line(`care_${topic}`),
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
  const topic = questionTopic(req.question, req.questionLocale ?? req.locale);
  const first = req.cards[0];
  const cardOptions = { topic, hasQuestion: Boolean(req.question), spreadSize: req.cards.length, random };
  return [
    opening(book, req, topic),
    req.spreadId === 'yes-no' && first ? yesNoParagraph(book, first, req) : '',
    ...req.cards.map((card) => cardParagraph(book, card, cardOptions)),
    ...connections(book, req.spreadId, req.cards, topic),
    recurringNote(book, req),
    ...personalArcana(book, req),
    closing(book, req, topic, random),
  ].filter(Boolean);
}
