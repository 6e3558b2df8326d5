/** POST /api/user/password: a first password for accounts without one, a change with the current one. */
import { describe, expect, it } from 'vitest';
import { startSession } from '../../core/sessions/sessions.js';
import { users } from '../../db/schema.js';
import { errorShape } from '../helpers/error-shape.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';

const OLD = 'a-long-enough-passphrase';
const NEW = 'another long passphrase';

const login = (t: TestApp, email: string, password: string) =>
  t.call('POST', '/api/auth/', { action: 'login', email, password });
const change = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/user/password', body, token);

describe('POST /api/user/password', () => {
  it('changes the password with the current one, ends the other sessions and renews this one', async () => {
    const t = makeApp();
    const session = await registerUser(t, { password: OLD });
    const other = await login(t, session.user.email, OLD);
    const otherTokens = (await other.json()) as { access_token: string };

    const res = await change(t, session.access_token, { current_password: OLD, new_password: NEW });
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { access_token: string; refresh_token: string };
    expect(fresh.access_token).toEqual(expect.any(String));

    expect((await login(t, session.user.email, NEW)).status).toBe(200);
    expect((await login(t, session.user.email, OLD)).status).toBe(401);
    expect((await t.call('GET', '/api/user/info', undefined, otherTokens.access_token)).status).toBe(401);
    expect((await t.call('GET', '/api/user/info', undefined, fresh.access_token)).status).toBe(200);
  });

  it('refuses a wrong or missing current password with 403 and keeps the old password', async () => {
    const t = makeApp();
    const session = await registerUser(t, { password: OLD });
    for (const body of [{ current_password: 'not it at all', new_password: NEW }, { new_password: NEW }]) {
      const res = await change(t, session.access_token, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ detail: { code: 'invalid_password' } });
    }
    expect((await login(t, session.user.email, OLD)).status).toBe(200);
  });

  it('refuses a short or common new password with 422 naming new_password', async () => {
    const t = makeApp();
    const session = await registerUser(t, { password: OLD });
    for (const new_password of ['short', 'password123']) {
      const res = await change(t, session.access_token, { current_password: OLD, new_password });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { message: string } };
      expect(body).toMatchObject(errorShape);
      expect(body.detail.message).toContain('new_password');
    }
  });

  it('lets an account without a password (Telegram) set a first one without a current password', async () => {
    const t = makeApp();
    const user = t.deps.db.insert(users).values({ telegramId: '777001', firstName: 'Ada' }).returning().get();
    const { access_token } = await startSession(t.deps, user.id);
    expect(await (await t.call('GET', '/api/auth/password/status', undefined, access_token)).json()).toEqual({
      has_password: false,
    });
    const res = await change(t, access_token, { new_password: NEW });
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { access_token: string };
    expect(
      await (await t.call('GET', '/api/auth/password/status', undefined, fresh.access_token)).json(),
    ).toEqual({
      has_password: true,
    });
  });

  it('limits tries per account: the 11th in an hour is refused with 429', async () => {
    const t = makeApp();
    const session = await registerUser(t, { password: OLD });
    for (let i = 0; i < 10; i++) {
      expect(
        (await change(t, session.access_token, { current_password: 'wrong guess!', new_password: NEW }))
          .status,
      ).toBe(403);
    }
    const res = await change(t, session.access_token, { current_password: OLD, new_password: NEW });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 401 without a session', async () => {
    const t = makeApp();
    expect((await t.call('POST', '/api/user/password', { new_password: NEW })).status).toBe(401);
  });
});
