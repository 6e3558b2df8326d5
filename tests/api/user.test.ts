/** The user calls of spec §7 (base /api/user): onboarding, profile and preferences. */
import { describe, expect, it } from 'vitest';
import { anyErrorDetail } from '../helpers/error-shape.js';
import { makeApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

/** Every call of spec §7 under /api/user, with a body that would be valid. */
const USER_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/user/info'],
  ['POST', '/api/user/terms', { accepted: true }],
  ['GET', '/api/user/locale'],
  ['POST', '/api/user/locale', { locale: 'ru' }],
  ['POST', '/api/user/display-name', { display_name: 'Luna' }],
  ['GET', '/api/user/preferences/confirmation'],
  ['POST', '/api/user/preferences/confirmation', { show_confirmation: false }],
  ['GET', '/api/user/preferences/notifications'],
  ['POST', '/api/user/preferences/notifications', { notifications_enabled: false }],
  ['GET', '/api/user/preferences/personal-arcana'],
  ['POST', '/api/user/preferences/personal-arcana', { use_personal_arcana: false }],
  ['GET', '/api/user/preferences/reversed-cards'],
  ['POST', '/api/user/preferences/reversed-cards', { reversed_cards: false }],
  ['POST', '/api/user/arcana/calculate', { birth_date: '1988-07-23' }],
  ['POST', '/api/user/birth-date', { birth_date: '1988-07-23' }],
  ['GET', '/api/user/arcana'],
  ['POST', '/api/user/arcana/skip'],
  ['GET', '/api/user/tokens'],
  ['GET', '/api/user/history'],
  ['GET', '/api/user/saved'],
  ['GET', '/api/user/personality-analysis'],
  ['DELETE', '/api/user/personality-analysis'],
  ['GET', '/api/user/rank'],
  ['POST', '/api/user/email', { email: 'first-address@example.com' }],
];

describe('authentication of /api/user', () => {
  it.each(USER_CALLS)('%s %s answers 401 without a valid token', async (method, url, body) => {
    const t = makeApp();
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const res = await t.call(method, url, body, token);
      expect(res.status, `${token}`).toBe(401);
      expect((await read(res)).detail).toEqual(anyErrorDetail);
    }
  });

  it('answers every call with a valid token', async () => {
    const t = makeApp();
    const { token } = await signUp(t, { birthDate: '1988-07-23', firstArcana: 1, secondArcana: 16 });
    for (const [method, url, body] of USER_CALLS) {
      expect((await t.call(method, url, body, token)).status, `${method} ${url}`).toBe(200);
    }
  });
});

describe('GET /api/user/info and POST /api/user/terms', () => {
  it('starts with nothing confirmed and records the terms being accepted or withdrawn', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const info = async () => read(await t.call('GET', '/api/user/info', undefined, token));
    expect(await info()).toEqual({ locale_confirmed: false, terms_accepted: false, arcana_skipped: false });
    const accepted = await t.call('POST', '/api/user/terms', { accepted: true }, token);
    expect(await read(accepted)).toEqual({ success: true, accepted: true });
    expect((await info()).terms_accepted).toBe(true);
    await t.call('POST', '/api/user/terms', { accepted: false }, token);
    expect((await info()).terms_accepted).toBe(false);
  });

  it('refuses a terms body without a boolean accepted with 422', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    for (const body of [{}, { accepted: 'yes' }, { accepted: 1 }, { accepted: null }]) {
      const res = await t.call('POST', '/api/user/terms', body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await read(res)).detail.message).toContain('accepted');
    }
    expect((await read(await t.call('GET', '/api/user/info', undefined, token))).terms_accepted).toBe(false);
  });
});

describe('GET and POST /api/user/locale', () => {
  it('saves any of en, ru, de, es, zh and marks the locale confirmed', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    expect(await read(await t.call('GET', '/api/user/locale', undefined, token))).toEqual({
      locale: 'en',
      locale_confirmed: false,
    });
    for (const locale of ['ru', 'de', 'es', 'zh', 'en']) {
      const res = await t.call('POST', '/api/user/locale', { locale }, token);
      expect(await read(res)).toEqual({ success: true, locale, locale_confirmed: true });
      expect((await read(await t.call('GET', '/api/user/locale', undefined, token))).locale).toBe(locale);
    }
    expect((await read(await t.call('GET', '/api/user/info', undefined, token))).locale_confirmed).toBe(true);
  });

  it('refuses other locales with 422 and keeps the saved one', async () => {
    const t = makeApp();
    const { token } = await signUp(t, { locale: 'de' });
    for (const body of [{ locale: 'fr' }, { locale: 'RU' }, { locale: 'ru-RU' }, { locale: 7 }, {}]) {
      const res = await t.call('POST', '/api/user/locale', body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await read(res)).detail.message).toContain('locale');
    }
    expect(await read(await t.call('GET', '/api/user/locale', undefined, token))).toEqual({
      locale: 'de',
      locale_confirmed: false,
    });
  });
});

