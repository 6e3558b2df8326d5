/** POST /api/user/password: set a first password or change it; answers the session's fresh tokens. */
import { Hono } from 'hono';
import { z } from 'zod';
import { changePassword } from '../../core/accounts/password-change.js';
import type { Services } from '../../core/services.js';
import type { AppEnv } from '../env.js';
import { validate } from '../validation.js';

const body = z.object({
  current_password: z.string().max(1024).optional(),
  new_password: z.string().max(1024),
  device_info: z.string().max(512).optional(),
});

export const userPasswordRoutes = (deps: Services) =>
  new Hono<AppEnv>().post('/password', validate('json', body), async (c) =>
    c.json(await changePassword(deps, c.get('user'), c.req.valid('json')), 200),
  );
