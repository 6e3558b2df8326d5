/**
 * Issue 12 §7: the server and the bot speak through i18next on the same locale files as the mini-app,
 * with each language's plural forms (Russian: one, few, many) and English for a key a language lacks.
 */
import { describe, expect, it } from 'vitest';
import { interpolate, translate } from '../../core/i18n.js';

describe('server texts', () => {
  it.each([
    ['ru', 1, '1 токен'],
    ['ru', 3, '3 токена'],
    ['ru', 25, '25 токенов'],
    ['ru', 21, '21 токен'],
    ['en', 1, '1 token'],
    ['en', 25, '25 tokens'],
    ['es', 1, '1 token'],
    ['zh', 25, '25 个代币'],
  ] as const)('in %s, %i tokens read "%s"', (locale, count, text) => {
    expect(translate(locale, 'bot', 'invoice.label', { count })).toBe(text);
  });

  it('interpolates, falls back to English for a missing key, and answers an unknown key as itself', () => {
    expect(translate('de', 'bot', 'admin.granted', { account: '#7', delta: '+5', balance: 12 })).toContain(
      '#7',
    );
    expect(translate('ru', 'bot', 'no.such.key')).toBe('no.such.key');
    expect(interpolate('{{a}} and {{b}}', { a: 'one' })).toBe('one and {{b}}');
  });
});
