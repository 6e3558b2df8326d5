/** requireAdmin, the guard of every admin route (DESIGN §5): 401 without a valid token, 403 for a non-admin. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../api/env.js';
import { createErrorHandler } from '../../api/errors.js';
import { requireAdmin } from '../../api/middleware/auth.js';
import { users } from '../../db/schema.js';
import { makeApp, registerUser } from '../helpers/harness.js';

function guarded(t: ReturnType<typeof makeApp>) {
  const app = new Hono<AppEnv>().get('/admin-only', requireAdmin(t.deps), (c) =>
    c.json({ admin: c.get('user').id }, 200),
  );
  app.onError(createErrorHandler(t.deps.log));
  return (token?: string) =>
    app.request('/admin-only', { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('requireAdmin', () => {
  it('answers 401 in the error shape without a token or with a bad one', async () => {
    const call = guarded(makeApp());
    for (const res of [await call(), await call('not-a-jwt')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        detail: { message: 'Authentication required', code: 'unauthorized' },
      });
    }
  });

  it('answers 403 "Admin access denied" to a signed-in user who is not an admin', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    const res = await guarded(t)(access_token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: { message: 'Admin access denied', code: 'forbidden' } });
  });

  it('lets an admin through: flagged in the database, or a listed e-mail once verified', async () => {
    const t = makeApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
    const flagged = await registerUser(t);
    t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, flagged.user.id)).run();
    const listed = await registerUser(t, { email: 'boss@example.com' });
    const call = guarded(t);
    expect((await call(flagged.access_token)).status).toBe(200);
    expect((await call(listed.access_token)).status).toBe(403);
    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, listed.user.id)).run();
    expect(await (await call(listed.access_token)).json()).toEqual({ admin: listed.user.id });
  });
});
