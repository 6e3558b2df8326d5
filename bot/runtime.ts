/**
 * The bot as the process runs it: the bot, its background work, the daily scheduler, and the
 * Services fields the API needs from it. main.ts chooses the mode with chooseBotMode: webhook
 * (mounted on the Hono app) for an https PUBLIC_URL, long polling otherwise; bot/main.ts always polls.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type Bot, webhookCallback } from 'grammy';
import { holdLease, type Lease } from '../core/lease.js';
import { reuseRecentLinks } from '../core/payments/recent-invoice-links.js';
import { sha256 } from '../core/security/crypto.js';
import type { BotWebhook, Services } from '../core/services.js';
import { createBackground } from './background.js';
import { configureBotProfile } from './commands.js';
import type { BotContext } from './context.js';
import { type BotOptions, createBot } from './create-bot.js';
import { createDailyScheduler } from './daily-scheduler.js';
import { isWebAppUrl } from './mini-app.js';
import { editStarSubscriptionWith, invoiceLinksFrom, refundStarsWith } from './telegram-payments.js';
import { preparedSharesFrom } from './telegram-share.js';

export const WEBHOOK_PATH = '/bot/webhook';
const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;

export type BotMode = 'webhook' | 'polling';

/**
 * Webhook only for an https PUBLIC_URL: Telegram delivers webhooks to https addresses only, so with
 * any other address setWebhook would fail for good and the bot would never get an update.
 */
export function chooseBotMode(publicUrl: string | undefined): { mode: BotMode; reason: string } {
  if (!publicUrl) return { mode: 'polling', reason: 'PUBLIC_URL is not set' };
  if (!isWebAppUrl(publicUrl))
    return { mode: 'polling', reason: 'PUBLIC_URL is not https, and Telegram sends webhooks only to https' };
  return { mode: 'webhook', reason: 'PUBLIC_URL is https' };
}

