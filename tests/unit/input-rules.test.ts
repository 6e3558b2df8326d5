/**
 * One limit, one place (issue 19 item 18): the API's validators and the mini-app's forms read the same
 * rules from core/inputs, and the mini-app writes none of them as a literal of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from '../../core/accounts/passwords.js';
import { birthDateFits } from '../../core/inputs/birth-date.js';
import { DISPLAY_NAME_MAX, displayNameSchema } from '../../core/inputs/display-name.js';
import { newPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '../../core/inputs/password.js';
import { isValidBirthDate } from '../../core/tarot/arcana.js';

const ROOT = join(import.meta.dirname, '../..');
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const source = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('input rules shared by the API and the mini-app', () => {
  it('takes a display name of the maximum length and refuses one character more', () => {
    expect(displayNameSchema.safeParse('x'.repeat(DISPLAY_NAME_MAX)).success).toBe(true);
    expect(displayNameSchema.safeParse('x'.repeat(DISPLAY_NAME_MAX + 1)).success).toBe(false);
  });

  it('gives the forms the password length the server enforces', () => {
    for (const length of [PASSWORD_MIN - 1, PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MAX + 1]) {
      const password = 'q'.repeat(length);
      const server = (() => {
        try {
          checkPasswordRules(password);
          return true;
        } catch {
          return false;
        }
      })();
      expect(newPasswordSchema.safeParse(password).success, `${length} characters`).toBe(server);
    }
  });

  it('judges a birth date as the server does', () => {
    const today = new Date('2025-06-15T12:00:00Z');
    for (const date of ['1899-12-31', '1900-01-01', '2025-02-29', '2025-06-15', '2025-06-16'])
      expect(birthDateFits(date, '2025-06-15'), date).toBe(isValidBirthDate(date, today));
  });

  it('reads the display-name limit in the mini-app from core/inputs, never as a literal', () => {
    const forms = files('miniapp/src').filter((f) => source(f).includes('display_name'));
    expect(forms.some((f) => source(f).includes('core/inputs/display-name.js'))).toBe(true);
    for (const file of files('miniapp/src')) {
      const text = source(file);
      expect(text, file).not.toMatch(/(maxLength|minLength)=\{\d+\}/);
      expect(text, file).not.toContain("'1900-01-01'");
    }
  });

  it('keeps core/inputs bundleable: it imports zod/mini and its own neighbours, nothing else', () => {
    for (const file of files('core/inputs')) {
      const imports = [...source(file).matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const name of imports) expect(name, file).toMatch(/^(zod\/mini|\.\/[\w-]+\.js)$/);
    }
  });
});
