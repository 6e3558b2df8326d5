/**
 * The one line a share image (and the bot's inline result) carries from the reading: a drawn card's
 * counsel, signed with its name as the app's pull-quote is ("— Ace of Swords", ADR 0075, 0078). First
 * the counsel the reading ends on. A reading that ends on none (its answer has read that card for the
 * question already, or a card too heavy for a health or loss question was left unsaid) gets the counsel
 * of the card it leans on: the advice, else the outcome, else the last card, as the reader's
 * `anchorCard` picks it, passing over a heavy card when another is drawn. Never a sentence of the
 * reading's own frame or synthesis ("Read the three as one line: …"), never the reminder, never the
 * question. A counsel longer than the room is shortened to its shortest whole sentence, never cut.
 */
import { translate } from '../i18n.js';
import { REMINDER } from '../inputs/reminder.js';
import type { Locale } from '../locales.js';
import { roleOf } from '../oracle/reader/roles.js';
import { cardText } from '../tarot/card-texts.js';
import type { CardId } from '../tarot/deck.js';
import { yesNoOf } from '../tarot/yes-no.js';

/** A drawn card's counsel: its advice in the orientation drawn, its name, and where it lies. */
export interface Counsel {
  advice: string;
  card: string;
  /** The spread position's key ("advice", "outcome", …); absent, the card counts by its order. */
  position?: string;
  /** A card whose plain meaning is a no (the Tower, Ten of Swords): not offered unasked. */
  heavy?: boolean;
}

export function counselsOf(
  cards: { card_id: CardId; reversed: boolean; position?: string }[],
  locale: Locale,
): Counsel[] {
  return cards.map((c) => {
    const text = cardText(locale, c.card_id);
    return {
      advice: text.advice[c.reversed ? 'reversed' : 'upright'].trim(),
      card: text.name,
      position: c.position,
      heavy: yesNoOf(c.card_id, false) === 'no',
    };
  });
}

/** The line and the card it is signed with. */
export interface ShareCounsel {
  text: string;
  card: string;
}

const MARKS = /[*_#>`]+/g;

function sentences(text: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/** The card the reading leans on: the advice, else the outcome, else the last (spread-leaning.ts). */
function leanedOn(counsels: Counsel[]): Counsel | undefined {
  const light = counsels.filter((c) => !c.heavy);
  const pool = light.length > 0 ? light : counsels;
  const role = (c: Counsel) => (c.position ? roleOf(c.position) : null);
  return pool.find((c) => role(c) === 'advice') ?? pool.find((c) => role(c) === 'outcome') ?? pool.at(-1);
}

/** The counsel that ends the reading's last paragraph, word for word, once the reminder is set aside. */
function closingCounsel(interpretation: string, locale: Locale, counsels: Counsel[]): Counsel | undefined {
  const closing = interpretation
    .replace(MARKS, '')
    .split(/\n\s*\n/)
    .map((p) => sentences(p.replace(/\s+/g, ' '), locale).filter((s) => !REMINDER.test(s)))
    .filter((said) => said.length > 0)
    .at(-1)
    ?.join('');
  const bare = (text: string) => text.replace(/\s+/g, '');
  return counsels.find((c) => c.advice && closing && bare(closing).endsWith(bare(c.advice)));
}

export function shareCounsel(
  interpretation: string,
  locale: Locale,
  maxChars: number,
  counsels: Counsel[],
): ShareCounsel | null {
  const counsel = closingCounsel(interpretation, locale, counsels) ?? leanedOn(counsels);
  if (!counsel) return null;
  const room = maxChars - [...signature(counsel.card, locale)].length - 1;
  const text =
    [...counsel.advice].length <= room
      ? counsel.advice
      : (sentences(counsel.advice, locale).sort((a, b) => [...a].length - [...b].length)[0] ??
        counsel.advice);
  return { text, card: counsel.card };
}

/** "— Ace of Swords" (common.json `quote_by`, as the app captions the pull-quote). */
export function signature(card: string, locale: Locale): string {
  return translate(locale, 'common', 'quote_by', { card });
}

/** The counsel and its signature as one line, for a caption or a chat message. */
export function summaryLine(
  interpretation: string,
  locale: Locale,
  maxChars: number,
  counsels: Counsel[],
): string {
  const counsel = shareCounsel(interpretation, locale, maxChars, counsels);
  if (!counsel) return '';
  return `${counsel.text}${locale === 'zh' ? '' : ' '}${signature(counsel.card, locale)}`;
}
