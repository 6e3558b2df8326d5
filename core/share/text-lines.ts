/**
 * Line breaking for SVG text, which has none: words are laid into lines by an estimate of their width in
 * the share image's fonts, generous enough that a line never overflows. A line breaks at a space, or
 * between Han characters; never after an opening mark or before a closing one (no line starts with
 * "»," or "”为", none ends with "«"), nor after a word of one letter ("в", "a").
 */
import type { Locale } from '../locales.js';

const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const OPENING = /[\p{Ps}\p{Pi}]$/u;
const CLOSING = /^[\p{Pe}\p{Pf}\p{Po}]/u;

/** Width in ems: Han and full-width marks are square; Cormorant Garamond is narrow. */
function ems(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (WIDE.test(ch)) width += 1;
    else if (ch === ' ') width += 0.25;
    else if (/[A-ZА-ЯЁ0-9]/.test(ch)) width += 0.62;
    else width += 0.47;
  }
  return width;
}

/** A word of one letter ("в", "a", "y"), which stays on the line of the word after it. */
const lone = (segment: string) => /^\p{L}$/u.test(segment) && !WIDE.test(segment);

/** The text in pieces no line may split: the words between spaces, and Han text by its words. */
function pieces(text: string, locale: Locale): string[] {
  const out: string[] = [];
  let hold = false;
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const last = out.at(-1);
    const space = /^\s+$/u.test(segment);
    const breakable =
      last === undefined ||
      (!hold &&
        (space ||
          /\s$/u.test(last) ||
          ((WIDE.test(segment) || WIDE.test(last)) && !CLOSING.test(segment) && !OPENING.test(last))));
    if (breakable) out.push(segment);
    else out[out.length - 1] = last + segment;
    if (!space) hold = lone(segment) && (last === undefined || /\s$/u.test(last));
  }
  return out;
}

/** At most `maxLines` lines; the last one ends with an ellipsis when the text does not fit. */
function wrapLines(
  text: string,
  locale: Locale,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const limit = maxWidth / fontSize;
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text, locale)) {
    if (ems(line + piece) <= limit || line.trim() === '') {
      line += piece;
      continue;
    }
    lines.push(line.trimEnd());
    if (lines.length === maxLines) {
      const last = lines.pop() as string;
      const clipped = [...last];
      while (clipped.length > 0 && ems(`${clipped.join('')}…`) > limit) clipped.pop();
      lines.push(`${clipped.join('').replace(/[\s\p{P}]+$/u, '')}…`);
      return lines;
    }
    line = piece.trimStart();
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The lines at the narrowest measure that keeps their number, so the last line is no orphan. */
function balanced(text: string, locale: Locale, size: number, maxWidth: number): string[] {
  const wrap = (width: number) => wrapLines(text, locale, size, width, Number.POSITIVE_INFINITY);
  const count = wrap(maxWidth).length;
  let [narrow, wide] = [maxWidth / 2, maxWidth];
  for (let step = 0; step < 12; step++) {
    const width = (narrow + wide) / 2;
    if (wrap(width).length <= count) wide = width;
    else narrow = width;
  }
  return wrap(wide);
}

/**
 * The text, balanced, at the largest of `sizes` (largest first) at which it fits in `maxLines` whole;
 * at the smallest, shortened with an ellipsis if even that is too little room.
 */
export function fitLines(
  text: string,
  locale: Locale,
  sizes: readonly number[],
  maxWidth: number,
  maxLines: number,
): { lines: string[]; size: number } {
  for (const size of sizes) {
    const lines = balanced(text, locale, size, maxWidth);
    if (lines.length <= maxLines) return { lines, size };
  }
  const size = sizes.at(-1) ?? 32;
  return { lines: wrapLines(text, locale, size, maxWidth, maxLines), size };
}
