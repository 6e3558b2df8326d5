/**
 * The monthly Stars subscription end to end: the API asks the loopback Telegram for the invoice link,
 * Telegram's updates reach the bot through the webhook, and the API tells the state and cancels.
 */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLAN } from '../../core/catalog.js';
import { translate } from '../../core/i18n.js';
import { subscriptionPayload } from '../../core/payments/invoice.js';
import { type TestApp, testClock } from '../helpers/harness.js';
import { signInitData, telegramSignIn } from '../helpers/telegram-init-data.js';
import { appWithBot, postUpdate, SECRET, type Wired } from './app-with-bot.js';
import {
  callbackUpdate,
  preCheckoutUpdate,
  successfulPaymentUpdate,
  type TgUser,
  textUpdate,
  tgUser,
} from './helpers.js';

const DAY = 86_400_000;
/** Whole seconds, as Telegram dates are. */
const START = Date.UTC(2026, 2, 1);
const MONTH = 30 * DAY;
const ADMIN_TG = 9100;
const { tokens: TOKENS, stars: STARS } = SUBSCRIPTION_PLAN;

interface Subscriber {
  token: string;
  id: number;
  tg: TgUser;
}

async function signIn(t: TestApp, tg: TgUser): Promise<Subscriber> {
  const res = await telegramSignIn(
    t,
    signInitData(t, { user: { id: tg.id, first_name: tg.first_name, language_code: tg.language_code } }),
  );
  const body = (await res.json()) as { access_token: string; user: { id: number } };
  return { token: body.access_token, id: body.user.id, tg };
}

/** A subscription charge as Telegram reports it: the first one, or a renewal, paying up to `until`. */
function charge(s: Subscriber, chargeId: string, until: number, first: boolean) {
  const update = successfulPaymentUpdate(s.tg, subscriptionPayload(s.id, 'monthly'), STARS, chargeId);
  Object.assign((update.message as { successful_payment: object }).successful_payment, {
    subscription_expiration_date: Math.floor(until / 1000),
    is_recurring: true,
    ...(first ? { is_first_recurring: true } : {}),
  });
  return update;
}

/** A call as the subscriber, signed in afresh: the test clock moves past an access token's life. */
const as = async (w: Wired, s: Subscriber, method: string, url: string, body?: unknown) =>
  w.t.call(method, url, body, (await signIn(w.t, s.tg)).token);
const state = async (w: Wired, s: Subscriber) => (await as(w, s, 'GET', '/api/user/subscription')).json();
const balance = async (w: Wired, s: Subscriber) =>
  ((await (await as(w, s, 'GET', '/api/user/tokens')).json()) as { token_balance: number }).token_balance;

async function subscribed(w: Wired, tgId = 700) {
  const s = await signIn(w.t, tgUser(tgId));
  await postUpdate(w.t, charge(s, `sub-${tgId}-1`, w.t.deps.clock.now() + MONTH, true), SECRET);
  return s;
}

describe('the subscription invoice', () => {
  it('is a Stars link for 30 days at the plan price, reused for the same user within the cache window', async () => {
    const w = await appWithBot();
    const s = await signIn(w.t, tgUser(701));
    const first = await w.t.call('POST', '/api/tokens/invoice', { package_id: 'monthly' }, s.token);
    const again = await w.t.call('POST', '/api/tokens/invoice', { package_id: 'monthly' }, s.token);
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(w.telegram.callsTo('createInvoiceLink')).toEqual([
      {
        title: `${TOKENS} tokens every month`,
        description: translate('en', 'bot', 'subscription.invoice_description', { count: TOKENS }),
        payload: `subscription:${s.id}:monthly`,
        provider_token: '',
        currency: 'XTR',
        prices: [{ label: `${TOKENS} tokens a month`, amount: STARS }],
        subscription_period: 2_592_000,
      },
    ]);
  });

  it('is passed at pre-checkout at the plan price and refused at another', async () => {
    const w = await appWithBot();
    const s = await signIn(w.t, tgUser(702));
    await postUpdate(w.t, preCheckoutUpdate(s.tg, subscriptionPayload(s.id, 'monthly'), STARS), SECRET);
    await postUpdate(w.t, preCheckoutUpdate(s.tg, subscriptionPayload(s.id, 'monthly'), STARS - 1), SECRET);
    await postUpdate(w.t, preCheckoutUpdate(s.tg, subscriptionPayload(s.id, 'yearly'), STARS), SECRET);
    expect(w.telegram.callsTo('answerPreCheckoutQuery').map((a) => a.ok)).toEqual([true, false, false]);
  });

  it('is refused with 409 while a subscription renews, so nobody pays for two at once', async () => {
    const w = await appWithBot();
    const s = await subscribed(w, 703);
    const res = await w.t.call('POST', '/api/tokens/invoice', { package_id: 'monthly' }, s.token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ detail: { code: 'subscription_active' } });
  });
});

