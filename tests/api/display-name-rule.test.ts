/**
 * Issue 11 §7: registration stored names that /api/user/display-name refuses (RLO, zero-width, BEL).
 * The attack, on every way a display name gets in: registration, the profile call and Google.
 */
import { describe, expect, it } from 'vitest';
import { cleanName } from '../../core/accounts/display-name.js';
import { DISPLAY_NAME_MAX } from '../../core/inputs/display-name.js';
import { users } from '../../db/schema.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { readJson } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

const HOSTILE: [string, string][] = [
  ['a right-to-left override', 'admin\u202Egpj.exe'],
  ['a right-to-left isolate', 'Ann\u2067Bob'],
  ['a zero-width space', 'Ann\u200BExample'],
  ['a zero-width joiner', 'Ann\u200DExample'],
  ['a bell', 'Ann\u0007'],
  ['a line separator', 'Ann\u2028Example'],
  ['a byte-order mark', 'An\uFEFFn'],
  ['a soft hyphen', 'An\u00ADn'],
  ['an Arabic letter mark', 'Ann\u061C'],
];

let counter = 0;
const register = (t: TestApp, display_name: string) =>
  t.call('POST', '/api/auth/', {
    action: 'register',
    email: `named${++counter}@example.com`,
    password: 'a-long-enough-passphrase',
    display_name,
  });

describe('one display-name rule', () => {
  it.each(HOSTILE)(
    'refuses %s at registration with 422 naming display_name, and creates no user',
    async (_what, name) => {
      const t = makeApp();
      const res = await register(t, name);
      expect(res.status).toBe(422);
      expect((await readJson(res)).detail.message).toContain('display_name');
      expect(t.deps.db.select().from(users).all()).toEqual([]);
    },
  );

  it.each(HOSTILE)('refuses %s in POST /api/user/display-name', async (_what, name) => {
    const t = makeApp();
    const { token } = await signUp(t);
    expect((await t.call('POST', '/api/user/display-name', { display_name: name }, token)).status).toBe(422);
  });

  it('accepts the same names at registration as in the profile: letters, emoji, other scripts', async () => {
    const t = makeApp();
    for (const name of ['Ann Example', 'Луна', '星月', 'نور', 'Ann 🌙', 'x'.repeat(DISPLAY_NAME_MAX)]) {
      expect((await register(t, name)).status, name).toBe(201);
    }
    expect((await register(t, 'x'.repeat(DISPLAY_NAME_MAX + 1))).status).toBe(422);
  });

  it.each(HOSTILE)('cleans %s out of a name Google sends', (_what, name) => {
    const cleaned = cleanName(name);
    expect(cleaned).not.toBeNull();
    expect(cleaned).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
  });

  it('cuts a long Google name to the maximum without splitting a character, and drops an empty one', () => {
    const long = `${'a'.repeat(DISPLAY_NAME_MAX - 1)}🌙🌙`;
    expect(cleanName(long)).toBe('a'.repeat(DISPLAY_NAME_MAX - 1));
    expect(cleanName('\u200B\u202E ')).toBeNull();
    expect(cleanName(undefined)).toBeNull();
  });
});
