/**
 * Tap targets on a phone (issue 19 item 7): at 360 px with touch emulation every visible button, link,
 * summary, tab, select and checkbox/radio label on the main screens measures at least 44×44 px in
 * Chromium. Inline links in running text are exempt under WCAG 2.5.8's spacing rule (see the helper).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount, uniqueEmail } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { markEmailVerified, seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { measureTapTargets } from './support/tap-targets.js';

const ADMIN_EMAIL = uniqueEmail('taps-admin');

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;
let person: TestAccount;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    ADMIN_EMAILS: ADMIN_EMAIL,
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  browser = await launchBrowser();
  person = await register(server.url, { onboarded: true });
  seedReadings(server.dataDir, person.user.id, 3, { question: (i) => (i === 0 ? null : `Question ${i}?`) });
  context = await newContext(browser, { width: 360, touch: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

async function expectAllLarge(screen: string) {
  const report = await measureTapTargets(page);
  expect(report.measured, `${screen}: targets found`).toBeGreaterThan(0);
  expect(report.small, `${screen}: targets under 44×44`).toEqual([]);
  return report;
}

describe('tap targets at 360 px on a touch screen', () => {
  it('the pointer is coarse in this context', async () => {
    await page.goto(`${server.url}/healthz`);
    await expect(page.evaluate(() => matchMedia('(pointer: coarse)').matches)).resolves.toBe(true);
  });

  it('landing, with and without an error', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Sign in' }).last().waitFor();
    const report = await expectAllLarge('landing');
    // The legal links sit inside the sentence under the form; they are the only exemption.
    expect(report.exempt.every((t) => /Terms|Privacy/.test(t))).toBe(true);
    await page.goto(`${server.url}/?error=google_auth_failed`);
    await page.getByTestId('landing-error').waitFor();
    await expectAllLarge('landing with an error');
  });

  it('reading setup and a finished reading', async () => {
    await openSignedIn(page, server.url, person, '/reading');
    await page.getByRole('button', { name: /^Draw the cards/ }).waitFor();
    await expectAllLarge('reading setup');
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Draw this spread?' });
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('part-synthesis').waitFor({ timeout: 20_000 });
    await expectAllLarge('finished reading');
  });

  it('reading detail, history and profile', async () => {
    await openSignedIn(page, server.url, person, '/history');
    await page.getByText('Question 2?').waitFor();
    await expectAllLarge('history');
    await page.getByText('Question 2?').click();
    await page.getByTestId('detail-card').first().waitFor();
    await expectAllLarge('reading detail');
    await openSignedIn(page, server.url, person, '/profile');
    await page.getByTestId('profile-balance').waitFor();
    await expectAllLarge('profile');
  });

  it('learning: a shelf, a card and a quiz question before and after the answer', async () => {
    await openSignedIn(page, server.url, person, '/learn?suit=wands');
    await page.getByRole('link', { name: 'Ace of Wands' }).waitFor();
    await expectAllLarge('card library');
    await page.getByRole('link', { name: 'Ace of Wands' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ace of Wands' }).waitFor();
    await expectAllLarge('a card of the library');
    await openSignedIn(page, server.url, person, '/learn/quiz');
    await page.getByText('Question 1 of 5').waitFor();
    await expectAllLarge('quiz question');
    await page.locator('.quiz-option').first().click();
    await page.getByRole('button', { name: 'Next question' }).waitFor();
    await expectAllLarge('answered quiz question');
  });

  it('the purchase sheet in a browser', async () => {
    await openSignedIn(page, server.url, person, '/profile');
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    await page.getByRole('link', { name: 'Buy in Telegram' }).waitFor();
    await expectAllLarge('purchase sheet');
  });

  it('the admin panel', async () => {
    const admin = await register(server.url, { onboarded: true, email: ADMIN_EMAIL });
    markEmailVerified(server.dataDir, admin.user.id);
    await openSignedIn(page, server.url, admin, '/admin');
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    await page.getByText('Users in all').waitFor();
    await expectAllLarge('admin dashboard');
    await page.getByRole('button', { name: 'Users', exact: true }).click();
    await page.getByTestId('user-row').first().waitFor();
    await expectAllLarge('admin users');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expectAllLarge('admin users filters sheet');
    // Each filter is a row that opens a list of its choices (ADR 0073): the list's rows are large too.
    await sheet.getByRole('button', { name: /^Admin/ }).click();
    const choices = page.getByRole('dialog', { name: 'Admin' });
    await choices.getByRole('radio', { name: 'Yes' }).waitFor();
    await expectAllLarge('admin users filter choices');
    await choices.getByRole('radio', { name: 'Yes' }).click();
    await choices.waitFor({ state: 'hidden' });
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.getByRole('button', { name: 'Remove: Admin: Yes' }).waitFor();
    await expectAllLarge('admin users with a filter chip');
  });
});
