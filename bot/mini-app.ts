/**
 * Buttons into the mini-app. A screen is chosen by the start parameter, passed the way Telegram passes
 * it to direct links: ?tgWebAppStartParam=<param> (reading_<id>, buy, terms). Telegram opens web_app
 * buttons only over https, so without an https PUBLIC_URL the bot sends no such buttons.
 */
import { InlineKeyboard } from 'grammy';

/** The start parameter alphabet and length Telegram allows. */
export const START_PARAM = /^[A-Za-z0-9_-]{1,64}$/;

export function isWebAppUrl(url: string | undefined): url is string {
  return !!url && url.startsWith('https://');
}

export function miniAppUrl(base: string, startParam?: string): string {
  const url = new URL(base);
  if (startParam) url.searchParams.set('tgWebAppStartParam', startParam);
  return url.toString();
}

/** A one-button keyboard that opens the mini-app, or undefined when there is no https app URL. */
export function appButton(webAppUrl: string | undefined, text: string, startParam?: string) {
  if (!isWebAppUrl(webAppUrl)) return undefined;
  return new InlineKeyboard().webApp(text, miniAppUrl(webAppUrl, startParam));
}
