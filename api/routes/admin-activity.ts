/** /api/admin readings, payments, refunds and daily statistics; mounted behind requireAdmin in admin.ts. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  dailyStats,
  findPaymentById,
  listPayments,
  listReadings,
  readingDetail,
  toPaymentDto,
} from '../../core/admin/activity.js';
import { AppError } from '../../core/errors.js';
import { ledgerPage } from '../../core/ledger.js';
import { refundPayment } from '../../core/payments/refunds.js';
import type { Services } from '../../core/services.js';
import { findSpread } from '../../core/tarot/spreads.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';
import { day, PAGE_SIZE_MAX, pageFields } from './admin-query.js';

const DAY_MS = 24 * 3600 * 1000;
/** A year of days at most, so one request cannot ask for a million rows. */
const DAILY_MAX_DAYS = 366;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const readingsQuery = z.object({
  user_id: id.optional(),
  spread_id: z
    .string()
    .max(64)
    .refine((s) => findSpread(s) !== undefined, 'unknown spread')
    .optional(),
  status: z.enum(['pending', 'complete', 'failed', 'declined']).optional(),
  from: day.optional(),
  to: day.optional(),
  ...pageFields,
});

/** Days the daily statistics show when the request names none: the dashboard's last 30 days. */
const DAILY_DEFAULT_DAYS = 30;

/** `to` defaults to today (UTC) and `from` to 29 days before `to`, so a bare call gets the last 30 days. */
const dailyQuery = (now: () => number) =>
  z
    .object({ from: day.optional(), to: day.optional() })
    .transform((q) => {
      const to = q.to ?? Math.floor(now() / DAY_MS) * DAY_MS;
      return { from: q.from ?? to - (DAILY_DEFAULT_DAYS - 1) * DAY_MS, to };
    })
    .refine((q) => q.from <= q.to, { message: 'must not be before from', path: ['to'] })
    .refine((q) => (q.to - q.from) / DAY_MS < DAILY_MAX_DAYS, {
      message: `at most ${DAILY_MAX_DAYS} days`,
      path: ['to'],
    });

const paymentsQuery = z.object({
  status: z.enum(['paid', 'review', 'refunded']).optional(),
  user_id: id.optional(),
  ...pageFields,
});

/** A user's ledger for the admin's user view: newest first, the last id shown is the cursor. */
const ledgerQuery = z.object({
  cursor: id.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

/** Why a refund did not happen, as status and message. */
const refundRefusals = {
  not_found: [404, 'Payment not found'],
  already_refunded: [409, 'This payment was already refunded'],
  payer_unknown: [409, 'The payer has no Telegram account to refund to'],
} as const;

export const adminActivityRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/readings', validate('query', readingsQuery), (c) => {
      const q = c.req.valid('query');
      return c.json(
        listReadings(deps.db, {
          userId: q.user_id,
          spreadId: q.spread_id,
          status: q.status,
          from: q.from,
          to: q.to === undefined ? undefined : q.to + DAY_MS,
          page: q.page,
          pageSize: q.page_size,
        }),
        200,
      );
    })
    .get('/readings/:id', validate('param', z.object({ id: z.string().min(1).max(64) })), (c) =>
      c.json(readingDetail(deps.db, c.req.valid('param').id), 200),
    )
    .get('/users/:id/ledger', validate('param', z.object({ id })), validate('query', ledgerQuery), (c) => {
      const { cursor, limit } = c.req.valid('query');
      const page = ledgerPage(deps.db, c.req.valid('param').id, cursor ?? null, limit);
      return c.json(
        {
          entries: page.entries.map((e) => ({
            id: e.id,
            delta: e.delta,
            reason: e.reason,
            reference: e.reference,
            balance_after: e.balanceAfter,
            actor_user_id: e.actorUserId,
            created_at: new Date(e.createdAt).toISOString(),
          })),
          next_cursor: page.nextBeforeId === null ? null : String(page.nextBeforeId),
        },
        200,
      );
    })
    .get('/stats/daily', validate('query', dailyQuery(deps.now)), (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(dailyStats(deps.db, from, to), 200);
    })
    .get('/payments', validate('query', paymentsQuery), (c) => {
      const q = c.req.valid('query');
      return c.json(
        listPayments(deps.db, { status: q.status, userId: q.user_id, page: q.page, pageSize: q.page_size }),
        200,
      );
    })
    .post('/payments/:id/refund', validate('param', z.object({ id })), async (c) => {
      const payment = findPaymentById(deps.db, c.req.valid('param').id);
      if (!deps.refundStars)
        throw new AppError(503, 'refunds_unavailable', 'Refunds need the bot (BOT_TOKEN)');
      const result = await refundPayment(deps, payment.telegramChargeId, deps.refundStars, c.get('user').id);
      if (result.status !== 'refunded') {
        const [status, message] = refundRefusals[result.status];
        throw new AppError(status, result.status, message);
      }
      return c.json(
        { payment: toPaymentDto(result.payment), tokens_taken: result.taken, shortfall: result.shortfall },
        200,
      );
    });
