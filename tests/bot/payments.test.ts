import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserByQuery } from '../../bot/admin/find-user.js';
import { translate } from '../../core/i18n.js';
import { balanceOf, postEntry } from '../../core/ledger.js';
import { invoicePayload } from '../../core/payments/invoice.js';
import { payments, tokenLedger } from '../../db/schema.js';
import {
  type BotHarness,
  makeBot,
  preCheckoutUpdate,
  refundedPaymentUpdate,
  successfulPaymentUpdate,
  type TgUser,
  textUpdate,
  tgUser,
} from './helpers.js';

const ADMIN_TG = 9000;
const bot = (key: string, vars: Record<string, string | number> = {}, locale: 'en' | 'ru' = 'en') =>
  translate(locale, 'bot', key, vars);

/** A Telegram user with an account (met through /start), and the account's id. */
async function customer(t: BotHarness, user: TgUser) {
  await t.send(textUpdate(user, '/start'));
  const account = findUserByQuery(t.deps.db, String(user.id));
  if (!account) throw new Error('no account');
  return account.id;
}

/** Everything the bot sent Telegram from `mark` (a count of calls) on: method, chat and text. */
const callsSince = (t: BotHarness, mark: number) =>
  t.telegram.calls.slice(mark).map(({ method, payload }) => ({
    method,
    ...(payload.chat_id === undefined ? {} : { chat_id: payload.chat_id }),
    ...(payload.text === undefined ? {} : { text: payload.text }),
  }));

/** The whole ledger: user, reason, delta, reference and actor of every row, in order. */
const ledger = (t: BotHarness) =>
  t.deps.db
    .select()
    .from(tokenLedger)
    .all()
    .map((r) => ({
      userId: r.userId,
      reason: r.reason,
      delta: r.delta,
      reference: r.reference,
      actor: r.actorUserId,
    }));

const ledgerReasons = (t: BotHarness, userId: number) =>
  t.deps.db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .all()
    .map((r) => [r.reason, r.delta]);

describe('pre_checkout_query', () => {
  it('accepts a live package at its price for an existing account', async () => {
    const t = await makeBot();
    const user = tgUser(300);
    const id = await customer(t, user);
    await t.send(preCheckoutUpdate(user, invoicePayload(id, 'seeker'), 100));
    expect(t.telegram.callsTo('answerPreCheckoutQuery')).toEqual([
      { pre_checkout_query_id: expect.any(String), ok: true },
    ]);
  });

  it('refuses an unknown package with an error message in the payer language', async () => {
    const t = await makeBot();
    const user = tgUser(301, { language_code: 'ru' });
    const id = await customer(t, user);
    await t.send(preCheckoutUpdate(user, invoicePayload(id, 'platinum'), 100));
    expect(t.telegram.callsTo('answerPreCheckoutQuery')).toEqual([
      {
        pre_checkout_query_id: expect.any(String),
        ok: false,
        error_message: bot('payments.refused_unknown_package', {}, 'ru'),
      },
    ]);
  });

  it.each([
    [
      'a price that does not match the package',
      (id: number) => invoicePayload(id, 'seeker'),
      1,
      'wrong_price',
    ],
    ['an account that does not exist', () => invoicePayload(999_999, 'seeker'), 100, 'unknown_user'],
    ['a payload that is not ours', () => 'something-else', 100, 'bad_payload'],
  ])('refuses %s', async (_name, payload, amount, reason) => {
    const t = await makeBot();
    const user = tgUser(302);
    const id = await customer(t, user);
    await t.send(preCheckoutUpdate(user, payload(id), amount));
    expect(t.telegram.callsTo('answerPreCheckoutQuery')).toEqual([
      {
        pre_checkout_query_id: expect.any(String),
        ok: false,
        error_message: bot(`payments.refused_${reason}`),
      },
    ]);
  });

  it('refuses a currency other than Stars', async () => {
    const t = await makeBot();
    const user = tgUser(303);
    const id = await customer(t, user);
    await t.send(preCheckoutUpdate(user, invoicePayload(id, 'seeker'), 100, 'USD'));
    expect(t.telegram.callsTo('answerPreCheckoutQuery')[0]).toMatchObject({ ok: false });
  });
});

