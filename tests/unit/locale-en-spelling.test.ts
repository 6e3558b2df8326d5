/**
 * One spelling of "email" in English, the spec's ("Email not verified", "Resend Email"): the sign-in
 * form, the verify page, the mails, admin and the legal texts say it as the strip does (design review 7).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const EN = path.join(import.meta.dirname, '../../locales/en');

describe('English locale files', () => {
  it('spell "email" without a hyphen everywhere', () => {
    const hyphenated = fs
      .readdirSync(EN)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(EN, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/\be-mail/i.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(hyphenated).toEqual([]);
  });
});
