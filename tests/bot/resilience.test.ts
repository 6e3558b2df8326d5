import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createBackground } from '../../bot/background.js';
import { createBot } from '../../bot/create-bot.js';
import { translate } from '../../core/i18n.js';
import { createLogger } from '../../core/logger.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { makeDeps, TEST_BOT_TOKEN } from '../helpers/harness.js';
import {
  asTelegramUpdate,
  callbackUpdate,
  makeBot,
  NO_THROTTLE,
  startFakeTelegram,
  textUpdate,
  tgUser,
  trackBackground,
} from './helpers.js';

/**
 * Counts the HTTP requests to one Bot API method as they leave this process. Node publishes a client
 * request's start as it is sent, before any network wait, so a call the throttler lets go shows at once.
 */
function requestsLeaving(method: string) {
  const sent: string[] = [];
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    if (request.path.endsWith(`/${method}`)) sent.push(request.path);
  };
  diagnostics.subscribe('http.client.request.start', onStart);
  return {
    count: () => sent.length,
    stop: () => diagnostics.unsubscribe('http.client.request.start', onStart),
  };
}

describe('flood limits and failures', () => {
  it('waits out a 429 and sends again, as Telegram asks', async () => {
    const t = await makeBot();
    let refusals = 1;
    t.telegram.on('sendMessage', (p) =>
      refusals-- > 0
        ? {
            error: {
              code: 429,
              description: 'Too Many Requests: retry after 0',
              parameters: { retry_after: 0 },
            },
          }
        : { result: { message_id: 1, date: 0, chat: { id: p.chat_id, type: 'private' }, text: p.text } },
    );
    await t.send(textUpdate(tgUser(1200), '/help'));
    expect(t.telegram.callsTo('sendMessage')).toHaveLength(2);
    expect(t.telegram.callsTo('sendMessage')[1]?.text).toBe(translate('en', 'bot', 'help.text'));
  });

  it('holds a second message to the same chat until a second after the first, the throttler’s default', async () => {
    // Bottleneck waits with setTimeout and reads the time with Date.now; HTTP to the fake server stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const leaving = requestsLeaving('sendMessage');
    try {
      const start = Date.now();
      const telegram = await startFakeTelegram();
      const background = trackBackground(createBackground(createLogger('silent')));
      const bot = createBot(TEST_BOT_TOKEN, makeDeps(), {
        apiRoot: telegram.apiRoot,
        botInfo: FAKE_BOT,
        background,
      });
      // Installed last, so it sees each call before the throttler does and after it is answered.
      const asked: string[] = [];
      const answered: string[] = [];
      bot.api.config.use(async (prev, method, payload, signal) => {
        asked.push(method);
        const result = await prev(method, payload, signal);
        answered.push(method);
        return result;
      });
      const user = tgUser(1201);
      const both = Promise.all([
        bot.handleUpdate(asTelegramUpdate(textUpdate(user, '/help'))),
        bot.handleUpdate(asTelegramUpdate(textUpdate(user, '/terms'))),
      ]);
      // vi.waitFor moves the fake clock by `interval` before each check: 1 ms lets Bottleneck's
      // zero-delay timers run (one set inside a timer callback is due 1 ms on), 0 holds the clock still.
      await vi.waitFor(
        () => {
          expect(asked).toEqual(['sendMessage', 'sendMessage']);
          expect(leaving.count()).toBeGreaterThan(0);
        },
        { interval: 1, timeout: 20_000 },
      );
      await vi.waitFor(() => expect(answered.length).toBeGreaterThan(0), { interval: 0, timeout: 20_000 });

      // The first is answered, so the second waits on the throttler alone; run every timer due before
      // a second has passed since the test began.
      await vi.advanceTimersByTimeAsync(start + 999 - Date.now());
      expect(leaving.count()).toBe(1);
      expect(telegram.callsTo('sendMessage').map((p) => p.text)).toEqual([
        translate('en', 'bot', 'help.text'),
      ]);

      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(answered).toHaveLength(2), { interval: 1, timeout: 20_000 });
      await both;
      expect(telegram.callsTo('sendMessage').map((p) => p.text)).toEqual([
        translate('en', 'bot', 'help.text'),
        translate('en', 'bot', 'terms.text'),
      ]);
    } finally {
      leaving.stop();
      vi.useRealTimers();
    }
  });

  it('catches a failing update, logs it and tells the user, without throwing', async () => {
    const lines: string[] = [];
    const log = createLogger('error', {}, (line) => {
      lines.push(line);
      return true;
    });
    const telegram = await startFakeTelegram();
    const failing = createBot(
      TEST_BOT_TOKEN,
      { ...makeDeps(), log },
      {
        apiRoot: telegram.apiRoot,
        botInfo: FAKE_BOT,
        throttler: NO_THROTTLE,
      },
    );
    telegram.on('sendInvoice', () => ({
      error: { code: 400, description: 'Bad Request: STARS_INVOICE_INVALID' },
    }));
    const update = asTelegramUpdate(callbackUpdate(tgUser(1202), 'buy:starter'));
    await expect(failing.handleUpdate(update)).resolves.toBeUndefined();
    expect(telegram.callsTo('sendMessage')).toEqual([
      expect.objectContaining({ chat_id: 1202, text: translate('en', 'bot', 'error') }),
    ]);
    expect(lines.join('')).toContain('update failed');
    expect(lines.join('')).toContain('STARS_INVOICE_INVALID');
  });
});