describe('successful_payment', () => {
  it('credits the package once and thanks the payer once, when Telegram delivers it 10 times in a row', async () => {
    const t = await makeBot();
    const user = tgUser(310);
    const id = await customer(t, user);
    const mark = t.telegram.calls.length;
    const update = successfulPaymentUpdate(user, invoicePayload(id, 'seeker'), 100, 'charge-seq');
    for (let i = 0; i < 10; i++) await t.send(update);
    expect(callsSince(t, mark)).toEqual([
      { method: 'sendMessage', chat_id: 310, text: bot('payments.credited', { tokens: 60, balance: 70 }) },
    ]);
    expect(balanceOf(t.deps.db, id)).toBe(10 + 60);
    expect(ledger(t)).toEqual([
      { userId: id, reason: 'welcome_bonus', delta: 10, reference: null, actor: null },
      { userId: id, reason: 'purchase', delta: 60, reference: 'charge-seq', actor: id },
    ]);
    expect(t.deps.db.select().from(payments).all()).toEqual([
      expect.objectContaining({
        userId: id,
        telegramChargeId: 'charge-seq',
        packageId: 'seeker',
        tokens: 60,
        stars: 100,
        status: 'paid',
      }),
    ]);
  });

  it('credits once and thanks once when the same payment arrives 10 times in parallel', async () => {
    const t = await makeBot();
    const user = tgUser(311);
    const id = await customer(t, user);
    const mark = t.telegram.calls.length;
    const update = successfulPaymentUpdate(user, invoicePayload(id, 'oracle'), 500, 'charge-par');
    await Promise.all(Array.from({ length: 10 }, () => t.send(update)));
    expect(callsSince(t, mark)).toEqual([
      { method: 'sendMessage', chat_id: 311, text: bot('payments.credited', { tokens: 400, balance: 410 }) },
    ]);
    expect(balanceOf(t.deps.db, id)).toBe(10 + 400);
    expect(ledger(t)).toEqual([
      { userId: id, reason: 'welcome_bonus', delta: 10, reference: null, actor: null },
      { userId: id, reason: 'purchase', delta: 400, reference: 'charge-par', actor: id },
    ]);
    expect(t.deps.db.select().from(payments).all()).toHaveLength(1);
  });

  it('credits the account named in the invoice when someone else pays it, and records the payer', async () => {
    const t = await makeBot();
    const owner = tgUser(312);
    const ownerId = await customer(t, owner);
    const friend = tgUser(313);
    await t.send(successfulPaymentUpdate(friend, invoicePayload(ownerId, 'starter'), 50, 'charge-gift'));
    const friendId = findUserByQuery(t.deps.db, '313')?.id;
    expect(balanceOf(t.deps.db, ownerId)).toBe(35);
    const purchase = t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'purchase')).get();
    expect(purchase).toMatchObject({ userId: ownerId, actorUserId: friendId, reference: 'charge-gift' });
    expect(t.lastTextTo(313)).toBe(bot('payments.credited_other', { tokens: 25 }));
  });

  it('credits nothing for a payload naming no account, records it for /refund and points to /paysupport', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const user = tgUser(314);
    await t.send(successfulPaymentUpdate(user, invoicePayload(424_242, 'starter'), 50, 'charge-lost'));
    const payerId = findUserByQuery(t.deps.db, '314')?.id;
    expect(t.deps.db.select().from(payments).all()).toEqual([
      expect.objectContaining({
        userId: payerId,
        telegramChargeId: 'charge-lost',
        packageId: 'starter',
        tokens: 0,
        stars: 50,
        status: 'review',
      }),
    ]);
    expect(ledger(t)).toEqual([
      { userId: payerId, reason: 'welcome_bonus', delta: 10, reference: null, actor: null },
    ]);
    expect(t.textsTo(314)).toEqual([bot('payments.unassignable')]);
    expect(t.textsTo(ADMIN_TG)).toEqual([
      bot('payments.admin_held', {
        reason: 'unknown_user',
        stars: 50,
        currency: 'XTR',
        payer: 314,
        payload: invoicePayload(424_242, 'starter'),
        charge: 'charge-lost',
      }),
    ]);

    await customer(t, tgUser(ADMIN_TG));
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-lost'));
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([
      { user_id: 314, telegram_payment_charge_id: 'charge-lost' },
    ]);
    expect(t.deps.db.select().from(payments).get()?.status).toBe('refunded');
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.refunded', { stars: 50, id: payerId ?? 0, taken: 0, tokens: 0 }),
    );
  });

  it.each([
    ['an amount other than the package price', 99, 'XTR'],
    ['a currency other than Stars', 100, 'USD'],
  ])(
    'credits nothing for %s, holds the payment for review and tells the admins',
    async (_name, amount, currency) => {
      const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
      const user = tgUser(315, { language_code: 'ru' });
      const id = await customer(t, user);
      const mark = t.telegram.calls.length;
      const update = successfulPaymentUpdate(user, invoicePayload(id, 'seeker'), amount, 'charge-odd');
      const message = update.message as { successful_payment: { currency: string } };
      message.successful_payment.currency = currency;
      await t.send(update);
      await t.send(update);
      expect(callsSince(t, mark)).toEqual([
        {
          method: 'sendMessage',
          chat_id: ADMIN_TG,
          text: bot('payments.admin_held', {
            reason: 'wrong_price',
            stars: amount,
            currency,
            payer: 315,
            payload: invoicePayload(id, 'seeker'),
            charge: 'charge-odd',
          }),
        },
        { method: 'sendMessage', chat_id: 315, text: bot('payments.held', {}, 'ru') },
      ]);
      expect(balanceOf(t.deps.db, id)).toBe(10);
      expect(ledgerReasons(t, id)).toEqual([['welcome_bonus', 10]]);
      expect(t.deps.db.select().from(payments).all()).toEqual([
        expect.objectContaining({
          userId: id,
          packageId: 'seeker',
          tokens: 0,
          stars: amount,
          status: 'review',
        }),
      ]);
    },
  );
});

