/**
 * Payment updates when the database cannot take a write: another connection holds SQLite's write lock
 * on the same file, and the bot's connection gives up after a short busy_timeout (SQLITE_BUSY), as it
 * would after its usual 5 s. A webhook answers an error so Telegram delivers the update again; long
 * polling retries in the background; reads, and so pre-checkout answers, go on meanwhile.
 */
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { upsertTelegramAccount } from '../../bot/account.js';
import { createBackground } from '../../bot/background.js';
import { createBot } from '../../bot/create-bot.js';
import { type BotRuntime, createBotRuntime, WEBHOOK_PATH } from '../../bot/runtime.js';
import { translate } from '../../core/i18n.js';
import { balanceOf } from '../../core/ledger.js';
import { createLogger } from '../../core/logger.js';
import { invoicePayload } from '../../core/payments/invoice.js';
import type { Db } from '../../db/client.js';
import { payments, tokenLedger } from '../../db/schema.js';
import { FAKE_BOT, type Payload } from '../fakes/telegram-server.js';
import { makeApp, makeDeps, TEST_BOT_TOKEN } from '../helpers/harness.js';
import {
  APP_URL,
  asTelegramUpdate,
  makeBot,
  NO_THROTTLE,
  preCheckoutUpdate,
  refundedPaymentUpdate,
  startFakeTelegram,
  successfulPaymentUpdate,
  textUpdate,
  tgUser,
  trackBackground,
} from './helpers.js';

const SECRET = 'webhook-secret_0123456789';
const ADMIN_TG = 9100;
const bot = (key: string, vars: Record<string, string | number> = {}) => translate('en', 'bot', key, vars);

/** Another connection holding the write lock on the database file; released at the latest after the test. */
function holdWriteLock(databasePath: string) {
  const other = new Database(databasePath);
  other.exec('BEGIN IMMEDIATE');
  const release = () => {
    if (other.open && other.inTransaction) other.exec('ROLLBACK');
  };
  onTestFinished(() => {
    release();
    other.close();
  });
  return { release };
}

/** The bot's connection waits this long for the lock before SQLITE_BUSY, instead of 5 s. */
const shortBusyTimeout = (db: Db) => db.$client.pragma('busy_timeout = 50');

/** A logger that keeps its lines. */
function capturingLog() {
  const lines: string[] = [];
  const log = createLogger('info', {}, (line) => {
    lines.push(line);
    return true;
  });
  return { log, text: () => lines.join('') };
}

const changes = (db: Db) => (db.$client.prepare('select total_changes() as n').get() as { n: number }).n;

const message = (p: Payload) => ({
  result: { message_id: 1, date: 0, chat: { id: p.chat_id, type: 'private' }, text: p.text },
});

