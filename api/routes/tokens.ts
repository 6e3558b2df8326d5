/**
 * Token packages, the monthly subscription plan and Stars invoice links (DESIGN §6a, §6b, §7). Tokens are
 * credited by the bot, never here.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import type { Locale } from '../../core/locales.js';
import { invoiceFor, subscriptionInvoiceFor } from '../../core/payments/invoice.js';
import {
  findPackage,
  findSubscriptionPlan,
  packageDtos,
  subscriptionPlanDto,
} from '../../core/payments/packages.js';
import { subscriptionState } from '../../core/payments/subscription.js';
import { consume, LIMITS } from '../../core/security/rate-limit.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { callerLocale, requestLocale } from '../locale.js';
import { requireUser } from '../middleware/auth.js';
import { validate } from '../validation.js';

const invoiceBody = z.object({ package_id: z.string().min(1).max(64) });

export const tokenRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/packages', async (c) => {
      // Public, but a signed-in caller gets titles in their own language.
      return c.json(packageDtos(await callerLocale(c, deps)), 200);
    })
    .get('/subscription-plan', async (c) => {
      return c.json(subscriptionPlanDto(await callerLocale(c, deps)), 200);
    })
    // package_id names a package or the subscription plan ("monthly"): one flow, one cache, one limit.
    .post('/invoice', requireUser(deps), validate('json', invoiceBody), async (c) => {
      const { package_id } = c.req.valid('json');
      const user = c.get('user');
      const pkg = findPackage(package_id);
      const plan = findSubscriptionPlan(package_id);
      const invoiceIn = plan
        ? (locale: Locale) => subscriptionInvoiceFor(user.id, plan, locale)
        : pkg
          ? (locale: Locale) => invoiceFor(user.id, pkg, locale)
          : null;
      if (!invoiceIn)
        throw new AppError(422, 'unknown_package', `package_id: unknown package "${package_id}"`);
      if (plan) {
        // Telegram would run a second subscription beside the first; a cancelled one may be replaced.
        const state = subscriptionState(deps.db, user.id, deps.now());
        if (state.active && !state.cancelled)
          throw new AppError(409, 'subscription_active', 'The subscription is already active');
      }
      if (!deps.invoiceLinks) {
        throw new AppError(
          503,
          'payments_disabled',
          'Payments are not available: no Telegram bot is configured',
        );
      }
      consume(deps.db, LIMITS.invoiceByUser, String(user.id), deps.now());
      let link: string;
      try {
        link = await deps.invoiceLinks.create(invoiceIn(requestLocale(c, user.locale)));
      } catch (error) {
        deps.log.error('invoice link failed', {
          requestId: c.get('requestId'),
          error,
          userId: user.id,
          packageId: package_id,
        });
        throw new AppError(503, 'payments_unavailable', 'The invoice could not be created; please try again');
      }
      return c.json({ invoice_link: link }, 200);
    });
