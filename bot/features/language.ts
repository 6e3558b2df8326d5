/** /language: an inline keyboard of the five languages; the choice is saved on the account. */
import { Composer, InlineKeyboard } from 'grammy';
import { setLocale } from '../../core/accounts/profile.js';
import { isLocale, LOCALES } from '../../core/locales.js';
import type { Services } from '../../core/services.js';
import { menuButton } from '../commands.js';
import type { BotContext } from '../context.js';
import { botText } from '../i18n.js';
import { isWebAppUrl } from '../mini-app.js';

const CHOOSE = /^lang:([a-z]{2})$/;

function languageKeyboard(current: string) {
  const keyboard = new InlineKeyboard();
  for (const locale of LOCALES) {
    const name = botText(locale, 'language.native_name');
    keyboard.text(locale === current ? `✓ ${name}` : name, `lang:${locale}`);
  }
  return keyboard;
}

export function languageFeature(deps: Services, webAppUrl: string | undefined) {
  const feature = new Composer<BotContext>();

  feature.command('language', async (ctx) => {
    await ctx.reply(ctx.t('language.choose'), { reply_markup: languageKeyboard(ctx.locale) });
  });

  feature.callbackQuery(CHOOSE, async (ctx) => {
    const locale = ctx.match[1];
    const user = ctx.account;
    if (!user || !isLocale(locale)) {
      await ctx.answerCallbackQuery();
      return;
    }
    ctx.account = setLocale(deps.db, user.id, locale);
    ctx.locale = locale;
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.t('language.saved'));
    const chatId = ctx.chat?.id;
    if (isWebAppUrl(webAppUrl) && chatId !== undefined && ctx.chat?.type === 'private') {
      await ctx.api.setChatMenuButton({ chat_id: chatId, menu_button: menuButton(locale, webAppUrl) });
    }
  });

  return feature;
}
