/** Birth date, personal arcana and the personality analysis (spec §7, DESIGN §6). */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { makeApp, testClock } from '../helpers/harness.js';
import { cardTexts } from '../helpers/locale-files.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

const cardName = (locale: Locale, id: string) => cardTexts(locale)[id]?.name;

const TODAY = Date.UTC(2025, 5, 15, 12);
const BAD_DATES: unknown[] = [
  '2023-02-29',
  '2024-13-01',
  '2024-04-31',
  '23.07.1988',
  '1988-7-23',
  '1899-12-31',
  '2025-06-16',
  '',
  19880723,
  null,
];

describe('POST /api/user/arcana/calculate', () => {
  it('answers both arcana without saving anything', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t);
    const res = await t.call('POST', '/api/user/arcana/calculate', { birth_date: '1988-07-23' }, token);
    expect(res.status).toBe(200);
    // 23 -> 1; 2+3+0+7+1+9+8+8 = 38 -> 16
    expect(await read(res)).toEqual({ first_arcana: 1, second_arcana: 16 });
    const arcana = await read(await t.call('GET', '/api/user/arcana', undefined, token));
    expect(arcana).toMatchObject({
      has_arcana: false,
      first_arcana: null,
      second_arcana: null,
      birth_date: null,
    });
  });

  it('refuses impossible, misformatted, too early and future dates with 422', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t);
    for (const birth_date of BAD_DATES) {
      const res = await t.call('POST', '/api/user/arcana/calculate', { birth_date }, token);
      expect(res.status, JSON.stringify(birth_date)).toBe(422);
      expect((await read(res)).detail.message).toContain('birth_date');
    }
    expect((await t.call('POST', '/api/user/arcana/calculate', {}, token)).status).toBe(422);
    expect(
      (await t.call('POST', '/api/user/arcana/calculate', { birth_date: '2025-06-15' }, token)).status,
    ).toBe(200);
  });
});

describe('POST /api/user/birth-date and GET /api/user/arcana', () => {
  it('saves the birth date, stores the arcana, and shows them with their cards and the rule', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t);
    // 22 stays 22, the Fool; 2+2+0+5+1+9+9+0 = 28 -> 6
    const res = await t.call('POST', '/api/user/birth-date', { birth_date: '1990-05-22' }, token);
    expect(await read(res)).toEqual({
      success: true,
      birth_date: '1990-05-22',
      first_arcana: 22,
      second_arcana: 6,
    });
    const arcana = await read(await t.call('GET', '/api/user/arcana', undefined, token));
    expect(arcana).toEqual({
      has_arcana: true,
      first_arcana: 22,
      second_arcana: 6,
      birth_date: '1990-05-22',
      first_card: { number: 22, card_id: 'major-00', name: 'The Fool' },
      second_card: { number: 6, card_id: 'major-06', name: 'The Lovers' },
      rule: expect.stringContaining('22'),
    });
    const verify = await read(await t.call('POST', '/api/auth/verify', undefined, token));
    expect(verify.user).toMatchObject({ birth_date: '1990-05-22' });
  });

  it('refuses bad dates with 422 and keeps the saved date', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t);
    await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, token);
    for (const birth_date of BAD_DATES) {
      expect(
        (await t.call('POST', '/api/user/birth-date', { birth_date }, token)).status,
        String(birth_date),
      ).toBe(422);
    }
    expect(await read(await t.call('GET', '/api/user/arcana', undefined, token))).toMatchObject({
      birth_date: '1988-07-23',
      first_arcana: 1,
      second_arcana: 16,
    });
  });

  it('names the cards and the rule in the user language', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t, { locale: 'ru' });
    await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, token);
    const arcana = await read(await t.call('GET', '/api/user/arcana', undefined, token));
    expect(arcana.first_card).toMatchObject({ name: cardName('ru', 'major-01') });
    expect(arcana.second_card).toMatchObject({ name: cardName('ru', 'major-16') });
    expect(arcana.rule).toMatch(/[а-я]/);
  });
});