describe('subscription charges', () => {
  it('grants the month on the first charge and tells the state', async () => {
    const clock = testClock(START);
    const w = await appWithBot({ clock });
    const s = await signIn(w.t, tgUser(710));
    expect(await state(w, s)).toEqual({ active: false, expires_at: null, cancelled: false });
    const before = await balance(w, s);
    const until = clock.now() + MONTH;
    await postUpdate(w.t, charge(s, 'sub-first', until, true), SECRET);
    expect(await balance(w, s)).toBe(before + TOKENS);
    expect(await state(w, s)).toEqual({
      active: true,
      expires_at: new Date(until).toISOString(),
      cancelled: false,
    });
    expect(w.telegram.callsTo('sendMessage').at(-1)?.text).toBe(
      translate('en', 'bot', 'subscription.credited_first', {
        tokens: TOKENS,
        balance: before + TOKENS,
        date: 'March 31, 2026',
      }),
    );
  });

  it('grants a renewal once however often Telegram delivers it, and moves the end a month on', async () => {
    const clock = testClock(START);
    const w = await appWithBot({ clock });
    const s = await subscribed(w, 711);
    const afterFirst = await balance(w, s);
    clock.advance(MONTH);
    const renewal = charge(s, 'sub-renewal', clock.now() + MONTH, false);
    await postUpdate(w.t, renewal, SECRET);
    await postUpdate(w.t, renewal, SECRET);
    expect(await balance(w, s)).toBe(afterFirst + TOKENS);
    expect(await state(w, s)).toMatchObject({
      active: true,
      expires_at: new Date(clock.now() + MONTH).toISOString(),
    });
    const ledger = (await (await as(w, s, 'GET', '/api/user/tokens')).json()) as {
      entries: { reason: string; delta: number }[];
    };
    expect(ledger.entries.filter((e) => e.reason === 'subscription').map((e) => e.delta)).toEqual([
      TOKENS,
      TOKENS,
    ]);
  });

  it('ends when the month runs out without a renewal', async () => {
    const clock = testClock(START);
    const w = await appWithBot({ clock });
    const s = await subscribed(w, 712);
    clock.advance(MONTH - 1);
    expect(await state(w, s)).toMatchObject({ active: true });
    clock.advance(1);
    expect(await state(w, s)).toMatchObject({ active: false, cancelled: false });
  });
});

