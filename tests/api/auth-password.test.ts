import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { anyErrorDetail, errorShape } from '../helpers/error-shape.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';
import { signInitData } from '../helpers/telegram-init-data.js';

const read = readJson<AuthBody>;

const PASSWORD = 'correct horse battery';

/** Every field of the User of spec §3. */
const USER_FIELDS = [
  'id',
  'telegram_id',
  'google_id',
  'username',
  'first_name',
  'last_name',
  'photo_url',
  'token_balance',
  'locale',
  'email',
  'is_email_verified',
  'display_name',
  'birth_date',
  'arcana_skipped',
];

/** Column names (and their camelCase forms) that must never reach a caller. */
const SECRET_NAMES = [
  'password_hash',
  'passwordHash',
  'password',
  'session_version',
  'sessionVersion',
  'token_hash',
  'tokenHash',
];

function keysDeep(value: unknown, into: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.push(k);
      keysDeep(v, into);
    }
  }
  return into;
}

const auth = (t: TestApp, body: Record<string, unknown>) => t.call('POST', '/api/auth/', body);
const register = (t: TestApp, email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  auth(t, { action: 'register', email, password, ...extra });
const login = (t: TestApp, email: string, password = PASSWORD) =>
  auth(t, { action: 'login', email, password });

async function expect422Naming(res: Response, field: string) {
  expect(res.status).toBe(422);
  const body = await read(res);
  expect(body).toEqual({
    detail: expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
  });
  expect(body.detail.message).toContain(field);
}

describe('POST /api/auth/ with e-mail and password', () => {
  it('registers with 201, tokens and a user carrying every field of spec §3 and no secret', async () => {
    const t = makeApp();
    const res = await register(t, 'Ann@Example.com', PASSWORD, { locale: 'de', display_name: 'Ann' });
    expect(res.status).toBe(201);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    for (const field of USER_FIELDS) expect(body.user, field).toHaveProperty(field);
    expect(body.user).toMatchObject({
      email: 'ann@example.com',
      is_email_verified: false,
      token_balance: 10,
      locale: 'de',
      display_name: 'Ann',
      telegram_id: null,
      google_id: null,
      birth_date: null,
      arcana_skipped: false,
      is_admin: false,
    });
    const keys = keysDeep(body);
    for (const secret of SECRET_NAMES) expect(keys, secret).not.toContain(secret);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('$argon2');
  });

  it('stores the password only as an argon2id hash', async () => {
    const t = makeApp();
    await register(t, 'hash@example.com');
    const row = t.deps.db.select().from(users).where(eq(users.email, 'hash@example.com')).get();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('logs a registered user in with 200, tokens and the same user', async () => {
    const t = makeApp();
    const registered = await read(await register(t, 'bob@example.com'));
    const res = await login(t, 'BOB@example.com');
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(registered.refresh_token);
    expect(body.user.id).toBe(registered.user.id);
    for (const secret of SECRET_NAMES) expect(keysDeep(body), secret).not.toContain(secret);
  });

  it('treats a request without action as a login', async () => {
    const t = makeApp();
    await register(t, 'noaction@example.com');
    const res = await auth(t, { email: 'noaction@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await read(res)).user.email).toBe('noaction@example.com');
    // and never as a register:
    const unknown = await auth(t, { email: 'fresh@example.com', password: PASSWORD });
    expect(unknown.status).toBe(401);
  });

  it('takes form fields (application/x-www-form-urlencoded) for register and login', async () => {
    const t = makeApp();
    const form = (fields: Record<string, string>) =>
      t.app.request('/api/auth/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const reg = await form({ action: 'register', email: 'form@example.com', password: PASSWORD });
    expect(reg.status).toBe(201);
    expect((await read(reg)).user.email).toBe('form@example.com');
    const res = await form({ email: 'form@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await read(res)).access_token).toEqual(expect.any(String));
  });

  it('takes multipart form fields too', async () => {
    const t = makeApp();
    const body = new FormData();
    body.set('action', 'register');
    body.set('email', 'multipart@example.com');
    body.set('password', PASSWORD);
    const res = await t.app.request('/api/auth/', { method: 'POST', body });
    expect(res.status).toBe(201);
  });

  it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
    const t = makeApp();
    await register(t, 'carol@example.com');
    const wrong = await login(t, 'carol@example.com', 'not the password');
    const unknown = await login(t, 'nobody@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const wrongBody = await read(wrong);
    expect(await read(unknown)).toEqual(wrongBody);
    expect(wrongBody).toEqual(errorShape);
  });

  it('answers an e-mail that signed up through Telegram only like an unknown one', async () => {
    const t = makeApp();
    const res = await login(t, 'telegram-only@example.com');
    t.deps.db.insert(users).values({ telegramId: '99', email: 'tg@example.com' }).run();
    const tg = await login(t, 'tg@example.com');
    expect(tg.status).toBe(res.status);
    expect(await read(tg)).toEqual(await read(res));
  });

  it('answers registering an existing e-mail with 409 and says no more', async () => {
    const t = makeApp();
    const first = await read(await register(t, 'dave@example.com'));
    const res = await register(t, 'Dave@Example.COM', 'another long passphrase');
    expect(res.status).toBe(409);
    const body = await read(res);
    expect(body).toEqual(errorShape);
    expect(JSON.stringify(body)).not.toMatch(/exist|already|taken|registered/i);
    // The existing account is untouched: its password still works, the new one does not.
    expect((await login(t, 'dave@example.com')).status).toBe(200);
    expect((await login(t, 'dave@example.com', 'another long passphrase')).status).toBe(401);
    expect(t.deps.db.select().from(users).all()).toHaveLength(1);
    expect(first.user.token_balance).toBe(10);
  });

  it.each([
    ['too short', 'short1!'],
    ['too long', 'x'.repeat(129)],
    ['far too long', 'x'.repeat(5000)],
    ['common', 'password123'],
    ['common in other letter case', 'PassWord123'],
    ['a common digit run', '12345678'],
  ])('refuses a %s password at registration with 422 naming the password', async (_what, password) => {
    const t = makeApp();
    await expect422Naming(await register(t, 'weak@example.com', password), 'password');
    expect(t.deps.db.select().from(users).all()).toHaveLength(0);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    const t = makeApp();
    expect((await register(t, 'eight@example.com', 'kq7#vz2m')).status).toBe(201);
    expect((await register(t, 'long@example.com', `${'k'.repeat(127)}7`)).status).toBe(201);
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'spaces in@example.com', ''])(
    'refuses the invalid e-mail %j with 422 naming the email field',
    async (email) => {
      const t = makeApp();
      await expect422Naming(await register(t, email), 'email');
      await expect422Naming(await login(t, email), 'email');
    },
  );

  it('refuses a missing password with 422 naming it', async () => {
    const t = makeApp();
    await expect422Naming(await auth(t, { action: 'register', email: 'x@example.com' }), 'password');
  });

  it('refuses an unknown action with 422 naming it', async () => {
    const t = makeApp();
    await expect422Naming(await register(t, 'x@example.com', PASSWORD, { action: 'delete' }), 'action');
  });

  it('refuses an unsupported locale at registration with 422 naming it', async () => {
    const t = makeApp();
    await expect422Naming(await register(t, 'x@example.com', PASSWORD, { locale: 'fr' }), 'locale');
  });
});

describe('POST /api/auth/verify', () => {
  it('answers {valid: true, user} for a valid bearer token', async () => {
    const t = makeApp();
    const { access_token, user } = await registerUser(t);
    const res = await t.call('POST', '/api/auth/verify', undefined, access_token);
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.valid).toBe(true);
    expect(body.user.id).toBe(user.id);
    for (const field of USER_FIELDS) expect(body.user, field).toHaveProperty(field);
    for (const secret of SECRET_NAMES) expect(keysDeep(body), secret).not.toContain(secret);
  });

  it.each([
    ['no header', undefined],
    ['a garbage token', 'Bearer garbage'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ['a scheme other than Bearer', 'Basic dXNlcjpwYXNz'],
  ])('answers 401 for %s', async (_what, header) => {
    const t = makeApp();
    await registerUser(t);
    const res = await t.app.request('/api/auth/verify', {
      method: 'POST',
      headers: header ? { authorization: header } : {},
    });
    expect(res.status).toBe(401);
    const body = await read(res);
    expect(body.valid).toBe(false);
    expect(body.detail).toEqual(anyErrorDetail);
  });

  it('answers 401 for a refresh token presented as a bearer token', async () => {
    const t = makeApp();
    const { refresh_token } = await registerUser(t);
    expect((await t.call('POST', '/api/auth/verify', undefined, refresh_token)).status).toBe(401);
  });

  it('answers 401 once the account is deleted', async () => {
    const t = makeApp();
    const { access_token, user } = await registerUser(t);
    t.deps.db.delete(users).where(eq(users.id, user.id)).run();
    expect((await t.call('POST', '/api/auth/verify', undefined, access_token)).status).toBe(401);
  });
});

describe('GET /api/auth/password/status', () => {
  it('answers has_password true for an e-mail user', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    const res = await t.call('GET', '/api/auth/password/status', undefined, access_token);
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ has_password: true });
  });

  it('answers has_password false for a Telegram user', async () => {
    const t = makeApp();
    const initData = signInitData(t, { user: { id: 777, first_name: 'T' } });
    const { access_token } = await read(await t.call('POST', '/api/auth/', { initData }));
    const res = await t.call('GET', '/api/auth/password/status', undefined, access_token);
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ has_password: false });
  });

  it('answers 401 in the error shape without a token', async () => {
    const t = makeApp();
    const res = await t.call('GET', '/api/auth/password/status');
    expect(res.status).toBe(401);
    expect(await read(res)).toEqual(errorShape);
  });
});

describe('admins from ADMIN_EMAILS', () => {
  it('does not make an ADMIN_EMAILS address admin until it is verified', async () => {
    const t = makeApp({ env: { ADMIN_EMAILS: 'Boss@Example.com' } });
    const res = await register(t, 'boss@example.com');
    const { access_token, user } = await read(res);
    expect(user.is_admin).toBe(false);
    const before = await read(await t.call('POST', '/api/auth/verify', undefined, access_token));
    expect(before.user.is_admin).toBe(false);

    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id)).run();
    const after = await read(await t.call('POST', '/api/auth/verify', undefined, access_token));
    expect(after.user).toMatchObject({ is_email_verified: true, is_admin: true });
  });

  it('does not make a verified address that is not listed admin', async () => {
    const t = makeApp({ env: { ADMIN_EMAILS: 'boss@example.com' } });
    const { access_token, user } = await registerUser(t);
    t.deps.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id)).run();
    const body = await read(await t.call('POST', '/api/auth/verify', undefined, access_token));
    expect(body.user.is_admin).toBe(false);
  });
});
