/** Follow-up questions on a reading (DESIGN §6b), mounted under /api/readings/:id/followups. */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { createFollowup } from '../../core/followups/create-followup.js';
import { toFollowupDto } from '../../core/followups/followup-dto.js';
import { followupEvents } from '../../core/followups/followup-events.js';
import { ownFollowup } from '../../core/followups/queries.js';
import { QUESTION_MAX_LENGTH } from '../../core/inputs/question.js';
import type { GenerationEvent } from '../../core/readings/live-generations.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

const askBody = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(QUESTION_MAX_LENGTH, `must be at most ${QUESTION_MAX_LENGTH} characters`),
});

const readingParam = z.object({ id: z.string().min(1).max(64) });
const followupParam = readingParam.extend({ fid: z.string().min(1).max(64) });

/** `stream` writes generation events as server-sent events, as the reading's own stream does. */
export const followupRoutes = (
  deps: Services,
  stream: (c: Context, events: AsyncGenerator<GenerationEvent<object>>) => Response | Promise<Response>,
) =>
  new Hono<AppEnv>()
    .post('/', validate('param', readingParam), validate('json', askBody), (c) => {
      const { followup, balance } = createFollowup(
        deps,
        c.get('user'),
        c.req.valid('param').id,
        c.req.valid('json').question,
      );
      if (followup.status === 'pending') deps.followupAnswers.start(followup.id);
      return c.json({ followup: toFollowupDto(followup), token_balance: balance }, 201);
    })
    .get('/:fid/stream', validate('param', followupParam), (c) => {
      const userId = c.get('user').id;
      const { id, fid } = c.req.valid('param');
      ownFollowup(deps.db, userId, id, fid);
      return stream(c, followupEvents(deps.db, deps.followupAnswers, userId, id, fid));
    });
