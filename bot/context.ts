/** The one Context type every feature sees: grammY's, plus the sender's account and language. */
import type { Context } from 'grammy';
import type { Locale } from '../core/locales.js';
import type { UserRow } from '../db/schema.js';

export type TextVars = Record<string, string | number>;

export interface I18nFlavor {
  locale: Locale;
  /** A text from locales/<locale>/bot.json; reads ctx.locale at call time, so a language switch applies at once. */
  t(key: string, vars?: TextVars): string;
}

export interface AccountFlavor {
  /** The sender's account (the same one the mini-app signs in to); undefined for updates without a sender. */
  account?: UserRow;
}

export type BotContext = Context & I18nFlavor & AccountFlavor;
