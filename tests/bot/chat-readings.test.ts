/**
 * Readings in the chat (issue 25): a question typed to the bot answers with the spreads and their prices;
 * a tap charges once, sends the spread's photo, streams the text and leaves the reading in the app's
 * history; a reply asks a follow-up; a crisis gets the support answer and no keyboard; the person's
 * language throughout.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.js';
import { FOLLOWUP_COST } from '../../core/catalog.js';
import { translate } from '../../core/i18n.js';
import { applyEntry } from '../../core/ledger.js';
import type { Locale } from '../../core/locales.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import type { Oracle } from '../../core/oracle/oracle.js';
import { startSession } from '../../core/sessions/sessions.js';
import { cardText } from '../../core/tarot/card-texts.js';
import type { CardId } from '../../core/tarot/deck.js';
import type { DrawnCard } from '../../core/tarot/draw.js';
import { SPREADS, spreadText } from '../../core/tarot/spreads.js';
import { followups, readings, tokenLedger, users } from '../../db/schema.js';
import type { Payload } from '../fakes/telegram-server.js';
import {
  APP_URL,
  type BotHarness,
  callbackUpdate,
  makeBot,
  replyUpdate,
  type TgUser,
  textUpdate,
  tgUser,
} from './helpers.js';

type Button = { text: string; callback_data?: string; web_app?: { url: string } };
const keyboardOf = (payload: Payload | undefined) =>
  ((payload?.reply_markup as { inline_keyboard?: Button[][] } | undefined)?.inline_keyboard ?? []).flat();
const bot = (locale: Locale, key: string, vars?: Record<string, string | number>) =>
  translate(locale, 'bot', key, vars);

const lastMessageTo = (t: BotHarness, chatId: number) =>
  t.telegram
    .callsTo('sendMessage')
    .filter((p) => p.chat_id === chatId)
    .at(-1);

/** The id of the newest message the bot sent (text or photo). */
const lastSentId = (t: BotHarness) => {
  const sent = t.telegram.calls.filter((c) => c.method === 'sendMessage' || c.method === 'sendPhoto').at(-1);
  const result = sent?.result as { message_id: number } | undefined;
  if (!result) throw new Error('the bot has sent nothing');
  return result.message_id;
};

const accountOf = (t: BotHarness, from: TgUser) => {
  const user = t.deps.db
    .select()
    .from(users)
    .where(eq(users.telegramId, String(from.id)))
    .get();
  if (!user) throw new Error(`no account for ${from.id}`);
  return user;
};

const debits = (t: BotHarness, userId: number) =>
  t.deps.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, 'reading')))
    .all();

/** Asks a question and answers the button of `spreadId` under it, as the person would tap it. */
async function ask(t: BotHarness, from: TgUser, question: string) {
  await t.send(textUpdate(from, question));
  return keyboardOf(lastMessageTo(t, from.id));
}
const spreadButton = (buttons: Button[], spreadId: string) => {
  const button = buttons.find((b) => b.callback_data?.endsWith(`:${spreadId}`));
  if (!button?.callback_data) throw new Error(`no button for ${spreadId}`);
  return button.callback_data;
};

