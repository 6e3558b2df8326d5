/**
 * The one line a share image carries from the reading: the first sentence of its closing paragraph
 * (where readings distil), never a sentence that quotes the question, since the question is only
 * shown when its owner asks for it (ADR 0040). Markdown marks are dropped; long lines are shortened.
 */
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
  const quotesQuestion = (sentence: string) => asked.length > 0 && normalize(sentence).includes(asked);
  const paragraphs = interpretation
    .replace(MARKS, '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // The closing paragraph first, then the rest from the top.
  const ordered =
    paragraphs.length > 1 ? [paragraphs.at(-1) as string, ...paragraphs.slice(0, -1)] : paragraphs;
  for (const paragraph of ordered) {
    const sentence = sentences(paragraph, locale).find((s) => !quotesQuestion(s));
    if (sentence) return shorten(sentence, maxChars, locale);
  }
  return '';
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
