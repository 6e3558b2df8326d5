/**
 * The port the API uses to turn a share image into a Telegram prepared inline message, which the
 * mini-app then hands to `shareMessage`; main.ts fills it from the bot, so it is absent without BOT_TOKEN.
 */
import { translate } from '../i18n.js';
import type { Locale } from '../locales.js';
import { spreadText } from '../tarot/spreads.js';

export interface PreparedShareMessage {
  telegramUserId: number;
  photo: Buffer;
  caption: string;
  buttonText: string;
  /** The payload of the bot's main mini-app link, e.g. `reading_<id>`. */
  startApp: string;
}

export interface PreparedShares {
  /** Resolves the prepared message's id. */
  prepare(message: PreparedShareMessage): Promise<string>;
}

export function shareMessageTexts(locale: Locale, spreadId: string) {
  return {
    caption: translate(locale, 'bot', 'share.caption', { spread: spreadText(locale, spreadId).name }),
    buttonText: translate(locale, 'bot', 'share.open'),
  };
}
