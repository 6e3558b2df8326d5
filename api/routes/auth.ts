/** Sign-in and sessions under /api/auth (spec §7, DESIGN §5). */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { loginWithPassword, registerWithPassword, signInWithTelegram } from '../../core/accounts/sign-in.js';
import { toUserDto } from '../../core/accounts/user-dto.js';
import { findUser } from '../../core/accounts/users.js';
import { displayNameSchema } from '../../core/inputs/display-name.js';
import { emailSchema } from '../../core/inputs/email.js';
import { LOCALES } from '../../core/locales.js';
import { consume, LIMITS } from '../../core/security/rate-limit.js';
import type { Services } from '../../core/services.js';
import { endSession, refreshSession } from '../../core/sessions/sessions.js';
import type { AppEnv } from '../env.js';
import { validationBody } from '../errors.js';
import { linkBase } from '../link-base.js';
import { requireUser, userFromBearer } from '../middleware/auth.js';
import { validate } from '../validation.js';
import { authEmailRoutes } from './auth-email.js';
import { authGoogleRoutes } from './auth-google.js';

const deviceInfo = z.string().max(512).optional();

const telegramBody = z.object({ initData: z.string().min(1).max(8192) });
const passwordBody = z.object({
  action: z.enum(['register', 'login']).default('login'),
  email: emailSchema,
  password: z.string().min(1).max(1024),
  locale: z.enum(LOCALES).optional(),
  display_name: z.optional(displayNameSchema),
  device_info: deviceInfo,
});

/**
 * Picks the form by the presence of initData, so a bad field is named (a z.union that fails
 * in both branches names no field).
 */
const signInBody = (body: unknown) =>
  typeof body === 'object' && body !== null && 'initData' in body
    ? telegramBody.safeParse(body)
    : passwordBody.safeParse(body);

/** The sign-in call takes JSON or HTML form fields (spec §7). */
async function readBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    return req.json().catch(() => {
      throw new HTTPException(400, { message: 'Malformed JSON in request body' });
    });
  }
  if (type.includes('form')) {
    const form = await req.formData().catch(() => undefined);
    if (!form) return undefined;
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  }
  return undefined;
}

export const authRoutes = (deps: Services) =>
  new Hono<AppEnv>()
    .post('/', async (c) => {
      const parsed = signInBody(await readBody(c.req.raw));
      if (!parsed.success) return c.json(validationBody(parsed.error), 422);
      const body = parsed.data;
      const ip = c.get('clientIp');
      if ('initData' in body) return c.json(await signInWithTelegram(deps, body.initData, ip), 200);
      if (body.action === 'register') {
        return c.json(await registerWithPassword(deps, body, ip, linkBase(c, deps.config)), 201);
      }
      return c.json(await loginWithPassword(deps, body, ip), 200);
    })
    .post(
      '/refresh',
      validate('json', z.object({ refresh_token: z.string().min(1).max(512), device_info: deviceInfo })),
      async (c) => {
        consume(deps.db, LIMITS.refreshByIp, c.get('clientIp'), deps.now());
        const body = c.req.valid('json');
        const { userId, tokens } = await refreshSession(deps, body.refresh_token, body.device_info);
        const user = findUser(deps.db, userId);
        return c.json({ ...tokens, user: user ? toUserDto(user, deps.config) : null }, 200);
      },
    )
    .post('/logout', validate('json', z.object({ refresh_token: z.string().min(1).max(512) })), (c) => {
      endSession(deps, c.req.valid('json').refresh_token);
      return c.json({ success: true }, 200);
    })
    .post('/verify', async (c) => {
      const user = await userFromBearer(deps, c.req.header('authorization'));
      if (!user)
        return c.json(
          { valid: false, user: null, detail: { message: 'Authentication required', code: 'unauthorized' } },
          401,
        );
      return c.json({ valid: true, user: toUserDto(user, deps.config) }, 200);
    })
    .get('/password/status', requireUser(deps), (c) =>
      c.json({ has_password: !!c.get('user').passwordHash }, 200),
    )
    .route('/', authEmailRoutes(deps))
    .route('/', authGoogleRoutes(deps));
