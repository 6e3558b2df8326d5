/**
 * /start, with deep links: t.me/<bot>?start=reading_<id>, ?start=buy and ?start=terms answer with a
 * button that opens that screen of the mini-app (the links buttons in group chats lead to). The chat's
 * menu button is set in the user's language.
 */
import { Composer } from 'grammy';
import { menuButton } from '../commands.js';
import type { BotContext } from '../context.js';
import { appButton, buttonChat, isWebAppUrl } from '../mini-app.js';

const READING_LINK = /^reading_([A-Za-z0-9-]{1,56})$/;

/** What a deep-link payload opens: a text key, a button key and the mini-app start parameter. */
function deepLink(payload: string): { text: string; button: string; startParam?: string } {
  const reading = READING_LINK.exec(payload);
  if (reading) return { text: 'start.reading', button: 'buttons.open_reading', startParam: payload };
  if (payload === 'buy') return { text: 'start.buy', button: 'buttons.open_shop', startParam: 'buy' };
  if (payload === 'terms') return { text: 'terms.text', button: 'buttons.open_terms', startParam: 'terms' };
  return { text: 'start.greeting', button: 'buttons.open_app' };
}

export function startFeature(webAppUrl: string | undefined) {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const link = deepLink(ctx.match.trim());
    const name = ctx.account?.displayName ?? ctx.from?.first_name ?? '';
    const keyboard = appButton(webAppUrl, buttonChat(ctx), ctx.t(link.button), link.startParam);
    await ctx.reply(ctx.t(link.text, { name }), keyboard ? { reply_markup: keyboard } : {});
    if (isWebAppUrl(webAppUrl) && ctx.chat.type === 'private') {
      await ctx.api.setChatMenuButton({
        chat_id: ctx.chat.id,
        menu_button: menuButton(ctx.locale, webAppUrl),
      });
    }
  });
  return feature;
}
