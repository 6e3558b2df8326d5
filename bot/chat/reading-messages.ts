/** What the chat shows of a reading: the photo's caption, the text as plain text, the buttons under it. */
import { InlineKeyboard } from 'grammy';
import type { Locale } from '../../core/locales.js';
import { cardText } from '../../core/tarot/card-texts.js';
import type { CardId } from '../../core/tarot/deck.js';
import type { DrawnCard } from '../../core/tarot/draw.js';
import { spreadText } from '../../core/tarot/spreads.js';
import { botText } from '../i18n.js';
import { isWebAppUrl, miniAppUrl } from '../mini-app.js';

/** Telegram's limit on a photo's caption. */
const CAPTION_LIMIT = 1024;

export function cardLine(
  locale: Locale,
  position: string,
  card: DrawnCard | { card_id: string; reversed: boolean },
) {
  const vars = { position, card: cardText(locale, card.card_id as CardId).name };
  return botText(locale, card.reversed ? 'chat.card_reversed' : 'chat.card', vars);
}

/** The spread's name, then one line per card: its position and name, and whether it is reversed. */
export function spreadCaption(locale: Locale, spreadId: string, cards: readonly DrawnCard[]): string {
  const text = spreadText(locale, spreadId);
  const lines = cards.map((card) => cardLine(locale, text.positions[card.position] ?? card.position, card));
  return `🃏 ${text.name}\n\n${lines.join('\n')}`.slice(0, CAPTION_LIMIT);
}

/** The oracle may write Markdown emphasis and headings; the chat gets plain text. */
export const plainText = (text: string) =>
  text
    .replace(/\*\*|__/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .trim();

export function readingButtons(locale: Locale, readingId: string, webAppUrl: string | undefined) {
  const keyboard = new InlineKeyboard()
    .text(botText(locale, 'chat.save'), `s:${readingId}`)
    .text(botText(locale, 'chat.ask_followup'), `f:${readingId}`);
  if (isWebAppUrl(webAppUrl))
    keyboard
      .row()
      .webApp(botText(locale, 'buttons.open_in_app'), miniAppUrl(webAppUrl, `reading_${readingId}`));
  return keyboard;
}

/** Under a follow-up's answer: ask another, or open the reading in the app. */
export function followupButtons(locale: Locale, readingId: string, webAppUrl: string | undefined) {
  const keyboard = new InlineKeyboard().text(botText(locale, 'chat.ask_followup'), `f:${readingId}`);
  if (isWebAppUrl(webAppUrl))
    keyboard.webApp(botText(locale, 'buttons.open_in_app'), miniAppUrl(webAppUrl, `reading_${readingId}`));
  return keyboard;
}
