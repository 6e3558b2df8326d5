/**
 * createBot(token, deps, options): the bot and its middleware, in order. The error boundary comes
 * first, then language and account, then one Composer per feature; questions typed to the bot (chat
 * readings) come after the commands, and the unhandled feature last.
 * Nothing here talks to Telegram; starting (polling or webhook) is the caller's choice. A failed
 * update about money is not swallowed: see payment-failures.ts.
 */
import { autoRetry } from '@grammyjs/auto-retry';
import { type APIThrottlerOptions, apiThrottler } from '@grammyjs/transformer-throttler';
import { Bot, type BotError, Composer } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { Services } from '../core/services.js';
import { accountMiddleware } from './account.js';
import { type Background, createBackground } from './background.js';
import type { BotContext } from './context.js';
import { adminFeature } from './features/admin.js';
import { balanceFeature } from './features/balance.js';
import { buyFeature } from './features/buy.js';
import { chatReadingsFeature } from './features/chat-readings.js';
import { dailyFeature } from './features/daily.js';
import { helpFeature } from './features/help.js';
import { inlineFeature } from './features/inline.js';
import { languageFeature } from './features/language.js';
import { paymentsFeature } from './features/payments.js';
import { paySupportFeature } from './features/paysupport.js';
import { startFeature } from './features/start.js';
import { termsFeature } from './features/terms.js';
import { unhandledFeature } from './features/unhandled.js';
import { i18nMiddleware } from './i18n.js';
import { paymentFailureHandler } from './payment-failures.js';

export interface BotOptions {
  /** Bot API base URL (TELEGRAM_API_ROOT); tests point it at a loopback server. */
  apiRoot?: string;
  /** The mini-app's public URL (PUBLIC_URL); buttons into the app need it to be https. */
  webAppUrl?: string;
  /** Skips getMe at start; tests pass a fixed bot. */
  botInfo?: UserFromGetMe;
  /** Where slow work started by updates runs; shutdown and tests wait on it. */
  background?: Background;
  /** Flood-limit settings; the plugin's defaults follow Telegram's published limits. */
  throttler?: APIThrottlerOptions;
  /** Waits before retrying a failed payment update in long polling; tests shorten them. */
  paymentRetryDelaysMs?: readonly number[];
}

export function createBot(token: string, deps: Services, options: BotOptions = {}): Bot<BotContext> {
  const log = deps.log.child({ component: 'bot' });
  const bot = new Bot<BotContext>(token, {
    ...(options.botInfo ? { botInfo: options.botInfo } : {}),
    client: options.apiRoot ? { apiRoot: options.apiRoot } : {},
  });
  // The throttler keeps under the flood limits; auto-retry, installed last so it wraps the throttler,
  // waits out a 429's retry_after and retries Telegram's 5xx a few times. Network errors are rethrown:
  // the plugin would retry those without limit, holding an API request (an invoice link) meanwhile.
  bot.api.config.use(apiThrottler(options.throttler));
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true }));

  const background = options.background ?? createBackground(log);
  const { webAppUrl } = options;

  const features = new Composer<BotContext>(
    i18nMiddleware,
    accountMiddleware(deps),
    paymentsFeature(deps, log),
    startFeature(webAppUrl),
    balanceFeature(deps, webAppUrl),
    buyFeature(deps, log),
    dailyFeature(deps, webAppUrl, background),
    helpFeature(deps.config),
    inlineFeature(deps, webAppUrl, background),
    languageFeature(deps, webAppUrl),
    paySupportFeature(deps, log),
    termsFeature(webAppUrl),
    adminFeature(deps),
    chatReadingsFeature(deps, webAppUrl, background),
    unhandledFeature(),
  );
  const handleFeatures = features.middleware();

  const paymentFailed = paymentFailureHandler({
    deps,
    log,
    background,
    // Long polling has confirmed an update once it is handled; a webhook's update comes again on an error.
    polling: () => bot.isRunning(),
    rerun: async (ctx) => {
      await handleFeatures(ctx, () => Promise.resolve());
    },
    ...(options.paymentRetryDelaysMs ? { retryDelaysMs: options.paymentRetryDelaysMs } : {}),
  });

  const onError = async (error: BotError<BotContext>) => {
    if (await paymentFailed(error)) return;
    log.error('update failed', { updateId: error.ctx.update.update_id, error: error.error });
    const chatId = error.ctx.chat?.id;
    if (chatId === undefined || typeof error.ctx.t !== 'function') return;
    await error.ctx.api.sendMessage(chatId, error.ctx.t('error')).catch(() => undefined);
  };

  bot.errorBoundary(onError, features);
  // Only reached (in long polling) if the error handler throws; logging must never stop polling or
  // take the process down. In webhook mode handleUpdate rejects instead, and the webhook answers 500.
  bot.catch((error) => log.error('bot error', { error: error.error }));
  return bot;
}
