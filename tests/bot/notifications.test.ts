import { describe, expect, it } from 'vitest';
import { findUserByQuery } from '../../bot/admin/find-user.js';
import { createDailyScheduler } from '../../bot/daily-scheduler.js';
import { translate } from '../../core/i18n.js';
import { testClock } from '../helpers/harness.js';
import { APP_URL, type BotHarness, callbackUpdate, makeBot, textUpdate, tgUser } from './helpers.js';

const bot = (key: string, locale: 'en' | 'de' = 'en') => translate(locale, 'bot', key);
const NINE_UTC = Date.parse('2026-03-01T09:00:00Z');

type Button = { text: string; callback_data?: string; web_app?: { url: string } };
const keyboardOf = (payload: Record<string, unknown> | undefined) =>
  (payload?.reply_markup as { inline_keyboard: Button[][] } | undefined)?.inline_keyboard;

const notificationsOf = (t: BotHarness, telegramId: number) =>
  findUserByQuery(t.deps.db, String(telegramId))?.notificationsEnabled;

/** /daily, then the tap on its morning-card button, with the message as Telegram reports it back. */
async function dailyThenTap(t: BotHarness, user: ReturnType<typeof tgUser>) {
  await t.send(textUpdate(user, '/daily'));
  const card = t.telegram.callsTo('sendMessage').at(-1);
  const keyboard = keyboardOf(card);
  const toggle = keyboard?.[1]?.[0]?.callback_data ?? '';
  await t.send(callbackUpdate(user, toggle, { reply_markup: { inline_keyboard: keyboard } }));
  return { keyboard, toggle };
}

describe('the morning card is opt-in', () => {
  it('is off for a new account', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(1500), '/start'));
    expect(notificationsOf(t, 1500)).toBe(false);
  });

  it('is offered under the /daily card, and a tap turns it on and flips the button', async () => {
    const t = await makeBot({ clock: testClock(NINE_UTC) });
    const user = tgUser(1501, { language_code: 'de' });
    const { keyboard, toggle } = await dailyThenTap(t, user);
    expect(t.textsTo(1501)).not.toContain(bot('error', 'de'));
    expect(keyboard?.[1]).toEqual([{ text: bot('buttons.notify_on', 'de'), callback_data: 'notify:on' }]);
    expect(toggle).toBe('notify:on');
    expect(notificationsOf(t, 1501)).toBe(true);
    expect(t.telegram.callsTo('answerCallbackQuery')).toEqual([
      expect.objectContaining({ text: bot('daily.notify_on', 'de') }),
    ]);
    // The same message: the reading button stays, the other one now offers to stop.
    expect(t.telegram.callsTo('editMessageReplyMarkup')).toEqual([
      expect.objectContaining({
        chat_id: 1501,
        reply_markup: {
          inline_keyboard: [
            keyboard?.[0],
            [{ text: bot('buttons.notify_off', 'de'), callback_data: 'notify:off' }],
          ],
        },
      }),
    ]);

    // And the scheduler now sends the morning card, with the button to stop it.
    const scheduler = createDailyScheduler({ deps: t.deps, api: t.bot.api, webAppUrl: APP_URL });
    t.deps.clock.advance(24 * 60 * 60 * 1000);
    expect(await scheduler.tick()).toBe(1);
    const morning = t.telegram.callsTo('sendMessage').at(-1);
    expect(String(morning?.text)).toContain(bot('daily.notification', 'de'));
    expect(keyboardOf(morning)?.[1]).toEqual([
      { text: bot('buttons.notify_off', 'de'), callback_data: 'notify:off' },
    ]);
  });

  it('turns off with the other button', async () => {
    const t = await makeBot();
    const user = tgUser(1502);
    await dailyThenTap(t, user);
    expect(notificationsOf(t, 1502)).toBe(true);
    const { toggle } = await dailyThenTap(t, user);
    expect(toggle).toBe('notify:off');
    expect(notificationsOf(t, 1502)).toBe(false);
    expect(t.telegram.callsTo('answerCallbackQuery').at(-1)).toMatchObject({ text: bot('daily.notify_off') });

    expect(t.textsTo(1502)).not.toContain(bot('error'));
  });

  it('takes a quick double tap (Telegram: "message is not modified") without an error', async () => {
    const t = await makeBot();
    const user = tgUser(1504);
    await t.send(textUpdate(user, '/daily'));
    const keyboard = keyboardOf(t.telegram.callsTo('sendMessage').at(-1));
    let edits = 0;
    t.telegram.on('editMessageReplyMarkup', (p) =>
      ++edits === 1
        ? { result: { message_id: 1, date: 0, chat: { id: p.chat_id, type: 'private' } } }
        : {
            error: {
              code: 400,
              description:
                'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
            },
          },
    );
    const tap = () => callbackUpdate(user, 'notify:on', { reply_markup: { inline_keyboard: keyboard } });
    await t.send(tap());
    await t.send(tap());
    expect(edits).toBe(2);
    expect(notificationsOf(t, 1504)).toBe(true);
    expect(t.telegram.callsTo('answerCallbackQuery')).toHaveLength(2);
    expect(t.textsTo(1504)).not.toContain(bot('error'));
  });

  it('is set from a button whose message comes without its keyboard, without editing it', async () => {
    const t = await makeBot();
    await t.send(callbackUpdate(tgUser(1503), 'notify:on'));
    expect(notificationsOf(t, 1503)).toBe(true);
    expect(t.telegram.callsTo('answerCallbackQuery')).toEqual([
      expect.objectContaining({ text: bot('daily.notify_on') }),
    ]);
    expect(t.telegram.callsTo('editMessageReplyMarkup')).toEqual([]);
  });
});
