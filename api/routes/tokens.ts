/** Token packages and Stars invoice links (DESIGN §6a, §7). Tokens are credited by the bot, never here. */
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { invoiceFor } from '../../core/payments/invoice.js';
import { findPackage, packageDtos } from '../../core/payments/packages.js';
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
    .post('/invoice', requireUser(deps), validate('json', invoiceBody), async (c) => {
      const { package_id } = c.req.valid('json');
      const pkg = findPackage(package_id);
      if (!pkg) throw new AppError(422, 'unknown_package', `package_id: unknown package "${package_id}"`);
      if (!deps.invoiceLinks) {
        throw new AppError(
          503,
          'payments_disabled',
          'Payments are not available: no Telegram bot is configured',
        );
      }
      const user = c.get('user');
      consume(deps.db, LIMITS.invoiceByUser, String(user.id), deps.now());
      let link: string;
      try {
        link = await deps.invoiceLinks.create(invoiceFor(user.id, pkg, requestLocale(c, user.locale)));
      } catch (error) {
        deps.log.error('invoice link failed', {
          requestId: c.get('requestId'),
          error,
          userId: user.id,
          packageId: pkg.id,
        });
        throw new AppError(503, 'payments_unavailable', 'The invoice could not be created; please try again');
      }
      return c.json({ invoice_link: link }, 200);
    });
