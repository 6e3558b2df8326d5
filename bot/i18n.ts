/** The bot's texts: locales/<lang>/bot.json, shared with the rest of the product through core/i18n. */
import type { MiddlewareFn } from 'grammy';
import { translate } from '../core/i18n.js';
import { type Locale, toLocale } from '../core/locales.js';
import type { BotContext, TextVars } from './context.js';

export const BOT_NS = 'bot';

export const botText = (locale: Locale, key: string, vars?: TextVars) => translate(locale, BOT_NS, key, vars);

/** Gives every update a language (the Telegram client's until the account is known) and ctx.t. */
export const i18nMiddleware: MiddlewareFn<BotContext> = async (ctx, next) => {
  ctx.locale = toLocale(ctx.from?.language_code);
  ctx.t = (key, vars) => botText(ctx.locale, key, vars);
  await next();
};
