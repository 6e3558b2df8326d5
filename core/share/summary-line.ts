/**
 * The one line a share image (and the bot's inline result) carries from the reading: the counsel it ends
 * on, a drawn card's advice, with that card's name as the app's Take-away shows it (ADR 0075); never the
 * reminder that the reading is for reflection and entertainment; and nothing that speaks of the question,
 * not even "your question about the move", since the question is only shown when its owner asks for it
 * (ADR 0040). A reading whose closing ends elsewhere gives its last sentence that does neither, and one
 * with none gives the first card's counsel. Markdown marks are dropped; long lines are shortened.
 */
import { REMINDER } from '../inputs/reminder.js';
import type { Locale } from '../locales.js';
import { cardText } from '../tarot/card-texts.js';
import type { CardId } from '../tarot/deck.js';

const MARKS = /[*_#>`]+/g;

/** Words a sentence uses when it speaks of the question asked, in each language. */
const ASKED: Record<Locale, RegExp> = {
  en: /\bquestion|\byou asked\b|\byou ask\b/iu,
  ru: /вопрос|спрашива/iu,
  de: /frage/iu,
  es: /pregunt/iu,
  zh: /问题|问的|你问/u,
};

/** A drawn card's counsel: its advice in the orientation drawn, and its name. */
export interface Counsel {
  advice: string;
  card: string;
}

export function counselsOf(cards: { card_id: CardId; reversed: boolean }[], locale: Locale): Counsel[] {
  return cards.map((c) => {
    const text = cardText(locale, c.card_id);
    return { advice: text.advice[c.reversed ? 'reversed' : 'upright'].trim(), card: text.name };
  });
}

function sentences(paragraph: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(paragraph)].map((s) => s.segment.trim()).filter(Boolean);
}

const normalize = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();

const signed = ({ advice, card }: Counsel, maxChars: number, locale: Locale) =>
  `${shorten(advice, Math.max(maxChars - [...card].length - 3, 20), locale)} — ${card}`;

export function summaryLine(
  interpretation: string,
  question: string | null,
  locale: Locale,
  maxChars: number,
  counsels: Counsel[] = [],
): string {
  const asked = question ? normalize(question) : '';
  const fits = (sentence: string) =>
    !REMINDER.test(sentence) &&
    !ASKED[locale].test(sentence) &&
    !(asked.length > 0 && normalize(sentence).includes(asked));
  const paragraphs = interpretation
    .replace(MARKS, '')
    .split(/\n\s*\n/)
    .map((p) => sentences(p.replace(/\s+/g, ' ').trim(), locale).filter((s) => !REMINDER.test(s)))
    .filter((said) => said.length > 0);
  const closing = paragraphs.at(-1)?.join(' ') ?? '';
  const counsel = counsels.find((c) => c.advice && closing.endsWith(c.advice));
  if (counsel) return signed(counsel, maxChars, locale);
  const line = paragraphs.flat().filter(fits).at(-1);
  if (line) return shorten(line, maxChars, locale);
  return counsels[0] ? signed(counsels[0], maxChars, locale) : '';
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
