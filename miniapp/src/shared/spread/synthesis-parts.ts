/**
 * The cards together, set in three parts (design review 2, problem 4; design review 5, problem 1;
 * ADR 0069, 0075): what leads up to the end, the counsel to leave with (a pull-quote under its card's
 * name), and the reminder that the reading is for reflection and entertainment (one muted line). The
 * reader's text is not changed, only cut: the reminder is its last line, and the counsel the words that
 * end the paragraph before it when they are, word for word, the advice of a card drawn (the offline
 * reader's and the AI's closing both end that way). Anything else stays body text.
 */

import { REMINDER, REMINDER_START } from '../../../../core/inputs/reminder.js';

/** A card drawn: its advice in the orientation drawn, and its name for the caption. */
export interface Counsel {
  advice: string;
  card: string;
}

export interface SynthesisParts {
  body: string;
  quote: Counsel | null;
  reminder: string;
}

function sentences(paragraph: string, locale: string): string[] {
  // An older WebView without Intl.Segmenter: sentences end at . ! ? or 。！？ and the spaces after them.
  if (typeof Intl.Segmenter !== 'function')
    return paragraph.match(/[^.!?。！？]+(?:[.!?。！？]+\s*|$)/gu) ?? [];
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(paragraph)].map((s) => s.segment).filter((s) => s.trim());
}

/** The last paragraph's last sentence, when it is the reminder (older readings end a paragraph with it). */
function cutReminder(paragraphs: string[], locale: string): string {
  const said = sentences(paragraphs.at(-1) ?? '', locale);
  const end = said.at(-1)?.trim() ?? '';
  if (!REMINDER.test(end)) return '';
  const rest = said.slice(0, -1).join('').trim();
  paragraphs.splice(-1, 1, ...(rest ? [rest] : []));
  return end;
}

/** The drawn card whose advice ends the last paragraph, cut from it. */
function cutQuote(paragraphs: string[], counsels: Counsel[]): Counsel | null {
  const last = paragraphs.at(-1) ?? '';
  const quote = counsels.find((c) => c.advice && last.endsWith(c.advice.trim()));
  if (!quote) return null;
  const rest = last.slice(0, last.length - quote.advice.trim().length).trim();
  paragraphs.splice(-1, 1, ...(rest ? [rest] : []));
  return { advice: quote.advice.trim(), card: quote.card };
}

export function synthesisParts(text: string, locale: string, counsels: Counsel[]): SynthesisParts {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const reminder = cutReminder(paragraphs, locale);
  const quote = cutQuote(paragraphs, counsels);
  return { body: paragraphs.join('\n\n'), quote, reminder };
}

/**
 * Whether the text is, so far, nothing but the reminder (or nothing at all): a reading from a known
 * situation ends its last card's part on its step (ADR 0117), and no "The cards together" heads the
 * reminder alone, while it streams or once it is whole.
 */
export function onlyReminder(text: string): boolean {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [first = ''] = paragraphs;
  return paragraphs.length <= 1 && (first === '' || REMINDER.test(first) || REMINDER_START.test(first));
}
