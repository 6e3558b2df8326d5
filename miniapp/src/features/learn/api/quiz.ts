/** Today's quiz in the interface language, from the query cache, and answering one question (the server checks it). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useCallback } from 'react';
import { ApiError, call, type Rpc, rpc } from '../../../lib/api.js';
import { errorMessage } from '../../../lib/error-message.js';

export type Quiz = InferResponseType<Rpc['learn']['quiz']['$get'], 200>;
export type QuizQuestion = Quiz['questions'][number];
export type QuizScore = Quiz['score'];

export function useQuiz(locale: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['quiz', locale],
    queryFn: () => call(rpc.learn.quiz.$get({ query: { locale } })),
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const quiz = query.data ?? null;

  /** Sends one answer; a quiz of another day (past midnight UTC) is replaced by today's. */
  const answer = useCallback(
    async (question: number, choice: string) => {
      if (!quiz) return;
      try {
        const done = await call(
          rpc.learn.quiz.answers.$post({ query: { locale }, json: { day: quiz.day, question, choice } }),
        );
        client.setQueryData<Quiz>(
          ['quiz', locale],
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
    [quiz, locale, reload, client],
  );

  return { quiz, error: query.error ? errorMessage(query.error) : null, reload, answer };
}
