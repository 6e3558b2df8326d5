/** Readings: create (debit + draw), read, stream the interpretation, save, unsave, delete (DESIGN §6a). */
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { FOLLOWUP_COST, FOLLOWUPS_PER_READING } from '../../core/catalog.js';
import { toFollowupDto } from '../../core/followups/followup-dto.js';
import { followupsOf } from '../../core/followups/queries.js';
import { pathNamesSchema } from '../../core/inputs/path-names.js';
import { QUESTION_MAX_LENGTH } from '../../core/inputs/question.js';
import { balanceOf } from '../../core/ledger.js';
import { LOCALES } from '../../core/locales.js';
import { createReading } from '../../core/readings/create-reading.js';
import type { GenerationEvent } from '../../core/readings/live-generations.js';
import {
  deleteReading,
  NOTE_MAX_LENGTH,
  ownReading,
  setNote,
  setSaved,
} from '../../core/readings/queries.js';
import { toReadingDto } from '../../core/readings/reading-dto.js';
import { readingEvents } from '../../core/readings/reading-events.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/auth.js';
import { validate } from '../validation.js';
import { followupRoutes } from './followups.js';

const createBody = z.object({
  spread_id: z.string().min(1).max(64),
  question: z
    .string()
    .max(QUESTION_MAX_LENGTH, `must be at most ${QUESTION_MAX_LENGTH} characters`)
    .nullish(),
  locale: z.enum(LOCALES).optional(),
  use_personal_arcana: z.boolean().optional(),
  // Checked against the spread in core (core/readings/own-deck.ts); here only their shape.
  cards: z
    .array(
      z.object({
        position: z.string().min(1).max(64),
        card_id: z.string().min(1).max(64),
        reversed: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(78)
    .optional(),
  // Two Paths only (ADR 0072): each name optional, trimmed, one short line.
  path_names: z.optional(pathNamesSchema),
});

/** Streams generation events as server-sent events: `delta {text}`, `done {reading|followup}`, `error {detail}`. */
function streamEvents(c: Context, events: AsyncGenerator<GenerationEvent<object>>) {
  return streamSSE(c, async (stream) => {
    for await (const { type, ...data } of events) {
      if (stream.aborted) break;
      await stream.writeSSE({ event: type, data: JSON.stringify(data) });
    }
  });
}

const noteBody = z.object({
  // Trimmed before the length check, so surrounding spaces never make a note too long.
  note: z.string().trim().max(NOTE_MAX_LENGTH, `must be at most ${NOTE_MAX_LENGTH} characters`),
});

const idParam = z.object({ id: z.string().min(1).max(64) });

export const readingRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .use(requireUser(deps))
    .post('/', validate('json', createBody), (c) => {
      const body = c.req.valid('json');
      const { reading, balance } = createReading(deps, c.get('user'), {
        spreadId: body.spread_id,
        question: body.question,
        locale: body.locale,
        usePersonalArcana: body.use_personal_arcana,
        cards: body.cards,
        pathNames: body.path_names,
      });
      if (reading.status === 'pending') deps.interpretations.start(reading.id);
      return c.json({ reading: toReadingDto(reading), token_balance: balance }, 201);
    })
    .get('/:id', validate('param', idParam), (c) => {
      const reading = ownReading(deps.db, c.get('user').id, c.req.valid('param').id);
      return c.json(
        {
          ...toReadingDto(reading),
          followups: followupsOf(deps.db, reading.id).map(toFollowupDto),
          followup_cost: FOLLOWUP_COST,
          followup_limit: FOLLOWUPS_PER_READING,
        },
        200,
      );
    })
    .get('/:id/stream', validate('param', idParam), (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      ownReading(deps.db, userId, id);
      return streamEvents(c, readingEvents(deps.db, deps.interpretations, userId, id));
    })
    .route('/:id/followups', followupRoutes(deps, streamEvents))
    .post('/:id/save', validate('param', idParam), (c) =>
      c.json(setSaved(deps.db, c.get('user').id, c.req.valid('param').id, true, deps.now()), 200),
    )
    .delete('/:id/save', validate('param', idParam), (c) =>
      c.json(setSaved(deps.db, c.get('user').id, c.req.valid('param').id, false, deps.now()), 200),
    )
    .put('/:id/note', validate('param', idParam), validate('json', noteBody), (c) =>
      c.json(setNote(deps.db, c.get('user').id, c.req.valid('param').id, c.req.valid('json').note), 200),
    )
    .delete('/:id', validate('param', idParam), (c) => {
      const userId = c.get('user').id;
      deleteReading(deps.db, userId, c.req.valid('param').id);
      return c.json({ success: true, token_balance: balanceOf(deps.db, userId) }, 200);
    });
