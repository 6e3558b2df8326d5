import { describe, expect, it } from 'vitest';
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

  it('spaces messages to one chat by the throttler’s default of one a second', async () => {
    const telegram = await startFakeTelegram();
    const background = trackBackground(createBackground(createLogger('silent')));
    const bot = createBot(TEST_BOT_TOKEN, makeDeps(), {
      apiRoot: telegram.apiRoot,
      botInfo: FAKE_BOT,
      background,
    });
    const times: number[] = [];
    telegram.on('sendMessage', (p) => {
      times.push(Date.now());
      return { result: { message_id: times.length, date: 0, chat: { id: p.chat_id, type: 'private' } } };
    });
    const user = tgUser(1201);
    await Promise.all([
      bot.handleUpdate(textUpdate(user, '/help') as never),
      bot.handleUpdate(textUpdate(user, '/terms') as never),
    ]);
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(900);
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