describe('POST /api/user/display-name', () => {
  it('saves the name trimmed, up to 64 characters', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const res = await t.call('POST', '/api/user/display-name', { display_name: '  Luna Stellaria  ' }, token);
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.display_name).toBe('Luna Stellaria');
    expect(body.user).toMatchObject({ display_name: 'Luna Stellaria' });
    const longest = 'ж'.repeat(64);
    expect(
      (await read(await t.call('POST', '/api/user/display-name', { display_name: longest }, token)))
        .display_name,
    ).toBe(longest);
  });

  it('refuses empty, oversized, control-character and wrongly typed names with 422', async () => {
    const t = makeApp();
    const { token } = await signUp(t, { displayName: 'Before' });
    const bad = [
      '',
      '   ',
      'x'.repeat(65),
      'bell\u0007',
      'two\nlines',
      'tab\there',
      'zero\u200bwidth',
      'rtl\u202eoverride',
      42,
      null,
      ['a'],
    ];
    for (const display_name of bad) {
      const res = await t.call('POST', '/api/user/display-name', { display_name }, token);
      expect(res.status, JSON.stringify(display_name)).toBe(422);
      expect((await read(res)).detail.message).toContain('display_name');
    }
    expect((await t.call('POST', '/api/user/display-name', {}, token)).status).toBe(422);
    const verify = await read(await t.call('POST', '/api/auth/verify', undefined, token));
    expect(verify.user).toMatchObject({ display_name: 'Before' });
  });
});

describe('preferences', () => {
  // The daily card message is opt-in (DESIGN §8), so notifications start off; the rest start on.
  it.each([
    ['confirmation', 'show_confirmation', true],
    ['notifications', 'notifications_enabled', false],
    ['personal-arcana', 'use_personal_arcana', true],
    ['reversed-cards', 'reversed_cards', true],
  ])('GET and POST /api/user/preferences/%s keep %s, %s by default', async (path, field, initial) => {
    const t = makeApp();
    const { token } = await signUp(t);
    const url = `/api/user/preferences/${path}`;
    expect(await read(await t.call('GET', url, undefined, token))).toEqual({ [field]: initial });
    expect(await read(await t.call('POST', url, { [field]: !initial }, token))).toEqual({
      [field]: !initial,
    });
    expect(await read(await t.call('GET', url, undefined, token))).toEqual({ [field]: !initial });
    for (const body of [{}, { [field]: 'false' }, { [field]: 0 }, { other: true }]) {
      const res = await t.call('POST', url, body, token);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await read(res)).detail.message).toContain(field);
    }
    expect(await read(await t.call('POST', url, { [field]: initial }, token))).toEqual({ [field]: initial });
  });

  it('keeps one user preferences apart from another', async () => {
    const t = makeApp();
    const a = await signUp(t);
    const b = await signUp(t);
    await t.call('POST', '/api/user/preferences/notifications', { notifications_enabled: true }, a.token);
    await t.call('POST', '/api/user/locale', { locale: 'zh' }, a.token);
    await t.call('POST', '/api/user/terms', { accepted: true }, a.token);
    expect(
      await read(await t.call('GET', '/api/user/preferences/notifications', undefined, b.token)),
    ).toEqual({
      notifications_enabled: false,
    });
    expect((await read(await t.call('GET', '/api/user/locale', undefined, b.token))).locale).toBe('en');
    expect((await read(await t.call('GET', '/api/user/info', undefined, b.token))).terms_accepted).toBe(
      false,
    );
  });
});

describe('malformed bodies', () => {
  it('answers a body that is not JSON with a 4xx in the error shape', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const res = await t.app.request('/api/user/terms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"accepted": tru',
    });
    expect([400, 422]).toContain(res.status);
    expect((await read(res)).detail).toEqual(anyErrorDetail);
  });
});
