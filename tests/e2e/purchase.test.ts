/**
 * Buying tokens: inside (mocked) Telegram a package opens a Stars invoice; the bot credits the tokens on
 * successful_payment from the (loopback) Bot API; when Telegram reports the invoice paid the balance is
 * read from the server. In a browser the sheet explains the bot and links to its `buy` deep link.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  emit,
  openInTelegram,
  press,
  TELEGRAM_DARK_THEME,
  telegramCalls,
} from './support/telegram.js';

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${path} ${res.status}`).toBe(true);
  return res.json();
}

describe('buying tokens', () => {
  it('in Telegram: opens the Stars invoice and shows the balance the server credited once paid', async () => {
    const tgUser = { id: 5_550_001, first_name: 'Vera', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser, theme: TELEGRAM_DARK_THEME },
      '/',
    );
    // First visit: onboarding (language, terms, birth date) — answered through the API to reach the profile.
    const token = await page
      .waitForFunction(() => localStorage.getItem('access_token'))
      .then((h) => h.jsonValue());
    await post('/api/user/locale', { locale: 'en' }, String(token));
    await post('/api/user/terms', { accepted: true }, String(token));
    await post('/api/user/arcana/skip', {}, String(token));
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/profile');

    const balance = page.getByTestId('profile-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('60 tokens', { exact: true }).waitFor();
    await screenshot(page, 'purchase-telegram-360-tgdark', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // Inside Telegram the package is chosen in the page and paid with the MainButton (issue 22 §3).
    expect(await dialog.getByRole('button', { name: 'Buy' }).count()).toBe(0);
    await dialog.getByText('60 tokens', { exact: true }).click();
    await expect.poll(() => bottomButton(page)).toBe('Pay ★ 100');
    await press(page, 'main');
    await page.waitForFunction(() =>
      (window as unknown as { __tgCalls: { name: string }[] }).__tgCalls.some(
        (c) => c.name === 'web_app_open_invoice',
      ),
    );
    const opened = (await telegramCalls(page)).find((c) => c.name === 'web_app_open_invoice');
    expect(opened?.data).toEqual({ slug: 'invoice-1' });

    // Telegram takes the payment: the bot answers pre_checkout_query, then credits on successful_payment.
    const invoice = telegram.callsTo('createInvoiceLink').at(-1);
    const payload = String(invoice?.payload);
    const from = { id: tgUser.id, is_bot: false, first_name: tgUser.first_name };
    telegram.pushUpdates(
      {
        update_id: 9001,
        pre_checkout_query: {
          id: 'pcq-1',
          from,
          currency: 'XTR',
          total_amount: 100,
          invoice_payload: payload,
        },
      },
      {
        update_id: 9002,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: tgUser.id, type: 'private', first_name: tgUser.first_name },
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: 100,
            invoice_payload: payload,
            telegram_payment_charge_id: 'charge-e2e-1',
            provider_payment_charge_id: '',
          },
        },
      },
    );
    await emit(page, 'invoice_closed', { slug: 'invoice-1', status: 'paid' });
    await page.getByText('Payment received').waitFor();
    await expect(balance.textContent()).resolves.toBe(`${before + 60} tokens`);
    await expect.poll(() => bottomButton(page)).toBe(null);
    await context.close();
  });

  it('in a browser: a package is chosen as a radio, and one Buy in Telegram stays on screen', async () => {
    const account = await register(server.url, { onboarded: true });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      await page.getByRole('button', { name: 'Buy tokens' }).click();
      const dialog = page.getByRole('dialog');
      const link = dialog.getByRole('link', { name: 'Buy in Telegram' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://t.me/tarot_test_bot?start=buy');
      await expect(dialog.getByRole('button', { name: 'Buy' }).count()).resolves.toBe(0);

      const group = dialog.getByRole('group', { name: 'Choose a package' });
      const radios = group.getByRole('radio');
      await expect(radios.count()).resolves.toBeGreaterThan(1);
      // The featured package starts selected; another one is chosen with a tap on its card.
      await expect(group.getByRole('radio', { checked: true }).count()).resolves.toBe(1);
      await expect(radios.nth(1).isChecked()).resolves.toBe(true);
      await dialog.locator('label', { hasText: '25 tokens' }).click();
      await expect(radios.first().isChecked()).resolves.toBe(true);
      await expect(radios.nth(1).isChecked()).resolves.toBe(false);
      await dialog.getByText('Selected: 25 tokens for 50 Stars').waitFor();

      // The action is in the sheet's footer, inside the viewport, whatever the list's length.
      const viewport = page.viewportSize();
      const box = await link.boundingBox();
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
      await screenshot(page, `purchase-browser-${width}-${dark ? 'dark' : 'light'}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('opens the packages from the bot’s buy deep link (startapp=buy)', async () => {
    const tgUser = { id: 5_550_002, first_name: 'Lev', language_code: 'en' };
    const first = await newContext(browser);
    const page = await first.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = await page
      .waitForFunction(() => localStorage.getItem('access_token'))
      .then((h) => h.jsonValue());
    await post('/api/user/locale', { locale: 'en' }, String(token));
    await post('/api/user/terms', { accepted: true }, String(token));
    await post('/api/user/arcana/skip', {}, String(token));
    await first.close();
    const context = await newContext(browser);
    const again = await context.newPage();
    await openInTelegram(
      again,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser, startParam: 'buy' },
      '/',
    );
    await again.getByRole('dialog').getByText('Tokens').first().waitFor();
    expect(new URL(again.url()).pathname).toBe('/profile');
    await context.close();
  });
});
