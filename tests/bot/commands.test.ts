import { eq } from 'drizzle-orm';
import { InlineKeyboard } from 'grammy';
import { describe, expect, it } from 'vitest';
import { findUserByQuery } from '../../bot/admin/find-user.js';
import { translate } from '../../core/i18n.js';
import { readings, tokenLedger, users } from '../../db/schema.js';
import { FAKE_BOT } from '../fakes/telegram-server.js';
import { APP_URL, callbackUpdate, GROUP, groupTextUpdate, makeBot, textUpdate, tgUser } from './helpers.js';

const bot = (key: string, locale = 'en', vars: Record<string, string | number> = {}) =>
  translate(locale as 'en', 'bot', key, vars);

/** The inline keyboard of a recorded sendMessage payload. */
function keyboardOf(payload: Record<string, unknown> | undefined) {
  const markup = payload?.reply_markup as
    | {
        inline_keyboard: {
          text: string;
          callback_data?: string;
          url?: string;
          web_app?: { url: string };
        }[][];
      }
    | undefined;
  return markup?.inline_keyboard.flat() ?? [];
}

describe('the bot meets a Telegram user', () => {
  it('creates the same account the mini-app uses, with the welcome bonus once, even for parallel updates', async () => {
    const t = await makeBot();
    const anna = tgUser(424242, { username: 'anna', language_code: 'ru' });
    await Promise.all(Array.from({ length: 5 }, () => t.send(textUpdate(anna, '/help'))));
    const rows = t.deps.db.select().from(users).where(eq(users.telegramId, '424242')).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'anna', locale: 'ru', tokenBalance: 10 });
    const bonus = t.deps.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, rows[0]?.id ?? 0))
      .all();
    expect(bonus.map((r) => r.reason)).toEqual(['welcome_bonus']);
  });

  it('answers in the language saved on the account rather than the Telegram client language', async () => {
    const t = await makeBot();
    const hans = tgUser(5150, { language_code: 'de' });
    await t.send(textUpdate(hans, '/help'));
    expect(t.lastTextTo(5150)).toBe(bot('help.text', 'de'));
    t.deps.db.update(users).set({ locale: 'zh' }).where(eq(users.telegramId, '5150')).run();
    await t.send(textUpdate({ ...hans, language_code: 'en' }, '/help'));
    expect(t.lastTextTo(5150)).toBe(bot('help.text', 'zh'));
  });
});

describe('/start', () => {
  it('greets by name in the user language with a button that opens the mini-app', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(77, { first_name: 'Олег', language_code: 'ru' }), '/start'));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('start.greeting', 'ru', { name: 'Олег' }));
    expect(keyboardOf(reply)).toEqual([
      { text: bot('buttons.open_app', 'ru'), web_app: { url: `${APP_URL}/` } },
    ]);
  });

  it("saves the sender's names without controls or bidi marks, as sign-in does (issue 17 §2.4)", async () => {
    const t = await makeBot();
    const from = tgUser(79, {
      first_name: 'Ann\u202Egpj.exe',
      last_name: 'Ex\u200Bample',
      username: 'ann\u0007',
    });
    await t.send(textUpdate(from, '/start'));
    expect(t.deps.db.select().from(users).where(eq(users.telegramId, '79')).get()).toMatchObject({
      firstName: 'Anngpj.exe',
      lastName: 'Example',
      username: 'ann',
    });
  });

  it('sets the chat menu button to the mini-app, labelled in the user language', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(78, { language_code: 'es' }), '/start'));
    expect(t.telegram.callsTo('setChatMenuButton')).toEqual([
      {
        chat_id: 78,
        menu_button: { type: 'web_app', text: bot('menu_button', 'es'), web_app: { url: `${APP_URL}/` } },
      },
    ]);
  });

  it('opens the reading screen for a reading_<id> deep link through the start parameter', async () => {
    const t = await makeBot();
    const id = '3f2b8c1e-9d4a-4b7e-8f00-0123456789ab';
    await t.send(textUpdate(tgUser(79), `/start reading_${id}`));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('start.reading'));
    expect(keyboardOf(reply)).toEqual([
      { text: bot('buttons.open_reading'), web_app: { url: `${APP_URL}/?tgWebAppStartParam=reading_${id}` } },
    ]);
  });

  it('opens the token shop for the buy deep link', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(80), '/start buy'));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('start.buy'));
    expect(keyboardOf(reply)[0]?.web_app?.url).toBe(`${APP_URL}/?tgWebAppStartParam=buy`);
  });

  it('opens the full terms for the terms deep link (where /terms in a group leads)', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(83), '/start terms'));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('terms.text'));
    expect(keyboardOf(reply)).toEqual([
      { text: bot('buttons.open_terms'), web_app: { url: `${APP_URL}/?tgWebAppStartParam=terms` } },
    ]);
  });

  it('treats an unknown deep-link payload as a plain start', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(81, { first_name: 'Ann' }), '/start something_else'));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('start.greeting', 'en', { name: 'Ann' }));
    expect(keyboardOf(reply)[0]?.web_app?.url).toBe(`${APP_URL}/`);
  });

  it('sends no mini-app buttons and sets no menu button without an https app URL', async () => {
    const t = await makeBot({ webAppUrl: 'http://localhost:3000' });
    await t.send(textUpdate(tgUser(82), '/start buy'));
    expect(t.telegram.callsTo('sendMessage')[0]?.reply_markup).toBeUndefined();
    expect(t.telegram.callsTo('setChatMenuButton')).toEqual([]);
  });
});

