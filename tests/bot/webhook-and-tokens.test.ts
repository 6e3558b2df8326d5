import { describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '../../bot/runtime.js';
import { TOKEN_PACKAGES } from '../../core/catalog.js';
import { translate } from '../../core/i18n.js';
import { makeApp, registerUser } from '../helpers/harness.js';
import { appWithBot, postUpdate, SECRET } from './app-with-bot.js';
import { APP_URL, preCheckoutUpdate, successfulPaymentUpdate, textUpdate, tgUser } from './helpers.js';

describe('POST /bot/webhook', () => {
  it.each([
    ['a missing', undefined],
    ['a wrong', 'webhook-secret_0123456780'],
    ['a shorter', 'webhook'],
  ])('refuses %s secret token with 401 in the error shape and handles nothing', async (_name, secret) => {
    const { t, telegram } = await appWithBot();
    const res = await postUpdate(t, textUpdate(tgUser(600), '/help'), secret);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: { message: expect.any(String), code: 'unauthorized' } });
    expect(telegram.calls).toEqual([]);
  });

  it('hands an update with the right secret token to the bot', async () => {
    const { t, telegram } = await appWithBot();
    const res = await postUpdate(t, textUpdate(tgUser(601, { language_code: 'es' }), '/help'), SECRET);
    expect(res.status).toBe(200);
    expect(telegram.callsTo('sendMessage')).toEqual([
      expect.objectContaining({ chat_id: 601, text: translate('es', 'bot', 'help.text') }),
    ]);
  });

  it('is not mounted when the bot runs without a webhook', async () => {
    const t = makeApp();
    const res = await postUpdate(t, textUpdate(tgUser(602), '/help'), SECRET);
    expect(res.status).toBe(404);
  });

  it('registers the webhook with its secret token, the commands and the menu button at start', async () => {
    const { telegram, runtime } = await appWithBot();
    await runtime.start();
    await runtime.stop();
    expect(telegram.callsTo('setWebhook')).toEqual([
      {
        url: `${APP_URL}${WEBHOOK_PATH}`,
        secret_token: SECRET,
        allowed_updates: ['message', 'callback_query', 'pre_checkout_query'],
      },
    ]);
    expect(telegram.callsTo('setMyCommands')).toHaveLength(6);
    expect(telegram.callsTo('setChatMenuButton')).toHaveLength(1);
  });
});

describe('GET /api/tokens/packages', () => {
  it('lists the catalog with titles in the caller language', async () => {
    const t = makeApp();
    const res = await t.call('GET', '/api/tokens/packages?locale=de');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(
      TOKEN_PACKAGES.map((p) => ({
        id: p.id,
        tokens: p.tokens,
        stars: p.stars,
        title: `${translate('de', 'bot', `packages.${p.id}`)}: ${p.tokens} Token`,
      })),
    );
  });

  it('uses a signed-in caller’s saved language', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t, { locale: 'ru' });
    const res = await t.call('GET', '/api/tokens/packages', undefined, access_token);
    const [first] = (await res.json()) as { title: string }[];
    expect(first?.title).toBe('Старт: 25 токенов');
  });
});

describe('POST /api/tokens/invoice', () => {
  it('answers the Stars invoice link Telegram created for the signed-in user and package', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token, user } = await registerUser(t);
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'mystic' }, access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ invoice_link: 'https://t.me/$invoice-1' });
    expect(telegram.callsTo('createInvoiceLink')).toEqual([
      {
        title: 'Mystic: 150 tokens',
        description: translate('en', 'bot', 'invoice.description', { count: 150 }),
        payload: `tokens:${user.id}:mystic`,
        provider_token: '',
        currency: 'XTR',
        prices: [{ label: '150 tokens', amount: 225 }],
      },
    ]);
  });

  it('leads to tokens on the balance once Telegram reports the payment through the webhook', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token, user } = await registerUser(t);
    await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    const payload = String(telegram.callsTo('createInvoiceLink')[0]?.payload);
    const payer = tgUser(603);
    await postUpdate(t, preCheckoutUpdate(payer, payload, 50), SECRET);
    expect(telegram.callsTo('answerPreCheckoutQuery')[0]).toMatchObject({ ok: true });
    await postUpdate(t, successfulPaymentUpdate(payer, payload, 50, 'charge-api'), SECRET);
    const res = await t.call('GET', '/api/user/tokens', undefined, access_token);
    expect(((await res.json()) as { token_balance: number }).token_balance).toBe(user.token_balance + 25);
  });

  it('answers a burst of 300 parallel requests from one user with one Telegram call and a 429 past the limit', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token } = await registerUser(t);
    const burst = await Promise.all(
      Array.from({ length: 300 }, () =>
        t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(270);
    const links = new Set(
      await Promise.all(
        burst
          .filter((res) => res.status === 200)
          .map(async (res) => ((await res.json()) as { invoice_link: string }).invoice_link),
      ),
    );
    expect([...links]).toEqual(['https://t.me/$invoice-1']);
    expect(telegram.callsTo('createInvoiceLink')).toHaveLength(1);
  });

  it('asks Telegram again for another package, and after a failed call', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token } = await registerUser(t);
    telegram.on('createInvoiceLink', () => ({
      error: { code: 400, description: 'Bad Request: STARS_INVOICE_INVALID' },
    }));
    const failed = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    expect(failed.status).toBe(503);
    telegram.on('createInvoiceLink', () => ({ result: 'https://t.me/$fresh' }));
    const retried = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    expect(await retried.json()).toEqual({ invoice_link: 'https://t.me/$fresh' });
    await t.call('POST', '/api/tokens/invoice', { package_id: 'mystic' }, access_token);
    expect(telegram.callsTo('createInvoiceLink').map((call) => call.payload)).toEqual([
      expect.stringMatching(/:starter$/),
      expect.stringMatching(/:starter$/),
      expect.stringMatching(/:mystic$/),
    ]);
  });

  it('refuses an unknown package with 422 naming the field', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token } = await registerUser(t);
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'platinum' }, access_token);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      detail: { message: expect.stringContaining('package_id'), code: 'unknown_package' },
    });
    const missing = await t.call('POST', '/api/tokens/invoice', {}, access_token);
    expect(missing.status).toBe(422);
    expect(telegram.callsTo('createInvoiceLink')).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const { t } = await appWithBot();
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' });
    expect(res.status).toBe(401);
  });

  it('answers 503 when payments are off because there is no bot', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: { message: expect.any(String), code: 'payments_disabled' } });
  });

  it('answers 503 when Telegram refuses to create the link', async () => {
    const { t, telegram } = await appWithBot();
    const { access_token } = await registerUser(t);
    telegram.on('createInvoiceLink', () => ({
      error: { code: 400, description: 'Bad Request: STARS_INVOICE_INVALID' },
    }));
    const res = await t.call('POST', '/api/tokens/invoice', { package_id: 'starter' }, access_token);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      detail: { message: expect.any(String), code: 'payments_unavailable' },
    });
  });
});
