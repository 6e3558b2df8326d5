/**
 * The reading with the AI oracle, spoken to over its real protocol on loopback: the words appear while
 * the model is still writing, and a failed interpretation says so once, shows the refund and offers
 * a "Try again" at its price: inside Telegram the MainButton, with "New reading" a row of the list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../fakes/openai-server.js';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, onboardInTelegram, openInTelegram, press } from './support/telegram.js';

let openai: FakeOpenAi;
let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    OPENAI_API_KEY: 'sk-e2e',
    OPENAI_BASE_URL: `${openai.url}/v1`,
    // Long enough for the held stream of the first test, on a loaded machine.
    OPENAI_TIMEOUT_MS: '15000',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await openai?.close();
  await telegram?.close();
});

/**
 * A failed reading is its title, the alert and what to do next: no face-down card and no position's
 * gloss stays for a reading that will not come (design review 11).
 */
async function expectOnlyTheAlert(page: Page) {
  expect(await page.locator('.spread-layout [data-face]').count()).toBe(0);
  expect(await page.getByTestId('part-card').count()).toBe(0);
  expect(await page.getByTestId('interpretation').count()).toBe(0);
}

async function signedInReading(width = 1280) {
  const account = await register(server.url, { onboarded: true });
  await fetch(`${server.url}/api/user/preferences/confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
    body: JSON.stringify({ show_confirmation: false }),
  });
  const context = await newContext(browser, { width });
  const page = await context.newPage();
  await openSignedIn(page, server.url, account, '/reading');
  await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
  return page;
}

describe('a reading written by the AI oracle', () => {
  it('shows the first words before the model has finished writing', async () => {
    openai.script({
      chunks: ['The Star ', 'asks you ', 'to trust ', 'the slow light.', ' LAST WORDS'],
      // The model writes its first words, then waits until the test has seen them on screen.
      holdAfter: 1,
    });
    const page = await signedInReading();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    const text = page.getByTestId('interpretation');
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid="interpretation"]')?.textContent ?? '').includes('The Star'),
    );
    // Seen mid-stream: the beginning is on screen, the end not yet.
    expect(await text.textContent()).not.toContain('LAST WORDS');
    openai.release();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    expect(await text.textContent()).toContain('LAST WORDS');
    await page.context().close();
  });

  it('says the interpretation failed and shows the tokens returned', async () => {
    openai.script({ failTimes: 100, failStatus: 500 });
    const page = await signedInReading(360);
    const before = Number((await page.getByTestId('reading-balance').textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    const failed = page.getByTestId('reading-failed');
    await failed.waitFor({ timeout: 30_000 });
    expect(await failed.textContent()).toContain('Your 2 tokens have been returned.');
    // Said once, in the page's words: not again in the server's ("could not be completed… refunded").
    expect(await failed.textContent()).not.toMatch(/could not be completed|refunded/);
    // What to do next: the same question again, at its price, or a new one; nothing to open.
    await page.getByRole('button', { name: 'Try again · 2 tokens' }).waitFor();
    expect(await page.getByRole('button', { name: 'New reading' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Open the full reading' }).count()).toBe(0);
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="reading-balance"]')?.textContent === `${n} tokens left`,
      before,
    );
    await expectOnlyTheAlert(page);
    await screenshot(page, 'reading-failed-refund-360-light');
    // On a wide screen too: one column, the actions right under the alert, no spread beside it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectOnlyTheAlert(page);
    await screenshot(page, 'reading-failed-refund-1280-light');
    await page.context().close();
  });

  it('in Telegram, tries again with the MainButton and offers "New reading" as a row', async () => {
    const user = { id: 7_790_500, first_name: 'Nora', language_code: 'en' };
    const options = { botToken: TEST_BOT_TOKEN, user };
    for (const width of [360, 1280]) {
      openai.script({ failTimes: 100, failStatus: 500 });
      const context = await newContext(browser, { width, dark: true });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await onboardInTelegram(page, server.url, options);
      await openInTelegram(page, server.url, options, '/reading');
      await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
      await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
      await press(page, 'main');
      await page.getByTestId('reading-failed').waitFor({ timeout: 30_000 });
      await expect.poll(() => bottomButton(page)).toBe('Try again · 2 tokens');
      const actions = page.locator('.reading-view__actions');
      await actions.waitFor();
      // No web button in the page and no way to a reading that was never written: "New reading" is a
      // row of a list, and no face-down card keeps a bar in its name's place.
      expect(await actions.locator('.btn').count()).toBe(0);
      expect(await actions.getByRole('link').count()).toBe(0);
      expect(
        await actions
          .getByRole('button')
          .evaluateAll((rows) => rows.map((b) => [b.textContent, b.className])),
      ).toEqual([['New reading', 'settings-row reading-actions__row']]);
      expect(
        await page
          .locator('.part-card__name--down')
          .evaluateAll((bars) => bars.filter((b) => b.getClientRects().length > 0).length),
      ).toBe(0);
      await expectOnlyTheAlert(page);
      // "New reading" right under the alert, not under a band as tall as the spread was.
      const gap = await page.evaluate(
        () =>
          (document.querySelector('.reading-actions__row') as Element).getBoundingClientRect().top -
          (document.querySelector('[data-testid="reading-failed"]') as Element).getBoundingClientRect()
            .bottom,
      );
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(96);
      await screenshot(page, `reading-failed-${width}-tgdark`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