describe('a successful_payment that fails in webhook mode', () => {
  async function webhookApp() {
    const telegram = await startFakeTelegram();
    const { log, text } = capturingLog();
    let runtime: BotRuntime | undefined;
    const t = makeApp({
      env: { TELEGRAM_API_ROOT: telegram.apiRoot, PUBLIC_URL: APP_URL, BOT_WEBHOOK_SECRET: SECRET },
      services: (deps) => {
        runtime = createBotRuntime({ ...deps, log }, 'webhook', {
          botInfo: FAKE_BOT,
          throttler: NO_THROTTLE,
        });
        return runtime.services;
      },
    });
    const post = (update: unknown) =>
      t.app.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
        body: JSON.stringify(update),
      });
    return { t, telegram, post, logText: text };
  }

  it('answers an error so Telegram delivers it again, and the redelivery credits exactly once', async () => {
    const { t, telegram, post, logText } = await webhookApp();
    const user = tgUser(1300);
    const id = upsertTelegramAccount(t.deps, user).id;
    const payload = invoicePayload(id, 'seeker');
    const update = successfulPaymentUpdate(user, payload, 100, 'charge-busy');
    shortBusyTimeout(t.deps.db);
    const lock = holdWriteLock(t.deps.databasePath);

    const first = await post(update);
    const second = await post(update);
    expect([first.status, second.status]).toEqual([500, 500]);
    expect(t.deps.db.select().from(payments).all()).toEqual([]);
    expect(logText()).toContain('charge-busy');
    expect(logText()).toContain(payload);
    expect(logText()).toContain('"telegramUserId":1300');

    lock.release();
    const redelivered = await post(update);
    const again = await post(update);
    expect([redelivered.status, again.status]).toEqual([200, 200]);
    expect(telegram.calls.map((c) => [c.method, c.payload.chat_id, c.payload.text])).toEqual([
      ['sendMessage', 1300, bot('payments.crediting')],
      ['sendMessage', 1300, bot('payments.credited', { tokens: 60, balance: 70 })],
    ]);
    expect(balanceOf(t.deps.db, id)).toBe(70);
    expect(
      t.deps.db
        .select()
        .from(tokenLedger)
        .all()
        .map((r) => [r.reason, r.delta, r.reference]),
    ).toEqual([
      ['welcome_bonus', 10, null],
      ['purchase', 60, 'charge-busy'],
    ]);
    expect(t.deps.db.select().from(payments).all()).toEqual([
      expect.objectContaining({ telegramChargeId: 'charge-busy', tokens: 60, status: 'paid' }),
    ]);
  });

  it('answers an error for a refunded_payment it cannot record, and records the redelivery once', async () => {
    const { t, telegram, post } = await webhookApp();
    const user = tgUser(1301);
    const id = upsertTelegramAccount(t.deps, user).id;
    const payload = invoicePayload(id, 'seeker');
    expect((await post(successfulPaymentUpdate(user, payload, 100, 'charge-rb'))).status).toBe(200);
    shortBusyTimeout(t.deps.db);
    const lock = holdWriteLock(t.deps.databasePath);
    const refund = refundedPaymentUpdate(user, payload, 100, 'charge-rb');
    expect((await post(refund)).status).toBe(500);
    lock.release();
    expect((await post(refund)).status).toBe(200);
    expect((await post(refund)).status).toBe(200);
    expect(balanceOf(t.deps.db, id)).toBe(10);
    expect(telegram.callsTo('sendMessage').map((p) => p.text)).toEqual([
      bot('payments.credited', { tokens: 60, balance: 70 }),
      bot('payments.refunded', { stars: 100, tokens: 60 }),
    ]);
  });
});

/** Polling bots to stop; registered after helpers.ts's hook, so this runs first, before the fake Telegram closes. */
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('a successful_payment that fails in long polling', () => {
  async function pollingBot(env: Record<string, string> = {}) {
    const telegram = await startFakeTelegram();
    const deps = makeDeps({ env });
    const { log, text } = capturingLog();
    const background = trackBackground(createBackground(createLogger('silent')));
    const polling = createBot(
      TEST_BOT_TOKEN,
      { ...deps, log },
      {
        apiRoot: telegram.apiRoot,
        botInfo: FAKE_BOT,
        background,
        throttler: NO_THROTTLE,
        paymentRetryDelaysMs: [20, 20, 20],
      },
    );
    const started = polling.start({ allowed_updates: ['message', 'callback_query', 'pre_checkout_query'] });
    stops.push(async () => {
      if (polling.isRunning()) await polling.stop();
      await started;
    });
    return { telegram, deps, polling, background, logText: text };
  }

  it('retries in the background until the payment is credited, once, and keeps polling', async () => {
    const { telegram, deps, background } = await pollingBot();
    const user = tgUser(1310);
    const id = upsertTelegramAccount(deps, user).id;
    shortBusyTimeout(deps.db);
    const lock = holdWriteLock(deps.databasePath);
    // The lock goes when the payer has been told the payment is being credited: a retry then succeeds.
    telegram.on('sendMessage', (p) => {
      if (p.text === bot('payments.crediting')) lock.release();
      return message(p);
    });
    telegram.pushUpdates(successfulPaymentUpdate(user, invoicePayload(id, 'starter'), 50, 'charge-poll'));
    // Waits for the credit.
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage').length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
    });
    await background.idle();
    telegram.pushUpdates(textUpdate(user, '/help'));
    // Waits for the answer to /help.
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage').length).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
    });
    expect(telegram.callsTo('sendMessage').map((p) => [p.chat_id, p.text])).toEqual([
      [1310, bot('payments.crediting')],
      [1310, bot('payments.credited', { tokens: 25, balance: 35 })],
      [1310, bot('help.text')],
    ]);
    expect(deps.db.select().from(payments).all()).toEqual([
      expect.objectContaining({ telegramChargeId: 'charge-poll', tokens: 25, status: 'paid' }),
    ]);
    expect(
      deps.db
        .select()
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, id))
        .all()
        .map((r) => [r.reason, r.delta]),
    ).toEqual([
      ['welcome_bonus', 10],
      ['purchase', 25],
    ]);
  });

  it('gives up after a few tries, logs the charge loudly, tells the admins, and keeps polling', async () => {
    const { telegram, deps, background, logText } = await pollingBot({
      ADMIN_TELEGRAM_IDS: String(ADMIN_TG),
    });
    const user = tgUser(1311);
    const id = upsertTelegramAccount(deps, user).id;
    const payload = invoicePayload(id, 'starter');
    shortBusyTimeout(deps.db);
    const lock = holdWriteLock(deps.databasePath);
    telegram.pushUpdates(successfulPaymentUpdate(user, payload, 50, 'charge-lost-poll'));
    // Waits for the admins to be told.
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage').length).toBeGreaterThanOrEqual(2), {
      timeout: 20_000,
    });
    await background.idle();
    lock.release();
    telegram.pushUpdates(textUpdate(user, '/help'));
    // Waits for the answer to /help.
    await vi.waitFor(() => expect(telegram.callsTo('sendMessage').length).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
    });
    expect(telegram.callsTo('sendMessage').map((p) => [p.chat_id, p.text])).toEqual([
      [1311, bot('payments.crediting')],
      [
        ADMIN_TG,
        bot('payments.admin_not_recorded', {
          update: 'successful_payment',
          charge: 'charge-lost-poll',
          stars: 50,
          payer: 1311,
          payload,
          error: 'database is locked',
        }),
      ],
      [1311, bot('help.text')],
    ]);
    expect(logText()).toContain('PAYMENT UPDATE NOT RECORDED');
    expect(logText()).toContain('charge-lost-poll');
    expect(deps.db.select().from(payments).all()).toEqual([]);
    expect(balanceOf(deps.db, id)).toBe(10);
  });
});

