/**
 * The one line a share image carries from the reading: the counsel it ends on, the last sentence of
 * its closing paragraph (a drawn card's advice, ADR 0075), never the reminder that the reading is for
 * reflection and entertainment, and never a sentence that quotes the question, since the question is
 * only shown when its owner asks for it (ADR 0040). Markdown marks are dropped; long lines are shortened.
 */
import { REMINDER } from '../inputs/reminder.js';
import type { Locale } from '../locales.js';

const MARKS = /[*_#>`]+/g;

function sentences(paragraph: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(paragraph)].map((s) => s.segment.trim()).filter(Boolean);
}

const normalize = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();

export function summaryLine(
  interpretation: string,
  question: string | null,
  locale: Locale,
  maxChars: number,
): string {
  const asked = question ? normalize(question) : '';
  const fits = (sentence: string) =>
    !REMINDER.test(sentence) && !(asked.length > 0 && normalize(sentence).includes(asked));
  const paragraphs = interpretation
    .replace(MARKS, '')
    .split(/\n\s*\n/)
    .map((p) => sentences(p.replace(/\s+/g, ' ').trim(), locale).filter(fits))
    .filter((said) => said.length > 0);
  // The counsel the closing paragraph ends on.
  const line = paragraphs.at(-1)?.at(-1) ?? '';
  return line ? shorten(line, maxChars, locale) : '';
}

/** Cuts at a word boundary (any character in Chinese) and ends with an ellipsis. */
export function shorten(text: string, maxChars: number, locale: Locale): string {
  const chars = [...text];
  if (chars.length <= maxChars) return text;
  const words = new Intl.Segmenter(locale, { granularity: 'word' });
  let out = '';
  for (const { segment } of words.segment(text)) {
    if ([...out].length + [...segment].length > maxChars - 1) break;
    out += segment;
  }
  return `${out.replace(/[\s\p{P}]+$/u, '')}…`;
}
