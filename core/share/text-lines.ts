/**
 * Line breaking for SVG text, which has none: words (any Han character) are laid into lines by an
 * estimate of their width in the share image's fonts, generous enough that a line never overflows.
 */
import type { Locale } from '../locales.js';

const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

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

/** At most `maxLines` lines; the last one ends with an ellipsis when the text does not fit. */
export function wrapLines(
  text: string,
  locale: Locale,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const limit = maxWidth / fontSize;
  const lines: string[] = [];
  let line = '';
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((s) => s.segment);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (ems(line + word) <= limit || line.trim() === '') {
      line += word;
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
    line = word.trimStart();
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
