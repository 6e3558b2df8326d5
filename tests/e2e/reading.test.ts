/**
 * The reading: every spread drawn with the offline oracle (cards dealt in the spread's shape and
 * turned, the interpretation written), the free card of the day, confirmation before spending, and the
 * packages when the balance is short.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A bot to buy in: the purchase sheet links to its deep link.
  server = await startServer({ BOT_USERNAME: 'tarot_test_bot' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SPREADS: [id: string, name: string, cards: number][] = [
  ['daily', 'Card of the Day', 1],
  ['yes-no', 'Yes or No', 1],
  ['three-cards', 'Past, Present, Future', 3],
  ['situation-obstacle-advice', 'Situation, Obstacle, Advice', 3],
  ['decision', 'Two Paths', 6],
  ['month-ahead', 'Month Ahead', 5],
  ['relationship', 'Relationship', 5],
  ['career', 'Career Path', 5],
  ['horseshoe', 'Horseshoe', 7],
  ['shadow-work', 'Shadow Work', 5],
  ['celtic-cross', 'Celtic Cross', 10],
  ['two-people', 'Two People', 3],
  ['year-ahead', 'Year Ahead', 13],
];

/** The spreads of issue 23 §4 and ADR 0072, whose reveal is kept as a screenshot. */
const NEW_SPREADS = new Set([
  'decision',
  'month-ahead',
  'horseshoe',
  'shadow-work',
  'two-people',
  'year-ahead',
]);

async function drawSpread(page: Page, name: string, question: string) {
  await page.locator('.reading-spread', { hasText: name }).click();
  await page.getByLabel('1. Ask your question').fill(question);
  await page.getByRole('button', { name: /^Draw the cards/ }).click();
}

async function withoutConfirmation(account: TestAccount) {
  await fetch(`${server.url}/api/user/preferences/confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
    body: JSON.stringify({ show_confirmation: false }),
  });
}

/**
 * An account with tokens enough for the spread: the last one while its balance lasts, else a new one
 * (sign-ups are limited to 10 an hour per IP, fewer than this file's spreads).
 */
let drawer: TestAccount | null = null;
async function accountFor(spreadId: string) {
  const spreads = (await (await fetch(`${server.url}/api/tarot/spreads`)).json()) as {
    id: string;
    cost: number;
  }[];
  const cost = spreads.find((s) => s.id === spreadId)?.cost ?? 0;
  if (drawer) {
    const res = await fetch(`${server.url}/api/user/tokens`, {
      headers: { authorization: `Bearer ${drawer.access_token}` },
    });
    const { token_balance } = (await res.json()) as { token_balance: number };
    if (token_balance >= cost) return drawer;
  }
  drawer = await register(server.url, { onboarded: true });
  await withoutConfirmation(drawer);
  return drawer;
}

describe('a reading', () => {
  it.each(SPREADS)(
    'of %s deals its cards face down in its shape, turns them and writes the reading',
    async (id, name, count) => {
      const account = await accountFor(id);
      const context = await newContext(browser, { width: count > 5 ? 1280 : 360 });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openSignedIn(page, server.url, account, '/reading');
      await drawSpread(page, name, 'What should I focus on this month?');
      await page.getByRole('heading', { name }).waitFor();
      expect(await page.getByTestId('spread-card').count()).toBe(count);
      await page.waitForFunction((n) => document.querySelectorAll('[data-face="up"]').length === n, count, {
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
      const text = (await page.getByTestId('interpretation').textContent()) ?? '';
      expect(text.length).toBeGreaterThan(200);
      expect(errors).toEqual([]);
      if (NEW_SPREADS.has(id)) await screenshot(page, `reading-${id}-${count > 5 ? 1280 : 360}-light`);
      if (count === 10) {
        await screenshot(page, 'reading-celtic-cross-1280-light');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );

  it('makes the card of the day free once a day, then shows it as drawn', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    const daily = page.locator('.reading-spread', { hasText: 'Card of the Day' });
    await daily.getByText('Free today').waitFor();
    await screenshot(page, 'reading-choose-360-dark');
    expect(await seriousViolations(page)).toEqual([]);
    const before = await page.getByTestId('reading-balance').textContent();
    await daily.click();
    await page.getByRole('button', { name: 'Draw the cards · free' }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('reading-balance').textContent()).resolves.toBe(before);
    await screenshot(page, 'reading-daily-done-360-dark');
    await page.getByRole('button', { name: 'New reading' }).click();
    await page
      .locator('.reading-spread', { hasText: 'Card of the Day' })
      .getByText("today's free card is drawn")
      .waitFor();
    await context.close();
  });

  it('asks before spending tokens, and a cancel spends nothing', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    const before = await page.getByTestId('reading-balance').textContent();
    await drawSpread(page, 'Past, Present, Future', '');
    const dialog = page.getByRole('dialog', { name: 'Draw this spread?' });
    await dialog.getByText(/Past, Present, Future costs 2 tokens/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('reading-balance').textContent()).resolves.toBe(before);
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    const after = Number((await page.getByTestId('reading-balance').textContent())?.match(/\d+/)?.[0]);
    expect(after).toBe(Number(before?.match(/\d+/)?.[0]) - 2);
    await context.close();
  });

  it('offers the token packages right there when the balance is short (402)', async () => {
    const account = await register(server.url, { onboarded: true });
    await withoutConfirmation(account);
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    // Spend the welcome tokens on Celtic Crosses until one is refused.
    for (let i = 0; i < 10; i++) {
      await drawSpread(page, 'Celtic Cross', '');
      const outcome = await Promise.race([
        page
          .getByRole('dialog', { name: 'Not enough tokens for this spread' })
          .waitFor()
          .then(() => 'short'),
        page
          .getByRole('button', { name: 'New reading' })
          .waitFor({ timeout: 30_000 })
          .then(() => 'drawn'),
      ]);
      if (outcome === 'short') break;
      await page.getByRole('button', { name: 'New reading' }).click();
    }
    // In a browser the way out is the app in Telegram, and the question stays where it was.
    const sheet = page.getByRole('dialog', { name: 'Not enough tokens for this spread' });
    await sheet
      .getByText(
        'Tokens are bought with Telegram Stars. Open the app in Telegram to top up; your question will be waiting here.',
      )
      .waitFor();
    expect(await sheet.getByRole('link', { name: 'Buy in Telegram' }).getAttribute('href')).toBe(
      'https://t.me/tarot_test_bot?startapp=buy',
    );
    await screenshot(page, 'reading-402-360-light');
    await context.close();
  });
});
