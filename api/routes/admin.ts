/**
 * /api/admin (DESIGN §6a, issue 10). requireAdmin guards the whole router, so a route added here
 * is never reachable without it: 401 without a valid token, 403 for anyone but an admin.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { auditPage } from '../../core/admin/audit.js';
import { dashboard } from '../../core/admin/dashboard.js';
import { adjustTokens } from '../../core/admin/tokens.js';
import {
  deleteUserAsAdmin,
  listUsers,
  USER_SORTS,
  updateUserAsAdmin,
  userDetail,
} from '../../core/admin/users.js';
import { displayNameSchema } from '../../core/inputs/display-name.js';
import { ADJUST_REASON_MAX } from '../../core/inputs/token-adjust.js';
import { LOCALES } from '../../core/locales.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { requireAdmin } from '../middleware/auth.js';
import { validate } from '../validation.js';
import { adminActivityRoutes } from './admin-activity.js';
import { bool, day, pageFields } from './admin-query.js';

const DAY_MS = 24 * 3600 * 1000;

const usersQuery = z.object({
  search: z.string().max(200).optional(),
  is_admin: bool.optional(),
  verified: bool.optional(),
  method: z.enum(['telegram', 'email', 'google']).optional(),
  created_from: day.optional(),
  created_to: day.optional(),
  sort: z.enum(USER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageFields,
});

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const userChanges = z
  .object({
    // The same rule as the person's own profile call: no controls, bidi overrides or invisible marks.
    display_name: z.optional(z.nullable(displayNameSchema)),
    locale: z.enum(LOCALES).optional(),
    is_email_verified: z.boolean().optional(),
    is_admin: z.boolean().optional(),
  })
  .strict()
  // An empty edit (or a body that is not JSON, which reads as {}) is a mistake, not a no-op.
  .refine((changes) => Object.values(changes).some((v) => v !== undefined), {
    message: 'at least one of display_name, locale, is_email_verified, is_admin is required',
  });

const adjustBody = z.object({
  user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // Non-zero and bounded, so one typo cannot mint millions of tokens.
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'must not be zero'),
  reason: z.string().trim().min(1).max(ADJUST_REASON_MAX),
  idempotency_key: z.string().min(8).max(100),
});

const auditQuery = z.object({ ...pageFields });

export const adminRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .use(requireAdmin(deps))
    .get('/dashboard', (c) => c.json(dashboard(deps.db, deps.now()), 200))
    .get('/users', validate('query', usersQuery), (c) => {
      const q = c.req.valid('query');
      return c.json(
        listUsers(deps.db, deps.config, {
          search: q.search,
          isAdmin: q.is_admin,
          verified: q.verified,
          method: q.method,
          createdFrom: q.created_from,
          // created_to names a whole day: everything before the next midnight.
          createdTo: q.created_to === undefined ? undefined : q.created_to + DAY_MS,
          sort: q.sort,
          order: q.order,
          page: q.page,
          pageSize: q.page_size,
        }),
        200,
      );
    })
    .post('/users/tokens/adjust', validate('json', adjustBody), (c) => {
      const body = c.req.valid('json');
      // The balance this adjustment left: a retry with the same key repeats the first answer.
      const { row } = adjustTokens(
        deps.db,
        c.get('user').id,
        {
          userId: body.user_id,
          amount: body.amount,
          reason: body.reason,
          idempotencyKey: body.idempotency_key,
        },
        deps.now(),
      );
      return c.json({ token_balance: row.balanceAfter }, 200);
    })
    .get('/users/:id', validate('param', idParam), (c) =>
      c.json(userDetail(deps.db, deps.config, c.req.valid('param').id), 200),
    )
    .put('/users/:id', validate('param', idParam), validate('json', userChanges), (c) =>
      c.json(
        updateUserAsAdmin(
          deps.db,
          deps.config,
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('json'),
          deps.now(),
        ),
        200,
      ),
    )
    .delete('/users/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      deleteUserAsAdmin(deps.db, c.get('user'), id, deps.now());
      // Readings still being written stop here; the interpretations refuse to write to them anyway.
      await deps.interpretations.stopFor(id);
      return c.json({ success: true }, 200);
    })
    .get('/audit', validate('query', auditQuery), (c) => {
      const { page, page_size } = c.req.valid('query');
      return c.json(auditPage(deps.db, page, page_size), 200);
    })
    .route('/', adminActivityRoutes(deps));