const NO_SUBSCRIPTION = bot('subscription.balance_none', 'en', { tokens: 150, stars: 150 });

describe('/balance', () => {
  it('tells the balance, whether the free card of the day is still waiting, and offers the subscription', async () => {
    const t = await makeBot();
    const user = tgUser(90);
    await t.send(textUpdate(user, '/balance'));
    expect(t.lastTextTo(90)).toBe(
      `${bot('balance.text', 'en', { balance: 10 })}\n\n${bot('balance.daily_free')}\n\n${NO_SUBSCRIPTION}`,
    );
    await t.send(textUpdate(user, '/daily'));
    await t.send(textUpdate(user, '/balance'));
    expect(t.lastTextTo(90)).toBe(
      `${bot('balance.text', 'en', { balance: 10 })}\n\n${bot('balance.daily_used')}\n\n${NO_SUBSCRIPTION}`,
    );
  });
});

describe('/buy', () => {
  it('offers every package with its Stars price, and sends a Stars invoice for the one chosen', async () => {
    const t = await makeBot();
    const user = tgUser(91, { language_code: 'ru' });
    await t.send(textUpdate(user, '/buy'));
    const buttons = keyboardOf(t.telegram.callsTo('sendMessage')[0]);
    expect(buttons.map((b) => b.callback_data)).toEqual([
      'buy:starter',
      'buy:seeker',
      'buy:mystic',
      'buy:oracle',
      'subscribe:monthly',
    ]);
    expect(buttons[1]?.text).toBe('Поиск: 60 токенов · 100 ⭐');
    expect(buttons[4]?.text).toBe('🔁 150 токенов каждый месяц · 150 ⭐ в месяц');

    await t.send(callbackUpdate(user, 'buy:seeker'));
    const account = findUserByQuery(t.deps.db, '91');
    expect(t.telegram.callsTo('answerCallbackQuery')).toHaveLength(1);
    expect(t.telegram.callsTo('sendInvoice')).toEqual([
      expect.objectContaining({
        chat_id: 91,
        title: 'Поиск: 60 токенов',
        currency: 'XTR',
        prices: [{ label: '60 токенов', amount: 100 }],
        payload: `tokens:${account?.id}:seeker`,
      }),
    ]);
    expect(t.telegram.callsTo('sendInvoice')[0]).not.toHaveProperty(
      'provider_token',
      expect.stringMatching(/.+/),
    );
  });

  it('answers a stale package button with an alert and sends no invoice', async () => {
    const t = await makeBot();
    await t.send(callbackUpdate(tgUser(92), 'buy:discontinued'));
    expect(t.telegram.callsTo('answerCallbackQuery')).toEqual([
      expect.objectContaining({ text: bot('buy.unknown_package'), show_alert: true }),
    ]);
    expect(t.telegram.callsTo('sendInvoice')).toEqual([]);
  });
});