describe('refunds', () => {
  async function paidCustomer(t: BotHarness, tgId: number, chargeId: string) {
    await customer(t, tgUser(ADMIN_TG));
    const user = tgUser(tgId);
    const id = await customer(t, user);
    await t.send(successfulPaymentUpdate(user, invoicePayload(id, 'seeker'), 100, chargeId));
    return { user, id };
  }

  it('refunds the Stars through Telegram and takes the tokens back once, however often /refund is sent', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { id } = await paidCustomer(t, 320, 'charge-r1');
    const admin = tgUser(ADMIN_TG);
    await t.send(textUpdate(admin, '/refund charge-r1'));
    await t.send(textUpdate(admin, '/refund charge-r1'));
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([
      { user_id: 320, telegram_payment_charge_id: 'charge-r1' },
    ]);
    expect(balanceOf(t.deps.db, id)).toBe(10);
    const adminId = findUserByQuery(t.deps.db, String(ADMIN_TG))?.id;
    const refund = t.deps.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.reason, 'purchase_refund'))
      .all();
    expect(refund).toEqual([expect.objectContaining({ userId: id, delta: -60, actorUserId: adminId })]);
    expect(t.deps.db.select().from(payments).get()).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(Number),
    });
    expect(t.textsTo(ADMIN_TG).slice(-2)).toEqual([
      bot('admin.refunded', { stars: 100, id, taken: 60, tokens: 60 }),
      bot('admin.refund_already_refunded'),
    ]);
  });

  it('takes the tokens back once when two refunds race, Telegram refusing the second', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { id } = await paidCustomer(t, 321, 'charge-r2');
    const admin = tgUser(ADMIN_TG);
    await Promise.all([
      t.send(textUpdate(admin, '/refund charge-r2')),
      t.send(textUpdate(admin, '/refund charge-r2')),
    ]);
    expect(t.telegram.callsTo('refundStarPayment'), 'both reached Telegram').toHaveLength(2);
    expect(balanceOf(t.deps.db, id)).toBe(10);
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'purchase_refund')).all(),
    ).toHaveLength(1);
    expect(t.textsTo(ADMIN_TG).slice(-2).sort()).toEqual(
      [
        bot('admin.refunded', { stars: 100, id, taken: 60, tokens: 60 }),
        bot('admin.refund_already_refunded'),
      ].sort(),
    );
  });

  it('writes off tokens already spent and never takes the balance below zero', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { id } = await paidCustomer(t, 322, 'charge-r3');
    postEntry(t.deps.db, { userId: id, delta: -55, reason: 'reading' });
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-r3'));
    expect(balanceOf(t.deps.db, id)).toBe(0);
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      `${bot('admin.refunded', { stars: 100, id, taken: 15, tokens: 60 })}\n${bot('admin.refund_shortfall', { shortfall: 45 })}`,
    );
  });

  it('takes the tokens back once for a refund Telegram reports itself, even reported twice and after /refund', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { user, id } = await paidCustomer(t, 323, 'charge-r4');
    const refunded = refundedPaymentUpdate(user, invoicePayload(id, 'seeker'), 100, 'charge-r4');
    await t.send(refunded);
    await t.send(refunded);
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-r4'));
    expect(balanceOf(t.deps.db, id)).toBe(10);
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'purchase_refund')).all(),
    ).toHaveLength(1);
    expect(t.textsTo(323).filter((text) => text.startsWith('↩️'))).toEqual([
      bot('payments.refunded', { stars: 100, tokens: 60 }),
    ]);
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([]);
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.refund_already_refunded'));
  });

  it('sends the Stars of a gift back to the Telegram user who paid, and takes the tokens from the account credited', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    await customer(t, tgUser(ADMIN_TG));
    const ownerId = await customer(t, tgUser(325));
    const friend = tgUser(326);
    await t.send(successfulPaymentUpdate(friend, invoicePayload(ownerId, 'seeker'), 100, 'charge-gift-r'));
    const friendId = findUserByQuery(t.deps.db, '326')?.id;
    expect(balanceOf(t.deps.db, ownerId)).toBe(70);
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-gift-r'));
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([
      { user_id: 326, telegram_payment_charge_id: 'charge-gift-r' },
    ]);
    expect(balanceOf(t.deps.db, ownerId)).toBe(10);
    expect(balanceOf(t.deps.db, friendId ?? 0)).toBe(10);
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.refunded', { stars: 100, id: ownerId, taken: 60, tokens: 60 }),
    );
  });

  it('credits nothing for a payment whose refund Telegram reported before the payment itself', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const user = tgUser(327);
    const id = await customer(t, user);
    const mark = t.telegram.calls.length;
    const payload = invoicePayload(id, 'seeker');
    await t.send(refundedPaymentUpdate(user, payload, 100, 'charge-early'));
    await t.send(successfulPaymentUpdate(user, payload, 100, 'charge-early'));
    await t.send(refundedPaymentUpdate(user, payload, 100, 'charge-early'));
    expect(callsSince(t, mark)).toEqual([
      { method: 'sendMessage', chat_id: 327, text: bot('payments.refunded', { stars: 100, tokens: 0 }) },
    ]);
    expect(balanceOf(t.deps.db, id)).toBe(10);
    expect(ledger(t)).toEqual([
      { userId: id, reason: 'welcome_bonus', delta: 10, reference: null, actor: null },
    ]);
    expect(t.deps.db.select().from(payments).all()).toEqual([
      expect.objectContaining({
        userId: id,
        telegramChargeId: 'charge-early',
        tokens: 0,
        stars: 100,
        status: 'refunded',
        refundedAt: expect.any(Number),
      }),
    ]);
    await customer(t, tgUser(ADMIN_TG));
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-early'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.refund_already_refunded'));
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([]);
  });

  it('keeps the admin as the actor when Telegram’s refund notice is handled before /refund records it', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { user, id } = await paidCustomer(t, 328, 'charge-race');
    const adminId = findUserByQuery(t.deps.db, String(ADMIN_TG))?.id;
    const notice = refundedPaymentUpdate(user, invoicePayload(id, 'seeker'), 100, 'charge-race');
    // Like a webhook: Telegram sends the notice while the bot still waits for refundStarPayment's answer.
    let noticeHandled: Promise<void> | undefined;
    t.telegram.on('refundStarPayment', () => {
      noticeHandled = t.send(notice);
      return { result: true };
    });
    await t.send(textUpdate(tgUser(ADMIN_TG), '/refund charge-race'));
    await noticeHandled;
    expect(t.telegram.callsTo('refundStarPayment')).toEqual([
      { user_id: 328, telegram_payment_charge_id: 'charge-race' },
    ]);
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'purchase_refund')).all(),
    ).toEqual([expect.objectContaining({ userId: id, delta: -60, actorUserId: adminId })]);
    expect(t.textsTo(328).at(-1)).toBe(bot('payments.refunded', { stars: 100, tokens: 60 }));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.refunded', { stars: 100, id, taken: 60, tokens: 60 }));
    expect(balanceOf(t.deps.db, id)).toBe(10);
  });

  it('reports an unknown charge and a refusal from Telegram without touching the books', async () => {
    const t = await makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const { id } = await paidCustomer(t, 324, 'charge-r5');
    const admin = tgUser(ADMIN_TG);
    await t.send(textUpdate(admin, '/refund no-such-charge'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.refund_not_found'));
    t.telegram.on('refundStarPayment', () => ({
      error: { code: 400, description: 'Bad Request: CHARGE_NOT_FOUND' },
    }));
    await t.send(textUpdate(admin, '/refund charge-r5'));
    expect(t.lastTextTo(ADMIN_TG)).toContain('CHARGE_NOT_FOUND');
    expect(balanceOf(t.deps.db, id)).toBe(70);
    expect(t.deps.db.select().from(payments).get()?.status).toBe('paid');
  });
});
