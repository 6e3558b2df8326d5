/**
 * The daily quiz as the mini-app shows it, in the reader's language: each question's picture, its
 * options, and, once answered, what was chosen, whether it was right and the card it was about. The
 * answer of an open question is not in it: a "which card is this?" picture names no card and shows no
 * number.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizAnswers } from '../../db/schema.js';
import type { Locale } from '../locales.js';
import { cardSvg } from '../tarot/art/card-svg.js';
import { cardImageUrl, cardText } from '../tarot/card-texts.js';
import { type CardId, findCard } from '../tarot/deck.js';
import { dailyQuiz, type QuizQuestion } from './quiz.js';
import { type QuizScore, quizScore } from './quiz-score.js';

export interface QuizOptionDto {
  id: string;
  /** The card's name; null for "upright" and "reversed", which the interface words itself. */
  label: string | null;
}

export interface QuizAnswerDto {
  choice: string;
  correct: boolean;
  correct_choice: string;
  card: { id: CardId; name: string; image_url: string };
}

export interface QuizQuestionDto {
  index: number;
  kind: QuizQuestion['kind'];
  /** The card's art: without its name (a data: URL) while the question is which card it is. */
  image_url: string;
  /** Upright or reversed: the card's name and the keywords of one orientation; else null. */
  name: string | null;
  keywords: string[] | null;
  options: QuizOptionDto[];
  answer: QuizAnswerDto | null;
}

export interface QuizDto {
  day: string;
  questions: QuizQuestionDto[];
  score: QuizScore;
}

/** The art with a blank "?" ribbon, no Roman numeral, and ids in the drawing that name no card. */
function namelessArt(cardId: CardId, index: number): string {
  const card = findCard(cardId);
  if (!card) throw new Error(`no card ${cardId}`);
  const svg = cardSvg(card, { name: '?', prefix: `quiz-${index}`, numeral: false });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function questionDto(
  locale: Locale,
  q: QuizQuestion,
  index: number,
  answered: { choice: string; correct: boolean } | undefined,
): QuizQuestionDto {
  const text = cardText(locale, q.cardId);
  const card = { id: q.cardId, name: text.name, image_url: cardImageUrl(q.cardId, locale) };
  const answer = answered ? { ...answered, correct_choice: q.answer, card } : null;
  if (q.kind === 'name_the_card')
    return {
      index,
      kind: q.kind,
      image_url: answered ? card.image_url : namelessArt(q.cardId, index),
      name: null,
      keywords: null,
      options: q.options.map((id) => ({ id, label: cardText(locale, id).name })),
      answer,
    };
  return {
    index,
    kind: q.kind,
    image_url: card.image_url,
    name: text.name,
    keywords: q.shown === 'upright' ? text.upright : text.reversed,
    options: q.options.map((id) => ({ id, label: null })),
    answer,
  };
}

export function quizDto(db: Db, userId: number, day: string, locale: Locale): QuizDto {
  const answers = new Map(
    db
      .select({ question: quizAnswers.question, choice: quizAnswers.choice, correct: quizAnswers.correct })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.userId, userId), eq(quizAnswers.day, day)))
      .all()
      .map((a) => [a.question, { choice: a.choice, correct: a.correct }]),
  );
  return {
    day,
    questions: dailyQuiz(userId, day).map((q, i) => questionDto(locale, q, i, answers.get(i))),
    score: quizScore(db, userId, day),
  };
}

/** One question's DTO right after it was answered, with the score that answer made. */
export function answeredQuestionDto(db: Db, userId: number, day: string, locale: Locale, index: number) {
  const quiz = quizDto(db, userId, day, locale);
  return { question: quiz.questions[index] as QuizQuestionDto, score: quiz.score };
}