describe('POST /api/user/arcana/skip', () => {
  it('answers success and records the skip in /api/user/info', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    expect(await read(await t.call('POST', '/api/user/arcana/skip', undefined, token))).toEqual({
      success: true,
    });
    expect((await read(await t.call('GET', '/api/user/info', undefined, token))).arcana_skipped).toBe(true);
  });
});

describe('GET and DELETE /api/user/personality-analysis', () => {
  it('answers 409 until the birth date and both arcana exist', async () => {
    const t = makeApp();
    const { token } = await signUp(t);
    const res = await t.call('GET', '/api/user/personality-analysis', undefined, token);
    expect(res.status).toBe(409);
    expect((await read(res)).detail).toEqual({ message: expect.any(String), code: 'arcana_required' });
    await t.call('POST', '/api/user/arcana/skip', undefined, token);
    expect((await t.call('GET', '/api/user/personality-analysis', undefined, token)).status).toBe(409);
  });

  it('generates the analysis once and keeps it; DELETE then GET gives a fresh one', async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t);
    await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, token);
    const get = async () => read(await t.call('GET', '/api/user/personality-analysis', undefined, token));
    const first = await get();
    expect(first).toEqual({
      analysis: expect.stringContaining('The Magician'),
      first_arcana: 1,
      second_arcana: 16,
      birth_date: '1988-07-23',
      locale: 'en',
      created_at: new Date(TODAY).toISOString(),
    });
    expect(first.analysis).toContain('The Tower');
    t.deps.clock.advance(60_000);
    expect(await get()).toEqual(first);

    const deleted = await t.call('DELETE', '/api/user/personality-analysis', undefined, token);
    expect(await read(deleted)).toEqual({ success: true, deleted: true });
    t.deps.clock.advance(60_000);
    const fresh = await get();
    expect(fresh.created_at).toBe(new Date(TODAY + 120_000).toISOString());
    expect(
      (await read(await t.call('DELETE', '/api/user/personality-analysis', undefined, token))).deleted,
    ).toBe(true);
    expect(
      (await read(await t.call('DELETE', '/api/user/personality-analysis', undefined, token))).deleted,
    ).toBe(false);
  });

  it("writes the analysis in the user's language and rewrites it when the language or birth date changes", async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const { token } = await signUp(t, { locale: 'ru' });
    await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, token);
    const get = async () => read(await t.call('GET', '/api/user/personality-analysis', undefined, token));
    const ru = await get();
    expect(ru).toMatchObject({
      locale: 'ru',
      analysis: expect.stringContaining(cardName('ru', 'major-01') ?? '?'),
    });
    await t.call('POST', '/api/user/locale', { locale: 'de' }, token);
    const de = await get();
    expect(de).toMatchObject({
      locale: 'de',
      analysis: expect.stringContaining(cardName('de', 'major-16') ?? '?'),
    });
    await t.call('POST', '/api/user/birth-date', { birth_date: '1990-05-22' }, token);
    expect(await get()).toMatchObject({ first_arcana: 22, second_arcana: 6, birth_date: '1990-05-22' });
  });

  it("never shows or deletes another user's analysis", async () => {
    const t = makeApp({ clock: testClock(TODAY) });
    const a = await signUp(t);
    const b = await signUp(t);
    await t.call('POST', '/api/user/birth-date', { birth_date: '1988-07-23' }, a.token);
    const mine = await read(await t.call('GET', '/api/user/personality-analysis', undefined, a.token));
    expect((await t.call('GET', '/api/user/personality-analysis', undefined, b.token)).status).toBe(409);
    expect(
      (await read(await t.call('DELETE', '/api/user/personality-analysis', undefined, b.token))).deleted,
    ).toBe(false);
    expect(await read(await t.call('GET', '/api/user/personality-analysis', undefined, a.token))).toEqual(
      mine,
    );
    expect((await read(await t.call('GET', '/api/user/arcana', undefined, b.token))).has_arcana).toBe(false);
  });
});