describe('a question typed to the bot', () => {
  it('is answered with every spread and its price, the free daily card, and Open in the app last', async () => {
    const t = await makeBot();
    const from = tgUser(4100);
    const buttons = await ask(t, from, 'Will I get the job?');
    expect(lastMessageTo(t, from.id)?.text).toBe(bot('en', 'chat.choose', { balance: 10 }));
    expect(buttons.map((b) => b.text)).toEqual([
      ...SPREADS.map((spread) => {
        const name = spreadText('en', spread.id).name;
        return spread.freeDaily
          ? bot('en', 'chat.option_free', { name })
          : bot('en', 'chat.option', { name, count: spread.cost });
      }),
      bot('en', 'buttons.open_in_app'),
    ]);
    expect(buttons.at(-1)?.web_app?.url).toBe(`${APP_URL}/`);
    expect(buttons.find((b) => b.callback_data?.endsWith(':three-cards'))?.text).toBe(
      'Past, Present, Future · 2 tokens',
    );
  });

  it('creates the account on the first question, exactly once', async () => {
    const t = await makeBot();
    const from = tgUser(4101, { language_code: 'de' });
    await ask(t, from, 'Wird es klappen?');
    await ask(t, from, 'Und danach?');
    const accounts = t.deps.db.select().from(users).where(eq(users.telegramId, '4101')).all();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.locale).toBe('de');
    expect(accounts[0]?.tokenBalance).toBe(10);
  });

  it('that speaks of wanting to die gets the support answer, never a keyboard', async () => {
    const t = await makeBot();
    const from = tgUser(4102);
    await t.send(textUpdate(from, "i don't want to be alive anymore"));
    const reply = lastMessageTo(t, from.id);
    expect(String(reply?.text)).toContain('988');
    expect(reply?.reply_markup).toBeUndefined();
    expect(t.telegram.callsTo('sendPhoto')).toEqual([]);
    expect(t.deps.db.select().from(readings).all()).toEqual([]);
  });

  it.each([
    ['ru', 'Получу ли я эту работу?', 'Прошлое, настоящее, будущее'],
    ['zh', '我会得到这份工作吗？', '过去、现在、未来'],
  ] as const)('in %s is answered in that language', async (locale, question, threeCards) => {
    const t = await makeBot();
    const from = tgUser(4103, { language_code: locale });
    const buttons = await ask(t, from, question);
    expect(lastMessageTo(t, from.id)?.text).toBe(bot(locale, 'chat.choose', { balance: 10 }));
    expect(buttons.find((b) => b.callback_data?.endsWith(':three-cards'))?.text).toBe(
      bot(locale, 'chat.option', { name: threeCards, count: 2 }),
    );
    expect(buttons.at(-1)?.text).toBe(bot(locale, 'buttons.open_in_app'));

    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    const reading = t.deps.db.select().from(readings).get();
    expect(reading?.locale).toBe(locale);
    const caption = String(t.telegram.callsTo('sendPhoto')[0]?.caption);
    expect(caption).toContain(threeCards);
    const save = keyboardOf(lastMessageTo(t, from.id)).find((b) => b.callback_data?.startsWith('s:'));
    expect(save?.text).toBe(bot(locale, 'chat.save'));
  });

  it('an unknown command still gets the pointer to /help', async () => {
    const t = await makeBot();
    await t.send(textUpdate(tgUser(4104), '/horoscope'));
    expect(t.lastTextTo(4104)).toBe(bot('en', 'unknown'));
  });
});

