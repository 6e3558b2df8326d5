/**
 * Buttons into the mini-app. A screen is chosen by the start parameter, passed the way Telegram passes
 * it to direct links: ?tgWebAppStartParam=<param> (reading_<id>, buy, terms). Telegram opens web_app
 * buttons only over https, so without an https PUBLIC_URL the bot sends no such buttons. It also allows
 * them only in private chats (400 BUTTON_TYPE_INVALID elsewhere): in a group the button is a link to
 * the bot's private chat instead, t.me/<bot>?start=<param>, where /start answers with the web_app button.
 */
import { InlineKeyboard } from 'grammy';
import type { BotContext } from './context.js';

/** Where a button goes: web_app buttons are allowed only in a private chat. */
export type ButtonChat = { private: true } | { private: false; botUsername: string };

export const PRIVATE_CHAT: ButtonChat = { private: true };

/** The chat an update came from, as far as buttons are concerned. */
export const buttonChat = (ctx: BotContext): ButtonChat =>
  ctx.chat?.type === 'private' ? PRIVATE_CHAT : { private: false, botUsername: ctx.me.username };

export function isWebAppUrl(url: string | undefined): url is string {
  return !!url && url.startsWith('https://');
}

export function miniAppUrl(base: string, startParam?: string): string {
  const url = new URL(base);
  if (startParam) url.searchParams.set('tgWebAppStartParam', startParam);
  return url.toString();
}

/** A deep link into the bot's private chat: t.me/<bot>?start=<param>. */
function botLink(botUsername: string, startParam?: string): string {
  const url = new URL(`https://t.me/${botUsername}`);
  if (startParam) url.searchParams.set('start', startParam);
  return url.toString();
}

/**
 * A one-button keyboard that opens the mini-app (in a private chat) or the bot's chat with the same
 * start parameter (elsewhere); undefined when there is no https app URL.
 */
export function appButton(
  webAppUrl: string | undefined,
  chat: ButtonChat,
  text: string,
  startParam?: string,
): InlineKeyboard | undefined {
  if (!isWebAppUrl(webAppUrl)) return undefined;
  return chat.private
    ? new InlineKeyboard().webApp(text, miniAppUrl(webAppUrl, startParam))
    : new InlineKeyboard().url(text, botLink(chat.botUsername, startParam));
}
