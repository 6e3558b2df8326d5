/**
 * Server state from one cache (issue 19 item 17): a balance change reaches every screen that shows the
 * balance or the ledger without a reload, and the history's infinite scroll asks for each page once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { postApi } from './support/api.js';
import { launchBrowser, newContext } from './support/browser.js';
import { seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { emit, openInTelegram, press } from './support/telegram.js';

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

const tokens = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())?.match(/\d+/)?.[0]);

/** Marks the document; a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const post = (path: string, body: unknown, token: string) => postApi(server.url, path, body, token);

describe('one cache for server state', () => {
  it('spending on the reading screen shows the new balance and the ledger entry on the profile, without a reload', async () => {
    const account = await register(server.url, { onboarded: true });
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, account.access_token);
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.getByTestId('ledger-row').first().waitFor();
    const before = await tokens(page, 'profile-balance');
    await markDocument(page);

    await page.getByRole('link', { name: 'Reading' }).first().click();
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    expect(await tokens(page, 'reading-balance')).toBe(before - 2);

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect.poll(() => tokens(page, 'profile-balance')).toBe(before - 2);
    const top = page.getByTestId('ledger-row').first();
    await expect.poll(() => top.textContent()).toContain('Reading');
    await expect(top.textContent()).resolves.toContain('\u22122');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('a purchase moves the profile balance and adds the ledger row on the same screen, without a reload', async () => {
    const tgUser = { id: 5_550_777, first_name: 'Lena', language_code: 'en' };
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/profile');
    await page.getByTestId('ledger-row').first().waitFor();
    const before = await tokens(page, 'profile-balance');
    const rowsBefore = await page.getByTestId('ledger-row').count();
    await markDocument(page);

    await page.getByRole('button', { name: 'Buy tokens' }).click();
    await page.getByRole('dialog').getByText('60 tokens', { exact: true }).click();
    await press(page, 'main');
    await page.waitForFunction(() =>
      (window as unknown as { __tgCalls: { name: string }[] }).__tgCalls.some(
        (c) => c.name === 'web_app_open_invoice',
      ),
    );
    const payload = String(telegram.callsTo('createInvoiceLink').at(-1)?.payload);
    const from = { id: tgUser.id, is_bot: false, first_name: tgUser.first_name };
    telegram.pushUpdates(
      {
        update_id: 9101,
        pre_checkout_query: {
          id: 'pcq-77',
          from,
          currency: 'XTR',
          total_amount: 100,
          invoice_payload: payload,
        },
      },
      {
        update_id: 9102,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: tgUser.id, type: 'private', first_name: tgUser.first_name },
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: 100,
            invoice_payload: payload,
            telegram_payment_charge_id: 'charge-state-1',
            provider_payment_charge_id: '',
          },
        },
      },
    );
    await emit(page, 'invoice_closed', { slug: 'invoice-1', status: 'paid' });
    await page.getByText('Payment received').waitFor();
    await expect.poll(() => tokens(page, 'profile-balance')).toBe(before + 60);
    await expect.poll(() => page.getByTestId('ledger-row').count()).toBe(rowsBefore + 1);
    const top = page.getByTestId('ledger-row').first();
    await expect(top.textContent()).resolves.toContain('Purchase with Stars');
    await expect(top.textContent()).resolves.toContain('+60');
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("history's infinite scroll asks for page 2 once, and shows each reading once", async () => {
    const account = await register(server.url, { onboarded: true });
    seedReadings(server.dataDir, account.user.id, 25, { question: (i) => `Question ${i + 1}?` });
    const context = await newContext(browser);
    const page = await context.newPage();
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user/history') pages.push(url.searchParams.get('cursor') ?? 'first');
    });
    await openSignedIn(page, server.url, account, '/history');
    const rows = page.getByTestId('history-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    await rows.last().scrollIntoViewIfNeeded();
    await page.getByText('That is every reading so far.').waitFor();
    await rows.last().scrollIntoViewIfNeeded();
    expect(await rows.count()).toBe(25);
    const questions = await rows.allTextContents();
    expect(new Set(questions).size).toBe(25);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toBe('first');
    expect(pages[1]).not.toBe('first');
    await context.close();
  });
});
