/**
 * How a card's block opens, as the app shows it: the words after the frame (design review 7, problem 3).
 * Two blocks of one reading must not open alike ("Along the present road, you are heading toward…" for
 * both the Crown and the Outcome), so the reader keeps the openers it has used and picks another link or
 * line when one would repeat.
 */
import type { Locale } from '../../locales.js';

/** Words that make an opener (CJK: characters). */
const WORDS = 5;
const CJK_CHARS = 6;

/** The first five words, lower-cased and without punctuation; in Chinese, the first six characters. */
export function opener(locale: Locale, text: string): string {
  if (locale === 'zh') return [...text.replace(/[\s\p{P}\p{S}]+/gu, '')].slice(0, CJK_CHARS).join('');
  return text
    .toLocaleLowerCase(locale)
    .split(/\s+/)
    .map((word) => word.replace(/[\p{P}\p{S}]+/gu, ''))
    .filter(Boolean)
    .slice(0, WORDS)
    .join(' ');
}

/** A sentence's end: a Latin stop before a space, or a CJK one where it stands. */
const SENTENCE_END = /[.!?]["”»“]?(?=\s|$)|[。！？][”」]?/u;

/**
 * What a frame says after its first sentence ("It shows a direction rather than a fixed fate."), which
 * the block shows; a stop inside a name ("St. Petersburg") ends no sentence.
 */
export function frameTail(frame: string, names: string[]): string {
  let masked = frame;
  for (const name of names.filter(Boolean)) masked = masked.replaceAll(name, '_'.repeat(name.length));
  const end = SENTENCE_END.exec(masked);
  return end ? frame.slice(end.index + end[0].length).trim() : '';
}
