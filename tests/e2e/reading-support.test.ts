/**
 * The safety layer's answer in the mini-app (issue 18): a question that speaks of wanting to die gets
 * calm words and tappable helplines in place of cards, costs nothing, and reads the same when opened
 * again; in the browser at 360 and 1280 px, light and dark, and inside Telegram's dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, emit, openInTelegram, telegramCalls } from './support/telegram.js';

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({ BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_API_ROOT: telegram.apiRoot });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

const CRISIS = "I don't want to live anymore. Will things ever get better?";

const post = (path: string, body: unknown, token: string) => postApi(server.url, path, body, token);

const balanceOf = async (page: Page) => (await page.getByTestId('reading-balance').textContent()) ?? '';

async function askInBrowser(page: Page, account: TestAccount) {
  await openSignedIn(page, server.url, account, '/reading');
  await page.locator('.reading-spread', { hasText: 'Yes or No' }).click();
  await page.getByLabel('1. Ask your question').fill(CRISIS);
  await page.getByRole('button', { name: /^Draw the cards/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Draw' }).click();
  await page.getByTestId('support-answer').waitFor();
}

describe('a question that speaks of wanting to die', () => {
  it.each([
    [360, false],
    [360, true],
    [1280, false],
    [1280, true],
  ])('at %i px (dark: %s) is answered with care and helplines, and costs nothing', async (width, dark) => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width, dark });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await askInBrowser(page, account);
    const answer = page.getByTestId('support-answer');
    await answer
      .getByRole('heading', { name: "You matter, and you don't have to carry this alone" })
      .waitFor();
    await expect.poll(() => answer.locator('a[href="tel:988"]').count()).toBeGreaterThan(0);
    await screenshot(page, `support-crisis-${width}-${dark ? 'dark' : 'light'}`);
    // The browser's own country (en-US) first; the others behind one fold.
    expect(await answer.locator('a[href="tel:116123"]').isVisible()).toBe(false);
    await answer.getByText('Other countries').click();
    await answer.locator('a[href="tel:116123"]').waitFor();
    expect(await page.getByTestId('spread-card').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // Asking again starts afresh, with the question field empty.
    await page.getByRole('button', { name: 'Ask another question' }).click();
    await expect.poll(() => page.getByLabel('1. Ask your question').inputValue()).toBe('');
    // The welcome bonus, untouched: nothing was charged.
    await expect.poll(() => balanceOf(page)).toBe('10 tokens left');
    await context.close();
  });

  it('reads the same when opened again from its link', async () => {
    const account = await register(server.url, { onboarded: true });
    const { reading } = (await post(
      '/api/readings',
      { spread_id: 'daily', question: 'i want to kill myself' },
      account.access_token,
    )) as { reading: { id: string } };
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, `/reading/${reading.id}`);
    const answer = page.getByTestId('support-answer');
    await answer.locator('a[href="tel:988"]').first().waitFor();
    expect(await page.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask a question' }).waitFor();
    await context.close();
  });

  it("inside Telegram's dark theme, answered through the MainButton, which then offers a new question", async () => {
    const tgUser = { id: 7_770_001, first_name: 'Mira', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    // The app already moved to /reading: leave it, so opening it again is a fresh launch, not a hash change.
    await page.goto('about:blank');
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
    await page.locator('.reading-spread', { hasText: 'Yes or No' }).click();
    await page.getByLabel('1. Ask your question').fill(CRISIS);
    // Press once Telegram's MainButton offers the draw, as a person can only then.
    await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
    await emit(page, 'main_button_pressed', {});
    await page.getByTestId('support-answer').locator('a[href="tel:988"]').first().waitFor();
    await expect
      .poll(async () => {
        const calls = await telegramCalls(page);
        const last = calls.filter((c) => c.name === 'web_app_setup_main_button').at(-1);
        return (last?.data as { text?: string } | undefined)?.text;
      })
      .toBe('Ask another question');
    await screenshot(page, 'support-crisis-360-tgdark');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
