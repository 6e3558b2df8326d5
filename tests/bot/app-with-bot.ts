/** The app with the bot wired in as main.ts does it in webhook mode, against the loopback Telegram. */
import { type BotRuntime, createBotRuntime, WEBHOOK_PATH } from '../../bot/runtime.js';
import { FAKE_BOT, type FakeTelegram } from '../fakes/telegram-server.js';
import { type HarnessOptions, makeApp, type TestApp } from '../helpers/harness.js';
import { APP_URL, NO_THROTTLE, startFakeTelegram } from './helpers.js';

export const SECRET = 'webhook-secret_0123456789';

export interface Wired {
  t: TestApp;
  telegram: FakeTelegram;
  runtime: BotRuntime;
}

export async function appWithBot(options: HarnessOptions = {}): Promise<Wired> {
  const telegram = await startFakeTelegram();
  let runtime: BotRuntime | undefined;
  const t = makeApp({
    ...options,
    env: {
      TELEGRAM_API_ROOT: telegram.apiRoot,
      PUBLIC_URL: APP_URL,
      BOT_WEBHOOK_SECRET: SECRET,
      ...options.env,
    },
    services: (deps) => {
      runtime = createBotRuntime(deps, 'webhook', { botInfo: FAKE_BOT, throttler: NO_THROTTLE });
      return runtime.services;
    },
  });
  if (!runtime) throw new Error('the bot was not wired');
  return { t, telegram, runtime };
}

/** An update as Telegram posts it to the webhook, with `secret` in its header when given. */
export const postUpdate = (t: TestApp, update: unknown, secret?: string) =>
  t.app.request(WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret }),
    },
    body: JSON.stringify(update),
  });
