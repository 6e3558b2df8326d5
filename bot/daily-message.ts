/**
 * The daily card as a Telegram message: the days in a row with a reading, the card, its key themes and
 * a short interpretation, a button to the whole reading and, in a private chat, the button that turns
 * the morning card on or off.
 */
import { InlineKeyboard } from 'grammy';
import type { Locale } from '../core/locales.js';
import type { DailyCard } from '../core/readings/daily-card.js';
import { cardText } from '../core/tarot/card-texts.js';
import { escapeHtml } from './html.js';
import { botText } from './i18n.js';
import { appButton, type ButtonChat } from './mini-app.js';

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

/** Callback data of the morning-card buttons: they set the state they name, so a stale tap is harmless. */
export const NOTIFY = /^notify:(on|off)$/;

/** The button that turns the morning card on when it is off, and off when it is on. */
export function notifyButton(locale: Locale, enabled: boolean) {
  return enabled
    ? InlineKeyboard.text(botText(locale, 'buttons.notify_off'), 'notify:off')
    : InlineKeyboard.text(botText(locale, 'buttons.notify_on'), 'notify:on');
}

export interface DailyMessage {
  text: string;
  other: { parse_mode: 'HTML'; reply_markup?: InlineKeyboard };
}

export interface DailyMessageOptions {
  locale: Locale;
  webAppUrl: string | undefined;
  heading: 'title' | 'notification';
  /** Where it is sent: the buttons depend on it. */
  chat: ButtonChat;
  /** Whether the user gets the morning card now; the button offers the other state. */
  notificationsEnabled: boolean;
  /** Days in a row with a reading, today's card included (core/insights); shown from the second day. */
  streak: number;
}

/** A streak worth naming: one day is just today. */
export const STREAK_SHOWN_FROM = 2;

export function dailyMessage(daily: DailyCard, options: DailyMessageOptions): DailyMessage {
  const { locale, webAppUrl, heading, chat } = options;
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
    ...(options.streak >= STREAK_SHOWN_FROM
      ? [escapeHtml(t('daily.streak', { count: options.streak }))]
      : []),
    '',
    `🃏 <b>${escapeHtml(text.name)}</b> (${t(reversed ? 'daily.reversed' : 'daily.upright')})`,
    `<i>${escapeHtml(t('daily.keywords', { keywords: keywords.join(', ') }))}</i>`,
    '',
    escapeHtml(body),
  ];
  const readMore = appButton(webAppUrl, chat, t('buttons.read_more'), `reading_${daily.reading.id}`);
  const rows = [
    ...(readMore?.inline_keyboard ?? []),
    // Only in a private chat: in a group anyone could tap it, and the card goes to a private chat anyway.
    ...(chat.private ? [[notifyButton(locale, options.notificationsEnabled)]] : []),
  ];
  return {
    text: lines.join('\n'),
    other: { parse_mode: 'HTML', ...(rows.length > 0 ? { reply_markup: new InlineKeyboard(rows) } : {}) },
  };
}
