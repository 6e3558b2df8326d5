/**
 * "Ask the cards more" on the reading detail screen (issue 20): a follow-up question draws a clarifier
 * card whose art shows, its answer streams in, three is the limit, 402 opens the packages, and inside
 * Telegram the MainButton asks; the bot's link `reading_<id>` still opens the reading.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { callApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { emit, openInTelegram, telegramCalls } from './support/telegram.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ BOT_TOKEN: TEST_BOT_TOKEN, BOT_USERNAME: 'tarot_test_bot' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(path: string, token: string, method = 'GET', body?: unknown) =>
  callApi<T>(server.url, path, { method, token, body });

/** A finished reading of the spread, made through the API. */
async function finishedReading(
  token: string,
  spread = 'three-cards',
  question = 'Where is my path leading?',
) {
  const { reading } = await api<{ reading: { id: string } }>('/api/readings', token, 'POST', {
    spread_id: spread,
    question,
  });
  await expect
    .poll(async () => (await api<{ status: string }>(`/api/readings/${reading.id}`, token)).status, {
      timeout: 10_000,
    })
    .toBe('complete');
  return reading.id;
}

const followups = (page: Page) => page.getByTestId('followup');

/** Asks through the form and waits for the answer to finish streaming. */
async function askInForm(page: Page, question: string, count: number) {
  await page.getByLabel('Your follow-up question').fill(question);
  await page.getByRole('button', { name: 'Ask · 1 token' }).click();
  await expect.poll(() => followups(page).count()).toBe(count);
  const item = followups(page).nth(count - 1);
  await item.locator('.interpretation:not([aria-busy])').waitFor();
  return item;
}

describe('follow-up questions on the detail screen', () => {
  it('asks a follow-up, shows the clarifier card and the streamed answer, and stops at three', async () => {
    const account: TestAccount = await register(server.url, { onboarded: true });
    const id = await finishedReading(account.access_token);
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openSignedIn(page, server.url, account, `/reading/${id}`);
    await page.getByRole('heading', { name: 'Ask the cards more' }).waitFor();
    await page.getByText('3 questions left for this reading').waitFor();
    // Asking with nothing written says what is missing and puts the cursor in the field, for free.
    await page.getByRole('button', { name: 'Ask · 1 token' }).click();
    await page.getByRole('alert').getByText('Write your question first.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('followup-question');
    expect(
      (await api<{ token_balance: number }>('/api/user/tokens', account.access_token)).token_balance,
    ).toBe(8);

    const first = await askInForm(page, 'What should I focus on this week?', 1);
    await first.locator('.followup__question', { hasText: '“What should I focus on this week?”' }).waitFor();
    const card = first.locator('figure.followup__card img');
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await card.getAttribute('src')).toMatch(/^\/api\/tarot\/cards\/[a-z]+-\d\d\/image\.svg/);
    expect(((await first.locator('.interpretation').textContent()) ?? '').length).toBeGreaterThan(150);
    await page.getByText('2 questions left for this reading').waitFor();
    // The balance on the server went down by the price: 10 - 2 for the reading - 1.
    expect(
      (await api<{ token_balance: number }>('/api/user/tokens', account.access_token)).token_balance,
    ).toBe(7);
    await screenshot(page, 'followups-360-light');

    await askInForm(page, 'And what should I let go of?', 2);
    await askInForm(page, 'Who can help me?', 3);
    await page.getByTestId('followups-limit').waitFor();
    expect(await page.getByLabel('Your follow-up question').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // The conversation stays with the reading, oldest first.
    for (const [width, dark] of [
      [1280, false],
      [1280, true],
      [360, true],
    ] as const) {
      const again = await newContext(browser, { width, dark });
      const p = await again.newPage();
      await openSignedIn(p, server.url, account, `/reading-detail/${id}`);
      await p.getByTestId('followups-limit').waitFor();
      expect(await followups(p).locator('.followup__question').allTextContents()).toEqual([
        'You asked: “What should I focus on this week?”',
        'You asked: “And what should I let go of?”',
        'You asked: “Who can help me?”',
      ]);
      // The art loads lazily: bring each clarifier into view so the full-page screenshot shows it.
      for (const img of await p.locator('.followup__card img').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
          .toBeGreaterThan(0);
      }
      await screenshot(p, `followups-${width}-${dark ? 'dark' : 'light'}`);
      await again.close();
    }
  });

  it('opens the purchase sheet, with its way to Telegram, when the balance is short', async () => {
    const account = await register(server.url, { onboarded: true });
    // 10 tokens: three cards (2), the Celtic Cross (5) and the relationship spread (3) spend them all.
    const id = await finishedReading(account.access_token);
    await finishedReading(account.access_token, 'celtic-cross');
    await finishedReading(account.access_token, 'relationship');
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, `/reading/${id}`);
    await page.getByLabel('Your follow-up question').fill('Is there more?');
    await page.getByRole('button', { name: 'Ask · 1 token' }).click();
    // In a browser tokens are bought inside Telegram: the sheet links there (ADR 0066).
    const link = page.getByRole('dialog').getByRole('link', { name: 'Buy in Telegram' });
    expect(await link.getAttribute('href')).toBe('https://t.me/tarot_test_bot?startapp=buy');
    expect(await followups(page).count()).toBe(0);
    await context.close();
  });

  it("inside Telegram's dark theme, opens from the bot's link and asks through the MainButton", async () => {
    const user = { id: 6_770_001, first_name: 'Iris', language_code: 'en' };
    const first = await newContext(browser);
    const boot = await first.newPage();
    await openInTelegram(boot, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
    const token = String(
      await boot.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await api('/api/user/locale', token, 'POST', { locale: 'en' });
    await api('/api/user/terms', token, 'POST', { accepted: true });
    await api('/api/user/arcana/skip', token, 'POST', {});
    const id = await finishedReading(token, 'three-cards', 'Telegram question?');
    await first.close();

    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user, startParam: `reading_${id}` },
      '/',
    );
    await page.waitForURL(new RegExp(`/reading/${id}`));
    await page.locator('.detail__question', { hasText: '“Telegram question?”' }).waitFor();
    // The form's own button gives way to Telegram's MainButton, which shows once there is a question.
    expect(await page.getByRole('button', { name: 'Ask · 1 token' }).count()).toBe(0);
    await page.getByLabel('Your follow-up question').fill('What is the next step?');
    await expect
      .poll(async () => {
        const calls = await telegramCalls(page);
        const last = calls.filter((c) => c.name === 'web_app_setup_main_button').at(-1);
        return last?.data as { text?: string; is_visible?: boolean } | undefined;
      })
      .toMatchObject({ text: 'Ask · 1 token', is_visible: true });
    await emit(page, 'main_button_pressed', {});
    await expect.poll(() => followups(page).count()).toBe(1);
    await followups(page).first().locator('.interpretation:not([aria-busy])').waitFor();
    await page.getByText('2 questions left for this reading').waitFor();
    await screenshot(page, 'followups-telegram-360-tgdark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