describe('updates while another connection holds the write lock', () => {
  it('serves a returning user whose profile did not change without writing', async () => {
    const t = await makeBot();
    const user = tgUser(1320);
    upsertTelegramAccount(t.deps, user);
    const before = changes(t.deps.db);
    shortBusyTimeout(t.deps.db);
    holdWriteLock(t.deps.databasePath);
    await t.send(textUpdate(user, '/help'));
    expect(t.textsTo(1320)).toEqual([bot('help.text')]);
    expect(changes(t.deps.db)).toBe(before);
  });

  it('answers a returning payer’s pre_checkout_query, even with a changed profile and an old last_seen_at', async () => {
    const t = await makeBot();
    const user = tgUser(1321);
    const id = upsertTelegramAccount(t.deps, user).id;
    t.deps.clock.advance(2 * 60 * 60 * 1000);
    shortBusyTimeout(t.deps.db);
    holdWriteLock(t.deps.databasePath);
    const renamed = { ...user, username: 'new_name' };
    await t.send(preCheckoutUpdate(renamed, invoicePayload(id, 'seeker'), 100));
    expect(t.telegram.callsTo('answerPreCheckoutQuery')).toEqual([
      { pre_checkout_query_id: expect.any(String), ok: true },
    ]);
  });

  it('refuses, with a message, a pre_checkout_query it cannot handle, instead of leaving it unanswered', async () => {
    const t = await makeBot();
    const owner = upsertTelegramAccount(t.deps, tgUser(1322)).id;
    shortBusyTimeout(t.deps.db);
    holdWriteLock(t.deps.databasePath);
    // A Telegram user the bot has never met pays for someone's invoice: their account cannot be created.
    const stranger = tgUser(1323, { language_code: 'de' });
    await t.bot.handleUpdate(
      asTelegramUpdate(preCheckoutUpdate(stranger, invoicePayload(owner, 'seeker'), 100)),
    );
    expect(t.telegram.callsTo('answerPreCheckoutQuery')).toEqual([
      {
        pre_checkout_query_id: expect.any(String),
        ok: false,
        error_message: translate('de', 'bot', 'payments.refused_unavailable'),
      },
    ]);
    expect(t.telegram.callsTo('sendMessage')).toEqual([]);
  });
});