describe('POST /api/user/subscription/cancel', () => {
  it('asks Telegram to stop renewing the last charge and stays active until the month ends', async () => {
    const clock = testClock(START);
    const w = await appWithBot({ clock });
    const s = await subscribed(w, 720);
    clock.advance(MONTH);
    await postUpdate(w.t, charge(s, 'sub-720-2', clock.now() + MONTH, false), SECRET);
    const res = await as(w, s, 'POST', '/api/user/subscription/cancel');
    expect(res.status).toBe(200);
    const until = new Date(clock.now() + MONTH).toISOString();
    expect(await res.json()).toEqual({ active: true, expires_at: until, cancelled: true });
    expect(w.telegram.callsTo('editUserStarSubscription')).toEqual([
      { user_id: 720, telegram_payment_charge_id: 'sub-720-2', is_canceled: true },
    ]);
    // Cancelling again changes nothing and asks Telegram nothing.
    await as(w, s, 'POST', '/api/user/subscription/cancel');
    expect(w.telegram.callsTo('editUserStarSubscription')).toHaveLength(1);
    clock.advance(MONTH);
    expect(await state(w, s)).toEqual({ active: false, expires_at: until, cancelled: true });
  });

  it('lets a cancelled subscriber subscribe again with a new invoice, which renews again', async () => {
    const clock = testClock(START);
    const w = await appWithBot({ clock });
    const s = await subscribed(w, 721);
    await as(w, s, 'POST', '/api/user/subscription/cancel');
    const res = await as(w, s, 'POST', '/api/tokens/invoice', { package_id: 'monthly' });
    expect(res.status).toBe(200);
    clock.advance(5 * DAY);
    await postUpdate(w.t, charge(s, 'sub-721-new', clock.now() + MONTH, true), SECRET);
    expect(await state(w, s)).toEqual({
      active: true,
      expires_at: new Date(clock.now() + MONTH).toISOString(),
      cancelled: false,
    });
  });

  it('answers 409 when there is nothing to cancel', async () => {
    const w = await appWithBot();
    const s = await signIn(w.t, tgUser(722));
    const res = await as(w, s, 'POST', '/api/user/subscription/cancel');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ detail: { code: 'no_active_subscription' } });
    expect(w.telegram.callsTo('editUserStarSubscription')).toEqual([]);
  });
});

describe('an admin refund of a subscription charge', () => {
  it('returns the Stars, takes back the month’s tokens and ends the month it paid for', async () => {
    const w = await appWithBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });
    const s = await subscribed(w, 730);
    const admin = await signIn(w.t, tgUser(ADMIN_TG));
    const list = (await (await w.t.call('GET', '/api/admin/payments', undefined, admin.token)).json()) as {
      items: { id: number; package_id: string; subscription_expires_at: string | null }[];
    };
    const [payment] = list.items;
    expect(payment).toMatchObject({ package_id: 'monthly', subscription_expires_at: expect.any(String) });
    const before = await balance(w, s);
    const res = await w.t.call('POST', `/api/admin/payments/${payment?.id}/refund`, undefined, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tokens_taken: TOKENS, shortfall: 0 });
    expect(w.telegram.callsTo('refundStarPayment')).toEqual([
      { user_id: 730, telegram_payment_charge_id: 'sub-730-1' },
    ]);
    expect(await balance(w, s)).toBe(before - TOKENS);
    expect(await state(w, s)).toMatchObject({ active: false });
  });
});

describe('in the chat', () => {
  it('/buy offers the subscription as a Stars link, and /balance tells when it renews', async () => {
    const w = await appWithBot({ clock: testClock(START) });
    const s = await signIn(w.t, tgUser(740, { language_code: 'de' }));
    await postUpdate(w.t, callbackUpdate(s.tg, 'subscribe:monthly'), SECRET);
    expect(w.telegram.callsTo('createInvoiceLink')).toEqual([
      expect.objectContaining({ payload: `subscription:${s.id}:monthly`, subscription_period: 2_592_000 }),
    ]);
    const offer = w.telegram.callsTo('sendMessage').at(-1);
    expect(offer?.text).toBe(
      translate('de', 'bot', 'subscription.buy_link', { tokens: TOKENS, stars: STARS }),
    );
    expect(offer?.reply_markup).toEqual({
      inline_keyboard: [[{ text: `Abonnieren · ${STARS} ⭐`, url: 'https://t.me/$invoice-1' }]],
    });
    await postUpdate(w.t, charge(s, 'sub-740-1', START + MONTH, true), SECRET);
    await postUpdate(w.t, textUpdate(s.tg, '/balance'), SECRET);
    expect(String(w.telegram.callsTo('sendMessage').at(-1)?.text)).toContain(
      translate('de', 'bot', 'subscription.balance_active', { tokens: TOKENS, date: '31. März 2026' }),
    );
  });
});
