/** Today's quiz in the interface language, and answering one question (the server checks it). */
import type { InferResponseType } from 'hono/client';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type Rpc } from '../../../lib/api.js';
import { errorMessage } from '../../../lib/error-message.js';

export type Quiz = InferResponseType<Rpc['learn']['quiz']['$get'], 200>;
export type QuizQuestion = Quiz['questions'][number];
export type QuizScore = Quiz['score'];
type Answered = InferResponseType<Rpc['learn']['quiz']['answers']['$post'], 201>;

const quizPath = (locale: string) => `/api/learn/quiz?locale=${encodeURIComponent(locale)}`;

export function useQuiz(locale: string) {
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a fresh read
  useEffect(() => {
    let live = true;
    setError(null);
    api.request<Quiz>(quizPath(locale)).then(
      (q) => live && setQuiz(q),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  /** Sends one answer; a quiz of another day (past midnight UTC) is replaced by today's. */
  const answer = useCallback(
    async (question: number, choice: string) => {
      if (!quiz) return;
      try {
        const done = await api.request<Answered>(
          `/api/learn/quiz/answers?locale=${encodeURIComponent(locale)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ day: quiz.day, question, choice }),
          },
        );
        setQuiz(
          (q) =>
            q && {
              ...q,
              questions: q.questions.map((old) => (old.index === done.question.index ? done.question : old)),
              score: done.score,
            },
        );
      } catch (e) {
        if (e instanceof ApiError && (e.code === 'quiz_day_over' || e.code === 'already_answered')) reload();
        else throw e;
      }
    },
    [quiz, locale, reload],
  );

  return { quiz, error, reload, answer };
}
