/**
 * "Learn the cards" (issue 23 §7, ADR 0051): the person's daily quiz and its answers, checked here. The
 * card library itself is GET /api/tarot/cards.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { answerQuestion } from '../../core/learn/answer-question.js';
import { QUIZ_LENGTH } from '../../core/learn/quiz.js';
import { answeredQuestionDto, quizDto } from '../../core/learn/quiz-dto.js';
import type { Services } from '../../core/services.js';
import { utcDay } from '../../core/time.js';
import type { AppEnv } from '../env.js';
import { localeQuery, requestLocale } from '../locale.js';
import { requireUser } from '../middleware/auth.js';
import { validate } from '../validation.js';

const answerBody = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be the quiz day, YYYY-MM-DD'),
  question: z
    .number({ message: 'must be a question number' })
    .int('must be a question number')
    .min(0, `must be 0 to ${QUIZ_LENGTH - 1}`)
    .max(QUIZ_LENGTH - 1, `must be 0 to ${QUIZ_LENGTH - 1}`),
  choice: z.string({ message: "must be one of the question's options" }).min(1).max(64),
});

export const learnRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .use(requireUser(deps))
    .get('/quiz', validate('query', localeQuery), (c) => {
      const user = c.get('user');
      const locale = requestLocale(c, user.locale);
      return c.json(quizDto(deps.db, user.id, utcDay(deps.now()), locale), 200);
    })
    .post('/quiz/answers', validate('query', localeQuery), validate('json', answerBody), (c) => {
      const user = c.get('user');
      const today = utcDay(deps.now());
      const { question } = answerQuestion(deps.db, user.id, today, c.req.valid('json'));
      const locale = requestLocale(c, user.locale);
      return c.json(answeredQuestionDto(deps.db, user.id, today, locale, question), 201);
    });
