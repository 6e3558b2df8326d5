/** Balance and ledger, history, saved readings and rank (spec §7, DESIGN §6a). */
import { Hono } from 'hono';
import { z } from 'zod';
import { completedReadings, rankFor } from '../../core/accounts/rank.js';
import { balanceOf, ledgerPage } from '../../core/ledger.js';
import type { Locale } from '../../core/locales.js';
import { historyPage, PAGE_DEFAULT, PAGE_MAX, savedPage } from '../../core/readings/queries.js';
import type { Services } from '../../core/services.js';
import { findSpread } from '../../core/tarot/spreads.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
});

const historyQuery = pageQuery.extend({
  // A strict enum, not z.coerce.boolean(): "false" would coerce to true.
  saved: z.enum(['true', 'false']).optional(),
  spread_id: z
    .string()
    .max(64)
    .refine((id) => findSpread(id) !== undefined, 'unknown spread')
    .optional(),
});

/** The ledger cursor is the id of the last entry shown; a page of 20 by default, as before paging. */
const ledgerQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'invalid cursor')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
});

export const userActivityRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/tokens', validate('query', ledgerQuery), (c) => {
      const userId = c.get('user').id;
      const { cursor, limit } = c.req.valid('query');
      const page = ledgerPage(deps.db, userId, cursor ?? null, limit);
      const entries = page.entries.map((e) => ({
        delta: e.delta,
        reason: e.reason,
        reference: e.reference,
        balance_after: e.balanceAfter,
        created_at: new Date(e.createdAt).toISOString(),
      }));
      const next_cursor = page.nextBeforeId === null ? null : String(page.nextBeforeId);
      return c.json({ token_balance: balanceOf(deps.db, userId), entries, next_cursor }, 200);
    })
    .get('/history', validate('query', historyQuery), (c) => {
      const { cursor, limit, saved, spread_id } = c.req.valid('query');
      const filter = { saved: saved === undefined ? undefined : saved === 'true', spreadId: spread_id };
      return c.json(historyPage(deps.db, c.get('user').id, cursor, limit, filter), 200);
    })
    .get('/saved', validate('query', pageQuery), (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(savedPage(deps.db, c.get('user').id, cursor, limit), 200);
    })
    .get('/rank', (c) => {
      const user = c.get('user');
      return c.json(rankFor(completedReadings(deps.db, user.id), user.locale as Locale), 200);
    });
