/** The journal's numbers: GET /api/user/insights?days=30|90|365 (DESIGN §6b, ADR 0039). */
import { Hono } from 'hono';
import { z } from 'zod';
import { INSIGHT_WINDOWS, type InsightWindow, insightsFor } from '../../core/insights/insights.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

const insightsQuery = z.object({
  days: z
    .enum(INSIGHT_WINDOWS.map(String) as [string, ...string[]], { message: 'must be 30, 90 or 365' })
    .default('30')
    .transform((days) => Number(days) as InsightWindow),
});

export const userInsightsRoutes = (deps: Services) =>
  new Hono<AppEnv>().get('/insights', validate('query', insightsQuery), (c) =>
    c.json(insightsFor(deps.db, c.get('user').id, c.req.valid('query').days, deps.now()), 200),
  );
