import { describe, expect, it, vi } from 'vitest';
import { COMMANDS, configureBotProfile } from '../../bot/commands.js';
import { createBot } from '../../bot/create-bot.js';
import { createBotRuntime } from '../../bot/runtime.js';
import { translate } from '../../core/i18n.js';
import { createLogger } from '../../core/logger.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { makeDeps, TEST_BOT_TOKEN } from '../helpers/harness.js';
import { APP_URL, NO_THROTTLE, startFakeTelegram, textUpdate, tgUser } from './helpers.js';

const silent = createLogger('silent');

describe('command registration', () => {
  it('registers the commands for en, ru, de, es and zh with localized descriptions, and a default', async () => {
    const telegram = await startFakeTelegram();
    const bot = createBot(TEST_BOT_TOKEN, makeDeps(), { apiRoot: telegram.apiRoot, botInfo: FAKE_BOT });
    await configureBotProfile(bot.api, APP_URL, silent);
    const calls = telegram.callsTo('setMyCommands');
    expect(calls.map((c) => c.language_code)).toEqual(['en', 'ru', 'de', 'es', 'zh', undefined]);
    for (const call of calls) {
      const locale = (call.language_code ?? 'en') as 'en';
      expect(call.commands).toEqual(
        COMMANDS.map((command) => ({
          command,
          description: translate(locale, 'bot', `commands.${command}`),
        })),
      );
    }
    expect(calls[1]?.commands).toContainEqual({ command: 'daily', description: 'Бесплатная карта дня' });
  });

  it('sets the default menu button to the mini-app only when the app URL is https', async () => {
    const telegram = await startFakeTelegram();
    const bot = createBot(TEST_BOT_TOKEN, makeDeps(), { apiRoot: telegram.apiRoot, botInfo: FAKE_BOT });
    await configureBotProfile(bot.api, 'http://localhost:3000', silent);
    expect(telegram.callsTo('setChatMenuButton')).toEqual([]);
    await configureBotProfile(bot.api, APP_URL, silent);
    expect(telegram.callsTo('setChatMenuButton')).toEqual([
      { menu_button: { type: 'web_app', text: 'Tarot', web_app: { url: `${APP_URL}/` } } },
    ]);
  });

  it('logs and carries on when Telegram refuses the setup', async () => {
    const telegram = await startFakeTelegram();
    telegram.on('setMyCommands', () => ({ error: { code: 400, description: 'Bad Request: nope' } }));
    const bot = createBot(TEST_BOT_TOKEN, makeDeps(), { apiRoot: telegram.apiRoot, botInfo: FAKE_BOT });
    const lines: string[] = [];
    const log = createLogger('error', {}, (line) => {
      lines.push(line);
      return true;
    });
    await expect(configureBotProfile(bot.api, APP_URL, log)).resolves.toBeUndefined();
    expect(lines.join('')).toContain('bot profile setup failed');
  });
});

describe('long polling', () => {
  it('takes updates from getUpdates and answers them, then stops cleanly', async () => {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ env: { TELEGRAM_API_ROOT: telegram.apiRoot } });
    const runtime = createBotRuntime(deps, 'polling', { botInfo: FAKE_BOT, throttler: NO_THROTTLE });
    expect(runtime.services.botWebhook).toBeUndefined();
    telegram.pushUpdates(textUpdate(tgUser(700), '/terms'));
    await runtime.start();
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage')).not.toEqual([]), { timeout: 20_000 });
    await runtime.stop();
    expect(telegram.callsTo('deleteWebhook')).toHaveLength(1);
    expect(telegram.callsTo('getUpdates')[0]).toMatchObject({
      allowed_updates: ['message', 'callback_query', 'pre_checkout_query'],
    });
    expect(telegram.callsTo('sendMessage')[0]).toMatchObject({
      chat_id: 700,
      text: translate('en', 'bot', 'terms.text'),
    });
    expect(runtime.bot.isRunning()).toBe(false);
  });
});
