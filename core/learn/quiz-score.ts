/** A person's quiz score: today's answers, everything answered so far, and the streak of finished days. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizAnswers } from '../../db/schema.js';
import type { Tx } from '../ledger.js';
import { QUIZ_LENGTH } from './quiz.js';

export interface QuizScore {
  today: { answered: number; correct: number; questions: number };
  total: { answered: number; correct: number; days: number };
  /** Consecutive UTC days with the whole quiz answered; today counts once finished, and does not break it before. */
  streak: { current: number; longest: number };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export function quizScore(db: Db | Tx, userId: number, today: string): QuizScore {
  const days = db
    .select({
      day: quizAnswers.day,
      answered: sql<number>`count(*)`,
      correct: sql<number>`sum(${quizAnswers.correct})`,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.userId, userId))
    .groupBy(quizAnswers.day)
    .orderBy(quizAnswers.day)
    .all();
  const todays = days.find((d) => d.day === today);
  const finished = days.filter((d) => d.answered >= QUIZ_LENGTH).map((d) => dayNumber(d.day));
  let longest = 0;
  let run = 0;
  for (const [i, n] of finished.entries()) {
    run = i > 0 && finished[i - 1] === n - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = finished.at(-1);
  const todayNumber = dayNumber(today);
  const current = last === todayNumber || last === todayNumber - 1 ? run : 0;
  return {
    today: { answered: todays?.answered ?? 0, correct: todays?.correct ?? 0, questions: QUIZ_LENGTH },
    total: {
      answered: days.reduce((s, d) => s + d.answered, 0),
      correct: days.reduce((s, d) => s + d.correct, 0),
      days: days.length,
    },
    streak: { current, longest },
  };
}
