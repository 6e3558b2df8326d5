/** E-mail verification, e-mail change and password reset under /api/auth (spec §7, DESIGN §5). */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  changeStatus,
  confirmChange,
  dismissChange,
  requestChange,
} from '../../core/accounts/email-change.js';
import { resendVerification, verifyEmail } from '../../core/accounts/email-verification.js';
import { confirmReset, requestReset } from '../../core/accounts/password-reset.js';
import { emailSchema } from '../../core/inputs/email.js';
import { LOCALES } from '../../core/locales.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { linkBase } from '../link-base.js';
import { requireUser } from '../middleware/auth.js';
import { validate } from '../validation.js';

const locale = z.enum(LOCALES).default('en');
const tokenQuery = z.object({ token: z.string().min(1).max(128) });

/** The same answer whether or not the address has an account. */
const sent = { success: true, message: 'If the address belongs to an account, an e-mail is on its way.' };

export const authEmailRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .get('/email/verify', validate('query', tokenQuery), async (c) =>
      c.json(await verifyEmail(deps, c.req.valid('query').token), 200),
    )
    .post('/email/resend', validate('json', z.object({ email: emailSchema, locale })), (c) => {
      const body = c.req.valid('json');
      resendVerification(deps, body.email, body.locale, linkBase(c, deps.config), c.get('clientIp'));
      return c.json(sent, 200);
    })
    .get('/email/change/status', requireUser(deps), (c) => c.json(changeStatus(deps, c.get('user')), 200))
    .post('/email/change/dismiss', requireUser(deps), (c) => {
      dismissChange(deps, c.get('user'));
      return c.json({ success: true }, 200);
    })
    .post(
      '/email/change',
      requireUser(deps),
      validate(
        'json',
        z.object({ new_email: emailSchema, locale, password: z.string().max(1024).optional() }),
      ),
      async (c) => {
        const body = c.req.valid('json');
        await requestChange(
          deps,
          c.get('user'),
          { newEmail: body.new_email, locale: body.locale, password: body.password },
          linkBase(c, deps.config),
        );
        return c.json({ ...sent, new_email: body.new_email }, 200);
      },
    )
    .get('/email/change/confirm', validate('query', tokenQuery), async (c) =>
      c.json(await confirmChange(deps, c.req.valid('query').token), 200),
    )
    .post('/password/reset-request', validate('json', z.object({ email: emailSchema, locale })), (c) => {
      const body = c.req.valid('json');
      requestReset(deps, body.email, body.locale, linkBase(c, deps.config), c.get('clientIp'));
      return c.json(sent, 200);
    })
    .post(
      '/password/reset-confirm',
      validate('json', z.object({ token: z.string().min(1).max(128), newPassword: z.string().max(1024) })),
      async (c) => {
        const body = c.req.valid('json');
        await confirmReset(deps, body.token, body.newPassword, c.get('clientIp'));
        return c.json({ success: true }, 200);
      },
    );
