/**
 * A bot on a real SQLite file, talking to the loopback Telegram server, fed updates shaped exactly as
 * Telegram sends them. Background work and the fake server are settled after each test.
 */
import type { Update as TelegramUpdate } from 'grammy/types';
import { afterEach } from 'vitest';
import { type Background, createBackground } from '../../bot/background.js';
import { createBot } from '../../bot/create-bot.js';
import { createLogger } from '../../core/logger.js';
import { FAKE_BOT, type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { type HarnessOptions, makeDeps, TEST_BOT_TOKEN } from '../helpers/harness.js';

const cleanups: (() => Promise<void>)[] = [];

// Registered after the harness's own hook, so it runs first: background work ends before the database closes.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** No delays between calls in tests; the plugin stays installed. */
export const NO_THROTTLE = { global: {}, group: {}, out: {} };

export const APP_URL = 'https://tarot.example';

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const telegram = await startTelegramServer(TEST_BOT_TOKEN);
  cleanups.push(() => telegram.close());
  return telegram;
}

export function trackBackground(background: Background) {
  cleanups.push(() => background.idle());
  return background;
}

export interface BotHarnessOptions extends HarnessOptions {
  webAppUrl?: string;
}

export async function makeBot(options: BotHarnessOptions = {}) {
  const telegram = await startFakeTelegram();
  const deps = makeDeps(options);
  const background = trackBackground(createBackground(createLogger('silent')));
  const bot = createBot(TEST_BOT_TOKEN, deps, {
    apiRoot: telegram.apiRoot,
    webAppUrl: options.webAppUrl ?? APP_URL,
    botInfo: FAKE_BOT,
    background,
    throttler: NO_THROTTLE,
  });
  /** Feeds one update and waits for what it started in the background. */
  const send = async (update: Update) => {
    await bot.handleUpdate(asTelegramUpdate(update));
    await background.idle();
  };
  /** Texts of every sendMessage so far, to one chat. */
  const textsTo = (chatId: number) =>
    telegram
      .callsTo('sendMessage')
      .filter((p) => p.chat_id === chatId)
      .map((p) => String(p.text));
  const lastTextTo = (chatId: number) => textsTo(chatId).at(-1) ?? '';
  return { bot, deps, telegram, background, send, textsTo, lastTextTo };
}

export type BotHarness = Awaited<ReturnType<typeof makeBot>>;

// --- Updates, shaped as Telegram sends them -------------------------------------------------------

export type Update = Record<string, unknown> & { update_id: number };

/** Our builders write plain JSON, as Telegram sends it; grammY's type is the same shape. */
export const asTelegramUpdate = (update: Update) => update as unknown as TelegramUpdate;

export interface TgUser {
  id: number;
  is_bot: false;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

let nextUpdateId = 500_000;
let nextMessageId = 1;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export function tgUser(id: number, extra: Partial<TgUser> = {}): TgUser {
  return { id, is_bot: false, first_name: `User${id}`, language_code: 'en', ...extra };
}

const privateChat = (from: TgUser) => ({
  id: from.id,
  type: 'private',
  first_name: from.first_name,
  ...(from.username ? { username: from.username } : {}),
});

/** A supergroup the bot is in; Telegram gives groups negative ids (supergroups -100…). */
export const GROUP = { id: -1001234567890, type: 'supergroup', title: 'Tarot circle' };

function messageUpdate(
  from: TgUser,
  content: Record<string, unknown>,
  chat: Record<string, unknown> = privateChat(from),
): Update {
  return {
    update_id: ++nextUpdateId,
    message: { message_id: ++nextMessageId, date: nowSeconds(), chat, from, ...content },
  };
}

/** A text message; a leading /command gets its bot_command entity as Telegram marks it. */
export function textUpdate(from: TgUser, text: string, chat?: Record<string, unknown>): Update {
  const command = /^\/\S+/.exec(text)?.[0];
  const entities = command ? [{ type: 'bot_command', offset: 0, length: command.length }] : undefined;
  return messageUpdate(from, { text, ...(entities ? { entities } : {}) }, chat);
}

/** A text that replies to one of the bot's messages, as Telegram quotes it in reply_to_message. */
export function replyUpdate(from: TgUser, text: string, repliedTo: number): Update {
  const chat = privateChat(from);
  const replied = { message_id: repliedTo, date: nowSeconds(), chat, from: FAKE_BOT, text: '…' };
  return messageUpdate(from, { text, reply_to_message: replied }, chat);
}

/** A message in GROUP; commands there usually name the bot, as /daily@tarot_test_bot. */
export const groupTextUpdate = (from: TgUser, text: string) => textUpdate(from, text, GROUP);

/** A tap on a button of one of the bot's messages; `message` adds to it, e.g. its reply_markup. */
export function callbackUpdate(from: TgUser, data: string, message: Record<string, unknown> = {}): Update {
  return {
    update_id: ++nextUpdateId,
    callback_query: {
      id: String(++nextUpdateId),
      from,
      chat_instance: '-8815332201',
      data,
      message: {
        message_id: ++nextMessageId,
        date: nowSeconds(),
        chat: privateChat(from),
        from: FAKE_BOT,
        text: '…',
        ...message,
      },
    },
  };
}

export function preCheckoutUpdate(
  from: TgUser,
  payload: string,
  totalAmount: number,
  currency = 'XTR',
): Update {
  return {
    update_id: ++nextUpdateId,
    pre_checkout_query: {
      id: String(++nextUpdateId),
      from,
      currency,
      total_amount: totalAmount,
      invoice_payload: payload,
    },
  };
}

export function successfulPaymentUpdate(
  from: TgUser,
  payload: string,
  totalAmount: number,
  chargeId: string,
) {
  return messageUpdate(from, {
    successful_payment: {
      currency: 'XTR',
      total_amount: totalAmount,
      invoice_payload: payload,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  });
}

export function refundedPaymentUpdate(from: TgUser, payload: string, totalAmount: number, chargeId: string) {
  return messageUpdate(from, {
    refunded_payment: {
      currency: 'XTR',
      total_amount: totalAmount,
      invoice_payload: payload,
      telegram_payment_charge_id: chargeId,
    },
  });
}