describe('/daily', () => {
  it('sends today’s free card with a short interpretation and a button to the whole reading', async () => {
    const t = await makeBot();
    const user = tgUser(93);
    await t.send(textUpdate(user, '/daily'));
    const [reading] = t.deps.db.select().from(readings).all();
    expect(reading).toMatchObject({ spreadId: 'daily', cost: 0, status: 'complete' });
    const sent = t.telegram.callsTo('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.parse_mode).toBe('HTML');
    expect(String(sent[0]?.text)).toContain(bot('daily.title'));
    expect(String(sent[0]?.text)).toContain(String(reading?.interpretation.split('\n\n')[0]));
    expect(keyboardOf(sent[0])[0]?.web_app?.url).toBe(
      `${APP_URL}/?tgWebAppStartParam=reading_${reading?.id}`,
    );
    expect(t.telegram.callsTo('sendChatAction')).toEqual([{ chat_id: 93, action: 'typing' }]);
  });

  it('shows the same card again later that day, without drawing or charging', async () => {
    const t = await makeBot();
    const user = tgUser(94);
    await t.send(textUpdate(user, '/daily'));
    await t.send(textUpdate(user, '/daily'));
    expect(t.deps.db.select().from(readings).all()).toHaveLength(1);
    const [first, second] = t.textsTo(94);
    expect(second).toBe(first);
    expect(
      t.deps.db
        .select()
        .from(tokenLedger)
        .all()
        .map((r) => r.reason),
    ).toEqual(['welcome_bonus']);
  });

  it('draws a new free card the next UTC day', async () => {
    const t = await makeBot();
    const user = tgUser(95);
    await t.send(textUpdate(user, '/daily'));
    t.deps.clock.advance(24 * 60 * 60 * 1000);
    await t.send(textUpdate(user, '/daily'));
    expect(
      t.deps.db
        .select()
        .from(readings)
        .all()
        .map((r) => r.cost),
    ).toEqual([0, 0]);
  });

  it('says so when today’s card was drawn and then deleted', async () => {
    const t = await makeBot();
    const user = tgUser(96);
    await t.send(textUpdate(user, '/daily'));
    t.deps.db.delete(readings).run();
    await t.send(textUpdate(user, '/daily'));
    expect(t.lastTextTo(96)).toBe(bot('daily.gone'));
  });
});

describe('/language', () => {
  it('offers the five languages and saves the choice on the account', async () => {
    const t = await makeBot();
    const user = tgUser(97);
    await t.send(textUpdate(user, '/language'));
    const buttons = keyboardOf(t.telegram.callsTo('sendMessage')[0]);
    expect(buttons.map((b) => [b.text, b.callback_data])).toEqual([
      ['✓ English', 'lang:en'],
      ['Русский', 'lang:ru'],
      ['Deutsch', 'lang:de'],
      ['Español', 'lang:es'],
      ['中文', 'lang:zh'],
    ]);
    await t.send(callbackUpdate(user, 'lang:es'));
    expect(t.telegram.callsTo('editMessageText')[0]?.text).toBe(bot('language.saved', 'es'));
    expect(findUserByQuery(t.deps.db, '97')).toMatchObject({ locale: 'es', localeConfirmed: true });
    await t.send(textUpdate(user, '/help'));
    expect(t.lastTextTo(97)).toBe(bot('help.text', 'es'));
  });
});

describe('/help, /terms and /paysupport', () => {
  it('lists the commands in /help', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(98, { language_code: 'zh' }), '/help'));
    expect(t.lastTextTo(98)).toBe(bot('help.text', 'zh'));
    expect(t.lastTextTo(98)).not.toContain('/grant');
  });

  it('answers /terms with the short terms and a button to the full text in the mini-app', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(99), '/terms'));
    const [reply] = t.telegram.callsTo('sendMessage');
    expect(reply?.text).toBe(bot('terms.text'));
    expect(keyboardOf(reply)[0]?.web_app?.url).toBe(`${APP_URL}/?tgWebAppStartParam=terms`);
  });

  it('explains /paysupport, and passes a described problem on to the admins', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: '1001' } });
    const user = tgUser(100, { username: 'payer' });
    await t.send(textUpdate(user, '/paysupport'));
    expect(t.lastTextTo(100)).toBe(bot('paysupport.text'));
    await t.send(textUpdate(user, '/paysupport I paid but got nothing'));
    expect(t.lastTextTo(100)).toBe(bot('paysupport.sent'));
    const [forwarded] = t.textsTo(1001);
    expect(forwarded).toContain('I paid but got nothing');
    expect(forwarded).toContain('@payer');
  });

  it('passes on at most 1000 characters of a /paysupport message, and says so', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: '1001' } });
    const long = `${'x'.repeat(999)}🙂${'Ж'.repeat(500)}`;
    await t.send(textUpdate(tgUser(102), `/paysupport ${long}`));
    const [forwarded] = t.textsTo(1001);
    expect(forwarded).toContain(`${'x'.repeat(999)}🙂…`);
    expect(forwarded).not.toContain('Ж');
    expect(t.lastTextTo(102)).toBe(
      `${bot('paysupport.sent')}\n\n${bot('paysupport.truncated', 'en', { max: 1000 })}`,
    );
    await t.send(textUpdate(tgUser(102), `/paysupport ${'z'.repeat(1000)}`));
    expect(t.textsTo(1001)[1]).toContain('z'.repeat(1000));
    expect(t.textsTo(1001)[1]).not.toContain('…');
    expect(t.lastTextTo(102)).toBe(bot('paysupport.sent'));
  });

  it('passes on 3 /paysupport messages a user an hour, and asks to wait after that', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: '1001' } });
    const user = tgUser(103);
    for (const n of [1, 2, 3, 4]) await t.send(textUpdate(user, `/paysupport message ${n}`));
    expect(t.textsTo(1001)).toHaveLength(3);
    expect(t.lastTextTo(103)).toBe(bot('paysupport.too_many', 'en', { minutes: 60 }));
    // Others are not held up, and the same user is heard again after the hour.
    await t.send(textUpdate(tgUser(104), '/paysupport another user'));
    expect(t.textsTo(1001)).toHaveLength(4);
    t.deps.clock.advance(60 * 60 * 1000);
    await t.send(textUpdate(user, '/paysupport message 5'));
    expect(t.textsTo(1001).at(-1)).toContain('message 5');
    expect(t.lastTextTo(103)).toBe(bot('paysupport.sent'));
  });
});