/** setWebhook attempts: the wait doubles from firstDelayMs up to maxDelayMs between them. */
export interface WebhookRetry {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** About 13 minutes of attempts in all; then the log says the webhook is not set. */
const WEBHOOK_RETRY: WebhookRetry = { attempts: 10, firstDelayMs: 2_000, maxDelayMs: 5 * 60_000 };

export interface BotRuntimeOptions extends Pick<BotOptions, 'botInfo' | 'throttler'> {
  webhookRetry?: WebhookRetry;
  /** Called when long polling ends with an error, such as 409: another process polls with this token. */
  onPollingError?: (error: unknown) => void;
}

export interface BotRuntime {
  bot: Bot<BotContext>;
  /** Merged into the Services the API gets: invoice links always, the webhook in webhook mode. */
  services: Pick<
    Services,
    'invoiceLinks' | 'refundStars' | 'editStarSubscription' | 'botWebhook' | 'preparedShares'
  >;
  /**
   * Registers the commands, starts taking updates and the daily scheduler. Resolves false, having
   * logged why, when the bot cannot start: polling refuses while a webhook is set for the token.
   */
  start(): Promise<boolean>;
  stop(): Promise<void>;
}

/** BOT_WEBHOOK_SECRET, or one derived from the bot token so a webhook is never left unprotected. */
function webhookSecret(config: Services['config']): string {
  return config.BOT_WEBHOOK_SECRET ?? sha256(`webhook:${config.BOT_TOKEN ?? ''}`);
}

export function createBotRuntime(deps: Services, mode: BotMode, options: BotRuntimeOptions = {}): BotRuntime {
  const { config } = deps;
  const token = config.BOT_TOKEN;
  if (!token) throw new Error('createBotRuntime needs BOT_TOKEN');
  const webAppUrl = config.PUBLIC_URL;
  if (mode === 'webhook' && !isWebAppUrl(webAppUrl))
    throw new Error('webhook mode needs an https PUBLIC_URL');
  const { webhookRetry = WEBHOOK_RETRY, onPollingError, ...botOptions } = options;
  const log = deps.log.child({ component: 'bot' });
  const background = createBackground(log);
  const bot = createBot(token, deps, {
    ...botOptions,
    apiRoot: config.TELEGRAM_API_ROOT,
    webAppUrl,
    background,
  });
  const scheduler = createDailyScheduler({ deps, api: bot.api, webAppUrl });
  const secretToken = webhookSecret(config);
  const stopping = new AbortController();
  let lease: Lease | undefined;
  // Only in webhook mode: webhookCallback disables bot.start. 'return': a slow update answers Telegram
  // 200 anyway, instead of an error that would make Telegram deliver it again.
  const botWebhook: BotWebhook | undefined =
    mode === 'webhook'
      ? { secretToken, handle: webhookCallback(bot, 'std/http', { secretToken, onTimeout: 'return' }) }
      : undefined;

  /** Retries with a doubling wait: Telegram or the network may be down for a while during a deploy. */
  async function startWebhook(baseUrl: string) {
    const url = new URL(WEBHOOK_PATH, baseUrl).toString();
    let wait = webhookRetry.firstDelayMs;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await bot.init();
        await bot.api.setWebhook(url, { secret_token: secretToken, allowed_updates: [...ALLOWED_UPDATES] });
        log.info('bot webhook set', { url, username: bot.botInfo.username });
        return;
      } catch (error) {
        if (attempt >= webhookRetry.attempts) {
          log.error('bot webhook not set; giving up', { url, attempts: attempt, error });
          return;
        }
        log.warn('bot webhook not set; retrying', { url, attempt, retryInMs: wait, error });
        await sleep(wait, undefined, { signal: stopping.signal }).catch(() => undefined);
        if (stopping.signal.aborted) return;
        wait = Math.min(wait * 2, webhookRetry.maxDelayMs);
      }
    }
  }

  /**
   * bot.start() deletes the webhook: a poller started with the production token (npm run bot on a
   * laptop) would silently take the bot's updates away from production. So it refuses instead.
   */
  async function webhookInUse(): Promise<boolean> {
    const { url } = await bot.api.getWebhookInfo();
    if (!url) return false;
    log.error('bot not started: a webhook is set for this bot token, and long polling would delete it', {
      webhook: url,
      fix: 'stop the bot that uses this token (or delete its webhook) first, or use another bot token',
    });
    return true;
  }

  function startPolling() {
    // bot.start resolves when stop() ends polling; it rejects when polling ends with an error
    // (401: a bad token; 409: another process polls or a webhook was set meanwhile).
    bot
      .start({
        allowed_updates: [...ALLOWED_UPDATES],
        onStart: (me) => log.info('bot polling', { username: me.username }),
      })
      .catch((error: unknown) => {
        log.error('bot polling stopped', { error });
        onPollingError?.(error);
      });
  }

  return {
    bot,
    services: {
      invoiceLinks: reuseRecentLinks(invoiceLinksFrom(bot.api), deps.now),
      refundStars: refundStarsWith(bot.api),
      preparedShares: preparedSharesFrom(bot.api, async () => {
        await bot.init();
        return bot.botInfo.username;
      }),
      editStarSubscription: editStarSubscriptionWith(bot.api),
      botWebhook,
    },
    async start() {
      try {
        if (mode === 'polling' && (await webhookInUse())) return false;
      } catch (error) {
        log.error('bot not started: could not ask Telegram for the webhook', { error });
        return false;
      }
      await configureBotProfile(bot.api, webAppUrl, log);
      // Every process answers the webhook; the daily cards and polling run in one process at a time,
      // whichever holds the bot's lease (ADR 0052).
      lease = await holdLease({ claims: deps.claims, log, ttlMs: config.CLAIM_MS }, 'lease:bot', {
        start() {
          scheduler.start();
          if (mode === 'polling') startPolling();
        },
        async stop() {
          await scheduler.stop();
          if (bot.isRunning()) await bot.stop();
        },
      });
      if (mode === 'webhook' && webAppUrl) await startWebhook(webAppUrl);
      return true;
    },
    async stop() {
      stopping.abort();
      await lease?.stop();
      await scheduler.stop();
      if (bot.isRunning()) await bot.stop();
      await background.idle();
    },
  };
}
