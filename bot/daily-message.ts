/** The daily card as a Telegram message: the card, its key themes and a short interpretation. */
import type { InlineKeyboard } from 'grammy';
import type { Locale } from '../core/locales.js';
import type { DailyCard } from '../core/readings/daily-card.js';
import { cardText } from '../core/tarot/card-texts.js';
import { escapeHtml } from './html.js';
import { botText } from './i18n.js';
import { appButton } from './mini-app.js';

/** Long enough for the gist, short enough to read in a chat; the whole reading is one tap away. */
export const SHORT_INTERPRETATION = 700;

/** Whole paragraphs up to the limit; a first paragraph longer than that is cut, with an ellipsis. */
export function shorten(text: string, limit = SHORT_INTERPRETATION): string {
  const paragraphs = text.trim().split(/\n{2,}/);
  let out = '';
  for (const paragraph of paragraphs) {
    const next = out ? `${out}\n\n${paragraph}` : paragraph;
    if (next.length > limit) break;
    out = next;
  }
  if (out) return out;
  const cut = text.slice(0, limit);
  // At the last space, unless there is none late enough (Chinese has no spaces between words).
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > limit / 2 ? space : limit).trimEnd()}…`;
}

export interface DailyMessage {
  text: string;
  other: { parse_mode: 'HTML'; reply_markup?: InlineKeyboard };
}

export function dailyMessage(
  daily: DailyCard,
  locale: Locale,
  webAppUrl: string | undefined,
  heading: 'title' | 'notification',
): DailyMessage {
  const t = (key: string, vars?: Record<string, string | number>) => botText(locale, key, vars);
  const text = cardText(locale, daily.card.card_id);
  const reversed = daily.card.reversed;
  const keywords = reversed ? text.reversed : text.upright;
  const body =
    daily.reading.status === 'complete'
      ? shorten(daily.reading.interpretation)
      : `${t('daily.failed')}\n\n${shorten(reversed ? text.meaning_reversed : text.meaning_upright)}`;
  const lines = [
    `<b>${escapeHtml(t(`daily.${heading}`))}</b>`,
    '',
    `🃏 <b>${escapeHtml(text.name)}</b> (${t(reversed ? 'daily.reversed' : 'daily.upright')})`,
    `<i>${escapeHtml(t('daily.keywords', { keywords: keywords.join(', ') }))}</i>`,
    '',
    escapeHtml(body),
  ];
  const keyboard = appButton(webAppUrl, t('buttons.read_more'), `reading_${daily.reading.id}`);
  return {
    text: lines.join('\n'),
    other: { parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}) },
  };
}
