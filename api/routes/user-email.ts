/** POST /api/user/email: an e-mail for a user who has none, unverified until the link is followed. */
import { Hono } from 'hono';
import { z } from 'zod';
import { setFirstEmail } from '../../core/accounts/email-verification.js';
import { emailSchema } from '../../core/inputs/email.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { linkBase } from '../link-base.js';
import { validate } from '../validation.js';

export const userEmailRoutes = (deps: Services) =>
  new Hono<AppEnv>().post('/email', validate('json', z.object({ email: emailSchema })), (c) => {
    const pending = setFirstEmail(deps, c.get('user'), c.req.valid('json').email, linkBase(c, deps.config));
    return c.json({ success: true, message: 'Check your inbox to confirm this e-mail.', ...pending }, 200);
  });
