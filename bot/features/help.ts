/** /help: what the bot can do; admins also see their commands, in a private chat with the bot. */
import { Composer } from 'grammy';
import { isAdmin } from '../../core/accounts/user-dto.js';
import type { Config } from '../../core/config.js';
import type { BotContext } from '../context.js';

export function helpFeature(config: Config) {
  const feature = new Composer<BotContext>();
  feature.command('help', async (ctx) => {
    const admin = ctx.chat.type === 'private' && ctx.account && isAdmin(ctx.account, config);
    await ctx.reply(admin ? `${ctx.t('help.text')}\n\n${ctx.t('help.admin')}` : ctx.t('help.text'));
  });
  return feature;
}