describe('a spread tapped under the question', () => {
  it('debits once, sends one photo with the cards, the streamed text and the reading, in the history', async () => {
    const t = await makeBot();
    const from = tgUser(4200);
    const buttons = await ask(t, from, 'Will I get the job?');
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    const user = accountOf(t, from);

    expect(debits(t, user.id).map((d) => d.delta)).toEqual([-2]);
    expect(user.tokenBalance).toBe(8);
    const reading = t.deps.db.select().from(readings).where(eq(readings.userId, user.id)).get();
    expect(reading?.status).toBe('complete');
    expect(reading?.question).toBe('Will I get the job?');

    const photos = t.telegram.callsTo('sendPhoto');
    expect(photos).toHaveLength(1);
    expect(photos[0]?.photo).toBeInstanceOf(File);
    const cards = JSON.parse(reading?.cards ?? '[]') as DrawnCard[];
    for (const card of cards)
      expect(String(photos[0]?.caption)).toContain(cardText('en', card.card_id as CardId).name);

    // Streamed as a draft (the Bot API offers it here), then the whole text as a message with its buttons.
    expect(t.telegram.callsTo('sendMessageDraft').length).toBeGreaterThan(0);
    const last = lastMessageTo(t, from.id);
    expect(last?.text).toBe(reading?.interpretation.trim());
    const under = keyboardOf(last);
    expect(under.map((b) => b.text)).toEqual([
      bot('en', 'chat.save'),
      bot('en', 'chat.ask_followup'),
      bot('en', 'buttons.open_in_app'),
    ]);
    expect(under[2]?.web_app?.url).toBe(`${APP_URL}/?tgWebAppStartParam=reading_${reading?.id}`);

    const app = createApp(t.deps);
    const { access_token } = await startSession(t.deps, user.id);
    const res = await app.request('/api/user/history', {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const history = (await res.json()) as { items: { id: string; question: string }[] };
    expect(history.items.map((i) => [i.id, i.question])).toEqual([[reading?.id, 'Will I get the job?']]);

    await t.send(callbackUpdate(from, `s:${reading?.id}`));
    expect(t.deps.db.select().from(readings).get()?.savedAt).not.toBeNull();
    expect(t.telegram.callsTo('answerCallbackQuery').at(-1)?.text).toBe(bot('en', 'chat.saved'));
  });

  it('delivered twice by Telegram, or tapped twice, charges and reads once', async () => {
    const t = await makeBot();
    const from = tgUser(4201);
    const buttons = await ask(t, from, 'Should I move to Lisbon?');
    const tap = callbackUpdate(from, spreadButton(buttons, 'celtic-cross'));
    await t.send(tap);
    await t.send(tap);
    await t.send(callbackUpdate(from, spreadButton(buttons, 'celtic-cross')));
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    const user = accountOf(t, from);
    expect(debits(t, user.id).map((d) => d.delta)).toEqual([-5]);
    expect(user.tokenBalance).toBe(5);
    expect(t.deps.db.select().from(readings).all()).toHaveLength(1);
    expect(t.telegram.callsTo('sendPhoto')).toHaveLength(1);
    expect(t.telegram.callsTo('answerCallbackQuery').at(-1)?.text).toBe(bot('en', 'chat.already'));
  });

  it('the same question message delivered twice is answered once', async () => {
    const t = await makeBot();
    const from = tgUser(4202);
    const update = textUpdate(from, 'Is this the right path?');
    await t.send(update);
    await t.send(update);
    expect(t.textsTo(from.id)).toEqual([bot('en', 'chat.choose', { balance: 10 })]);
  });

  it('short of tokens answers with the price, the balance and a Buy button, and charges nothing', async () => {
    const t = await makeBot();
    const from = tgUser(4203);
    const buttons = await ask(t, from, 'What does the year hold?');
    const user = accountOf(t, from);
    t.deps.db.transaction(
      (tx) => applyEntry(tx, { userId: user.id, delta: -8, reason: 'admin_adjustment' }),
      {
        behavior: 'immediate',
      },
    );
    await t.send(callbackUpdate(from, spreadButton(buttons, 'celtic-cross')));
    const short = lastMessageTo(t, from.id);
    expect(short?.text).toBe(bot('en', 'chat.short', { cost: 5, balance: 2 }));
    const buy = keyboardOf(short);
    expect(buy.map((b) => b.text)).toEqual([bot('en', 'buttons.open_shop')]);
    expect(debits(t, user.id)).toEqual([]);
    expect(t.telegram.callsTo('sendPhoto')).toEqual([]);

    await t.send(callbackUpdate(from, String(buy[0]?.callback_data)));
    expect(lastMessageTo(t, from.id)?.text).toBe(bot('en', 'buy.choose'));
    // The question is still there for when the tokens are: a cheaper spread reads it now.
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    expect(debits(t, user.id).map((d) => d.delta)).toEqual([-2]);
  });

  it('splits a text longer than a message at paragraphs, each part under 4,096 characters', async () => {
    const offline = createOfflineOracle();
    const paragraph = (i: number) =>
      `Paragraph ${i}. ${'The cards speak slowly and at length. '.repeat(18)}`.trim();
    const long = Array.from({ length: 14 }, (_, i) => paragraph(i));
    const oracle: Oracle = {
      model: 'long-test',
      async interpret(_request, onDelta) {
        for (const [i, p] of long.entries()) onDelta(i === 0 ? p : `\n\n${p}`);
        return { text: long.join('\n\n'), usage: null };
      },
      followup: (request, onDelta, signal) => offline.followup(request, onDelta, signal),
      personality: (request, signal) => offline.personality(request, signal),
    };
    const t = await makeBot({ oracle });
    const from = tgUser(4204);
    const buttons = await ask(t, from, 'Tell me everything');
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    const parts = t.textsTo(from.id).slice(1);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThan(4096);
    expect(parts.join('\n\n')).toBe(long.join('\n\n'));
    expect(keyboardOf(lastMessageTo(t, from.id)).length).toBe(3);
  });

  it('while a reading is being written, another question gets "one moment", a crisis the support answer', async () => {
    const offline = createOfflineOracle();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const oracle: Oracle = {
      model: null,
      async interpret(request, onDelta, signal) {
        await gate;
        return offline.interpret(request, onDelta, signal);
      },
      followup: (request, onDelta, signal) => offline.followup(request, onDelta, signal),
      personality: (request, signal) => offline.personality(request, signal),
    };
    const t = await makeBot({ oracle });
    const from = tgUser(4205);
    const buttons = await ask(t, from, 'Will it rain on my wedding?');
    await t.bot.handleUpdate(callbackUpdate(from, spreadButton(buttons, 'yes-no')) as never);
    await t.bot.handleUpdate(textUpdate(from, 'And what about the honeymoon?') as never);
    expect(lastMessageTo(t, from.id)?.text).toBe(bot('en', 'chat.one_moment'));
    // Safety does not wait: a crisis meanwhile gets the support answer at once.
    await t.bot.handleUpdate(textUpdate(from, "i don't want to be alive anymore") as never);
    expect(String(lastMessageTo(t, from.id)?.text)).toContain('988');
    release();
    await t.background.idle();
    expect(accountOf(t, from).tokenBalance).toBe(9);
  });
});

describe('a reply to a reading', () => {
  it('asks a follow-up: a clarifier card, one token, and the answer in the chat', async () => {
    const t = await makeBot();
    const from = tgUser(4300, { language_code: 'ru' });
    const buttons = await ask(t, from, 'Получу ли я эту работу?');
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    await t.send(replyUpdate(from, 'А что мне сделать на собеседовании?', lastSentId(t)));
    const user = accountOf(t, from);
    const asked = t.deps.db.select().from(followups).all();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.status).toBe('complete');
    expect(debits(t, user.id).map((d) => d.delta)).toEqual([-2, -FOLLOWUP_COST]);
    const answer = lastMessageTo(t, from.id);
    const clarifier = cardText('ru', asked[0]?.cardId as CardId).name;
    expect(String(answer?.text).startsWith(`🃏 ${bot('ru', 'chat.clarifier')}: ${clarifier}`)).toBe(true);
    expect(String(answer?.text)).toContain(asked[0]?.answer.split('\n')[0]);
  });

  it('through the Ask a follow-up button: the prompt is a reply target too, and the fourth is refused', async () => {
    const t = await makeBot();
    const from = tgUser(4301);
    const buttons = await ask(t, from, 'Will the move go well?');
    await t.send(callbackUpdate(from, spreadButton(buttons, 'three-cards')));
    const readingId = t.deps.db.select().from(readings).get()?.id;
    for (let i = 0; i < 4; i += 1) {
      await t.send(callbackUpdate(from, `f:${readingId}`));
      const prompt = lastMessageTo(t, from.id);
      expect(prompt?.text).toBe(bot('en', 'chat.followup_prompt', { cost: FOLLOWUP_COST }));
      expect(prompt?.reply_markup).toMatchObject({ force_reply: true });
      await t.send(replyUpdate(from, `What should I pack first, take ${i}?`, lastSentId(t)));
    }
    expect(t.deps.db.select().from(followups).all()).toHaveLength(3);
    expect(lastMessageTo(t, from.id)?.text).toBe(bot('en', 'chat.followup_limit'));
    expect(accountOf(t, from).tokenBalance).toBe(10 - 2 - 3 * FOLLOWUP_COST);
  });

  it('that speaks of a crisis gets the support answer, free', async () => {
    const t = await makeBot();
    const from = tgUser(4302);
    const buttons = await ask(t, from, 'Will my exam go well?');
    await t.send(callbackUpdate(from, spreadButton(buttons, 'yes-no')));
    await t.send(replyUpdate(from, 'i want to kill myself', lastSentId(t)));
    expect(String(lastMessageTo(t, from.id)?.text)).toContain('988');
    expect(lastMessageTo(t, from.id)?.reply_markup).toBeUndefined();
    expect(accountOf(t, from).tokenBalance).toBe(9);
  });
});

describe('many questions in an hour', () => {
  it('are refused past the limit, with the wait in minutes', async () => {
    const t = await makeBot();
    const from = tgUser(4400);
    for (let i = 0; i < 30; i += 1) await t.send(textUpdate(from, `Question number ${i}?`));
    expect(lastMessageTo(t, from.id)?.reply_markup).toBeDefined();
    await t.send(textUpdate(from, 'One more?'));
    expect(lastMessageTo(t, from.id)?.text).toBe(bot('en', 'chat.too_many', { minutes: 60 }));
  });
});
