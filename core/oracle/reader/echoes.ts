/**
 * Whether two lines say the same words (design review 11, problem 1: "on your own terms" in the opening
 * and again in the closing quote): a run of three words, one of them a long one, in both (in Chinese, a
 * run of four characters).
 */
import type { Locale } from '../../locales.js';

function runs(text: string, locale: Locale): string[] {
  const plain = text.toLocaleLowerCase(locale).replace(/[\p{P}\p{S}]+/gu, ' ');
  if (locale === 'zh') {
    const chars = [...plain.replace(/\s+/g, '')];
    return chars.slice(3).map((_, i) => chars.slice(i, i + 4).join(''));
  }
  const words = plain.split(/\s+/).filter(Boolean);
  return words
    .slice(2)
    .map((_, i) => words.slice(i, i + 3))
    .filter((run) => run.some((w) => w.length >= 5))
    .map((run) => run.join(' '));
}

export function echoes(a: string, b: string, locale: Locale): boolean {
  const other = new Set(runs(b, locale));
  return runs(a, locale).some((run) => other.has(run));
}
