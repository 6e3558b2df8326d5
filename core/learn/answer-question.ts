/**
 * Checks one answer of the daily quiz on the server and keeps it: the question is rebuilt from the person
 * and the day, so the client says only which option it chose. One answer per question, today's quiz only.
 */

import type { Db } from '../../db/client.js';
import { quizAnswers } from '../../db/schema.js';
import { AppError } from '../errors.js';
import { dailyQuiz } from './quiz.js';

export interface QuizAnswerInput {
  day: string;
  question: number;
  choice: string;
}

export interface CheckedAnswer {
  question: number;
  choice: string;
  correct: boolean;
}

export function answerQuestion(db: Db, userId: number, today: string, input: QuizAnswerInput): CheckedAnswer {
  if (input.day !== today)
    throw new AppError(409, 'quiz_day_over', "That quiz was another day's; today's quiz has new questions");
  const question = dailyQuiz(userId, today)[input.question];
  if (!question) {
    const message = 'must be the number of one of the quiz questions';
    throw new AppError(422, 'validation_error', `question: ${message}`, { fields: { question: message } });
  }
  if (!(question.options as readonly string[]).includes(input.choice)) {
    const message = "must be one of the question's options";
    throw new AppError(422, 'validation_error', `choice: ${message}`, { fields: { choice: message } });
  }
  const correct = input.choice === question.answer;
  const stored = db
    .insert(quizAnswers)
    .values({ userId, day: today, question: input.question, choice: input.choice, correct })
    .onConflictDoNothing()
    .run();
  if (stored.changes === 0) throw new AppError(409, 'already_answered', 'This question is already answered');
  return { question: input.question, choice: input.choice, correct };
}