describe('in a group chat', () => {
  /** Telegram allows web_app buttons only in private chats; in a group the button leads there. */
  const toBot = (startParam?: string) =>
    `https://t.me/${FAKE_BOT.username}${startParam ? `?start=${startParam}` : ''}`;
  const groupReplies = (t: Awaited<ReturnType<typeof makeBot>>) =>
    t.telegram.callsTo('sendMessage').filter((p) => p.chat_id === GROUP.id);

  it('is where Telegram (and so the fake) refuses web_app buttons', async () => {
    const t = await makeBot();
    const button = { reply_markup: new InlineKeyboard().webApp('Open', APP_URL) };
    await expect(t.bot.api.sendMessage(GROUP.id, 'x', button)).rejects.toThrow('BUTTON_TYPE_INVALID');
    await expect(t.bot.api.sendMessage(110, 'x', button)).resolves.toBeTruthy();
  });

  it('answers /start with a link to the bot’s private chat, and leaves the menu button alone', async () => {
    const t = await makeBot();
    await t.send(groupTextUpdate(tgUser(111, { first_name: 'Ann' }), `/start@${FAKE_BOT.username}`));
    const [reply] = groupReplies(t);
    expect(reply?.text).toBe(bot('start.greeting', 'en', { name: 'Ann' }));
    expect(keyboardOf(reply)).toEqual([{ text: bot('buttons.open_app'), url: toBot() }]);
    expect(t.telegram.callsTo('setChatMenuButton')).toEqual([]);
  });

  it('answers /balance with a link to the shop through the bot’s private chat', async () => {
    const t = await makeBot();
    await t.send(groupTextUpdate(tgUser(112), '/balance'));
    const [reply] = groupReplies(t);
    expect(reply?.text).toBe(`${bot('balance.text', 'en', { balance: 10 })}

${bot('balance.daily_free')}

${NO_SUBSCRIPTION}`);
    expect(keyboardOf(reply)).toEqual([{ text: bot('buttons.open_shop'), url: toBot('buy') }]);
  });

  it('answers /terms with a link to the full terms through the bot’s private chat', async () => {
    const t = await makeBot();
    await t.send(groupTextUpdate(tgUser(113), '/terms'));
    const [reply] = groupReplies(t);
    expect(reply?.text).toBe(bot('terms.text'));
    expect(keyboardOf(reply)).toEqual([{ text: bot('buttons.open_terms'), url: toBot('terms') }]);
  });

  it('sends the /daily card there with a link to the reading, and no morning-card button', async () => {
    const t = await makeBot();
    await t.send(groupTextUpdate(tgUser(114), `/daily@${FAKE_BOT.username}`));
    const [reading] = t.deps.db.select().from(readings).all();
    const replies = groupReplies(t);
    expect(replies).toHaveLength(1);
    expect(String(replies[0]?.text)).toContain(bot('daily.title'));
    expect(keyboardOf(replies[0])).toEqual([
      { text: bot('buttons.read_more'), url: toBot(`reading_${reading?.id}`) },
    ]);
  });
});

describe('anything else', () => {
  it('answers an unknown command with a pointer to /help, and stray text as a question (issue 25)', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(101, { language_code: 'de' }), '/frobnicate'));
    await t.send(textUpdate(tgUser(101, { language_code: 'de' }), 'Klappt es morgen mit dem Umzug?'));
    expect(t.textsTo(101)).toEqual([
      bot('unknown', 'de'),
      translate('de', 'bot', 'chat.choose', { balance: 10 }),
    ]);
  });
});
