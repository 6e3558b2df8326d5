/**
 * The bot as the process runs it: the bot, its background work, the daily scheduler, and the
 * Services fields the API needs from it. main.ts chooses the mode: webhook (mounted on the Hono app)
 * when PUBLIC_URL is set, long polling otherwise; bot/main.ts always polls.
 */
import { type Bot, webhookCallback } from 'grammy';
import { sha256 } from '../core/security/crypto.js';
import type { BotWebhook, Services } from '../core/services.js';
import { createBackground } from './background.js';
import { configureBotProfile } from './commands.js';
import type { BotContext } from './context.js';
import { type BotOptions, createBot } from './create-bot.js';
import { createDailyScheduler } from './daily-scheduler.js';
import { invoiceLinksFrom } from './telegram-payments.js';

export const WEBHOOK_PATH = '/bot/webhook';
const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;

export type BotMode = 'webhook' | 'polling';

export interface BotRuntime {
  bot: Bot<BotContext>;
  /** Merged into the Services the API gets: invoice links always, the webhook in webhook mode. */
  services: Pick<Services, 'invoiceLinks' | 'botWebhook'>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** BOT_WEBHOOK_SECRET, or one derived from the bot token so a webhook is never left unprotected. */
export function webhookSecret(config: Services['config']): string {
  return config.BOT_WEBHOOK_SECRET ?? sha256(`webhook:${config.BOT_TOKEN ?? ''}`);
}

export function createBotRuntime(
  deps: Services,
  mode: BotMode,
  options: Pick<BotOptions, 'botInfo' | 'throttler'> = {},
): BotRuntime {
  const { config } = deps;
  const token = config.BOT_TOKEN;
  if (!token) throw new Error('createBotRuntime needs BOT_TOKEN');
  const log = deps.log.child({ component: 'bot' });
  const webAppUrl = config.PUBLIC_URL;
  const background = createBackground(log);
  const bot = createBot(token, deps, {
    ...options,
    apiRoot: config.TELEGRAM_API_ROOT,
    webAppUrl,
    background,
  });
  const scheduler = createDailyScheduler({ deps, api: bot.api, webAppUrl });
  const secretToken = webhookSecret(config);
  // Only in webhook mode: webhookCallback disables bot.start. 'return': a slow update answers Telegram
  // 200 anyway, instead of an error that would make Telegram deliver it again.
  const botWebhook: BotWebhook | undefined =
    mode === 'webhook'
      ? { secretToken, handle: webhookCallback(bot, 'std/http', { secretToken, onTimeout: 'return' }) }
      : undefined;

  async function startWebhook() {
    if (!webAppUrl) throw new Error('webhook mode needs PUBLIC_URL');
    await bot.init();
    const url = new URL(WEBHOOK_PATH, webAppUrl).toString();
    await bot.api.setWebhook(url, { secret_token: secretToken, allowed_updates: [...ALLOWED_UPDATES] });
    log.info('bot webhook set', { url, username: bot.botInfo.username });
  }

  function startPolling() {
    // bot.start resolves only when polling stops; its failures (a bad token) are logged, not thrown.
    bot
      .start({
        allowed_updates: [...ALLOWED_UPDATES],
        onStart: (me) => log.info('bot polling', { username: me.username }),
      })
      .catch((error: unknown) => log.error('bot polling stopped', { error }));
  }

  return {
    bot,
    services: { invoiceLinks: invoiceLinksFrom(bot.api), botWebhook },
    async start() {
      await configureBotProfile(bot.api, webAppUrl, log);
      try {
        if (mode === 'webhook') await startWebhook();
        else startPolling();
      } catch (error) {
        log.error('bot start failed', { mode, error });
      }
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      if (bot.isRunning()) await bot.stop();
      await background.idle();
    },
  };
}
