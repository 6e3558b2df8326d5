/**
 * The command menu and the menu button. setMyCommands once per language (Telegram shows the list
 * matching the client's language) and once without a language as the fallback for all others.
 */
import type { Api } from 'grammy';
import type { BotCommand } from 'grammy/types';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/locales.js';
import type { Logger } from '../core/logger.js';
import { botText } from './i18n.js';
import { isWebAppUrl, miniAppUrl } from './mini-app.js';

/** The public commands, in menu order. Admin commands are not advertised (/help shows them to admins). */
export const COMMANDS = [
  'start',
  'daily',
  'balance',
  'buy',
  'language',
  'help',
  'terms',
  'paysupport',
] as const;

const commandList = (locale: Locale): BotCommand[] =>
  COMMANDS.map((command) => ({ command, description: botText(locale, `commands.${command}`) }));

export function menuButton(locale: Locale, webAppUrl: string) {
  return {
    type: 'web_app' as const,
    text: botText(locale, 'menu_button'),
    web_app: { url: miniAppUrl(webAppUrl) },
  };
}

/** Registers commands and, with an https app URL, the menu button. Failures are logged, never fatal. */
export async function configureBotProfile(
  api: Api,
  webAppUrl: string | undefined,
  log: Logger,
): Promise<void> {
  try {
    for (const locale of LOCALES) await api.setMyCommands(commandList(locale), { language_code: locale });
    await api.setMyCommands(commandList(DEFAULT_LOCALE));
    if (isWebAppUrl(webAppUrl))
      await api.setChatMenuButton({ menu_button: menuButton(DEFAULT_LOCALE, webAppUrl) });
  } catch (error) {
    log.error('bot profile setup failed', { error });
  }
}
