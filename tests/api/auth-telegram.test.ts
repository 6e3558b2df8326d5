import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokenLedger, users } from '../../db/schema.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { errorShape } from '../helpers/error-shape.js';
import { makeApp, TEST_BOT_TOKEN, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';
import { telegramSignIn as signIn, signInitData } from '../helpers/telegram-init-data.js';

const read = readJson<AuthBody>;

const TG_USER = { id: 279058397, first_name: 'Vladislav', last_name: 'Kibenko', username: 'vdkfrost' };

function initDataFor(
  t: TestApp,
  {
    user = { ...TG_USER, language_code: 'ru' } as Record<string, unknown>,
    ageSeconds = 5,
    token = TEST_BOT_TOKEN,
  } = {},
) {
  return signInitData(
    t,
    { query_id: 'AAHdF6IQAAAAAN0XohDhrOrc', user: user as typeof TG_USER },
    { ageSeconds, token },
  );
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(401);
  const body = await read(res);
  expect(body).toEqual(errorShape);
  expect(body).not.toHaveProperty('access_token');
}

describe('POST /api/auth/ with Telegram initData', () => {
  it('signs a Telegram user in and answers tokens and the user', async () => {
    const t = makeApp();
    const res = await signIn(t, initDataFor(t));
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      telegram_id: 279058397,
      username: 'vdkfrost',
      first_name: 'Vladislav',
      last_name: 'Kibenko',
      locale: 'ru',
      email: null,
      is_admin: false,
    });
    const verify = await t.call('POST', '/api/auth/verify', undefined, body.access_token);
    expect(verify.status).toBe(200);
    expect((await read(verify)).user.telegram_id).toBe(279058397);
  });

  it('keeps one account for the same Telegram user signing in twice, and updates the profile', async () => {
    const t = makeApp();
    const first = await read(await signIn(t, initDataFor(t)));
    const renamed = { ...TG_USER, username: 'new_name', language_code: 'ru' };
    const second = await read(await signIn(t, initDataFor(t, { user: renamed })));
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.username).toBe('new_name');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(t.deps.db.select().from(users).all()).toHaveLength(1);
  });

  it('gives a new Telegram user the welcome bonus as a ledger row, once', async () => {
    const t = makeApp();
    const { user } = await read(await signIn(t, initDataFor(t)));
    expect(user.token_balance).toBe(10);
    await signIn(t, initDataFor(t));
    const rows = t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 10, reason: 'welcome_bonus', balanceAfter: 10 });
  });

  it('gives different Telegram users different accounts', async () => {
    const t = makeApp();
    const a = await read(await signIn(t, initDataFor(t)));
    const b = await read(await signIn(t, initDataFor(t, { user: { id: 42, first_name: 'B' } })));
    expect(b.user.id).not.toBe(a.user.id);
    expect(b.user.telegram_id).toBe(42);
    expect(b.user.locale).toBe('en');
  });

  it('refuses tampered initData with 401', async () => {
    const t = makeApp();
    const tampered = initDataFor(t).replace('279058397', '279058398');
    await expectRefused(await signIn(t, tampered));
    expect(t.deps.db.select().from(users).all()).toHaveLength(0);
  });

  it('refuses initData signed with another bot token with 401', async () => {
    const t = makeApp();
    await expectRefused(await signIn(t, initDataFor(t, { token: '7654321:another-bot-token' })));
  });

  it('refuses initData whose auth_date is more than an hour old with 401', async () => {
    const t = makeApp();
    await expectRefused(await signIn(t, initDataFor(t, { ageSeconds: 3601 })));
  });

  it('refuses initData that was fresh when signed once the clock has moved past an hour', async () => {
    const t = makeApp();
    const initData = initDataFor(t);
    t.deps.clock.advance(3600 * 1000);
    await expectRefused(await signIn(t, initData));
  });

  it('refuses initData whose auth_date is in the future with 401', async () => {
    const t = makeApp();
    await expectRefused(await signIn(t, initDataFor(t, { ageSeconds: -600 })));
  });

  it('honours INIT_DATA_MAX_AGE_SECONDS', async () => {
    const t = makeApp({ env: { INIT_DATA_MAX_AGE_SECONDS: '60' } });
    await expectRefused(await signIn(t, initDataFor(t, { ageSeconds: 61 })));
    expect((await signIn(t, initDataFor(t, { ageSeconds: 59 }))).status).toBe(200);
  });

  it('answers an empty initData with 422 naming the field', async () => {
    const t = makeApp();
    const res = await signIn(t, '');
    expect(res.status).toBe(422);
    const body = await read(res);
    expect(body.detail.code).toBe('validation_error');
    expect(body.detail.message).toContain('initData');
  });

  it('answers 503 when no bot token is configured', async () => {
    const t = makeApp({ env: { BOT_TOKEN: '' } });
    const res = await signIn(t, initDataFor(t));
    expect(res.status).toBe(503);
    expect(await read(res)).toEqual({ detail: { message: expect.any(String), code: 'telegram_disabled' } });
  });

  it('makes a Telegram user listed in ADMIN_TELEGRAM_IDS an admin', async () => {
    const t = makeApp({ env: { ADMIN_TELEGRAM_IDS: '1,279058397' } });
    const admin = await read(await signIn(t, initDataFor(t)));
    expect(admin.user.is_admin).toBe(true);
    const other = await read(await signIn(t, initDataFor(t, { user: { id: 2, first_name: 'X' } })));
    expect(other.user.is_admin).toBe(false);
  });
});
