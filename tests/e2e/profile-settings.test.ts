/**
 * The profile as Telegram's own settings (design review 5, problem 5 and items 6–7, ADR 0079): the page
 * on Telegram's secondary background with its groups and header on the section background; e-mail and
 * password as "value ›" rows opening sheets; the balance and the subscription as rows; the token history
 * as list rows; and the e-mail strips' retry, one-line title and one strip style.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import {
  openSignedIn,
  register,
  type TestAccount,
  telegramAccount,
  uniqueEmail,
} from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME } from './support/telegram.js';

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

const post = (path: string, body: unknown, token?: string) => postApi(server.url, path, body, token);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The sheet open now, by its title. */
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

describe('the profile in Telegram', () => {
  it('takes Telegram’s settings colours in light and dark: secondary page, section groups, a borderless header', async () => {
    const user = { id: 790_000_001, first_name: 'Odile', language_code: 'en' };
    await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    for (const [theme, name] of [
      [TELEGRAM_LIGHT_THEME, 'tglight'],
      [TELEGRAM_DARK_THEME, 'tgdark'],
    ] as const) {
      const context = await newContext(browser, { width: 360, dark: name === 'tgdark' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Inside Telegram the app starts on the reading; the profile is a tab away.
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme });
      await page.getByRole('link', { name: 'Profile' }).click();
      await page.getByTestId('profile-balance').waitFor();
      expect(await background(page, 'body')).toBe(rgb(theme.secondary_bg_color));
      for (const group of await page.locator('.settings-group__list').all())
        expect(await group.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          rgb(theme.section_bg_color),
        );
      const header = page.locator('.profile-header');
      expect(await background(page, '.profile-header')).toBe(rgb(theme.section_bg_color));
      expect(await header.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgba(0, 0, 0, 0)');
      // Balance and subscription are rows; "Buy" and the price sit at the row's end.
      const balance = page.getByRole('button', { name: 'Buy tokens' });
      expect(await balance.textContent()).toMatch(/^Balance\d+ tokensBuy tokens$/);
      await page.getByTestId('subscription-row').getByText('150 tokens a month').waitFor();
      await page.getByTestId('subscription-row').getByText('150 ★').waitFor();
      await screenshot(page, `profile3-telegram-360-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      // No e-mail yet: the row offers one, and its sheet has the field.
      await page.getByTestId('email-row').click();
      const add = sheet(page, 'Add email');
      await add.getByRole('textbox', { name: 'Email' }).waitFor();
      await add.getByText('Add an email to sign in on the web too.').waitFor();
      await screenshot(page, `profile3-email-sheet-telegram-360-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect.poll(() => add.count()).toBe(0);
      // The balance row opens the packages.
      await balance.click();
      await page.getByRole('dialog').getByText('60 tokens', { exact: true }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the profile in a browser', () => {
  it('shows e-mail and password as rows that open sheets, and the token history as list rows', async () => {
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
      const row = page.getByTestId('ledger-row').first();
      await row.waitFor();
      // A list, not a table: the reason over "Nov 27 · balance 10", the signed change at the end.
      expect(await page.locator('.profile table').count()).toBe(0);
      expect(await row.evaluate((el) => el.tagName)).toBe('LI');
      expect(await row.locator('.ledger-list__meta').textContent()).toMatch(
        /^[A-Z][a-z]{2} \d{1,2} · balance \d+$/,
      );
      expect(await row.getByTestId('ledger-change').textContent()).toMatch(/^\+\d+$/);
      // The e-mail row: the address, "Not verified" under the label, a chevron; no buttons beside it.
      const email = page.getByTestId('email-row');
      expect(await email.textContent()).toBe(`EmailNot verified${account.email}`);
      expect((await email.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await page.getByTestId('password-row').getByText('••••••••').waitFor();
      expect(await page.getByRole('button', { name: 'Change', exact: true }).count()).toBe(0);
      await screenshot(page, `profile3-${width}-${dark ? 'dark' : 'light'}`);
      expect(await seriousViolations(page)).toEqual([]);

      await email.click();
      const emailSheet = sheet(page, 'Email');
      await emailSheet.getByRole('button', { name: 'Resend link' }).waitFor();
      await emailSheet.getByText('Not verified', { exact: true }).waitFor();
      await emailSheet.getByRole('textbox', { name: 'New email' }).waitFor();
      await emailSheet.getByLabel('Current password').waitFor();
      await emailSheet.getByRole('button', { name: 'Send confirmation link' }).waitFor();
      await screenshot(page, `profile3-email-sheet-${width}-${dark ? 'dark' : 'light'}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect.poll(() => emailSheet.count()).toBe(0);

      await page.getByTestId('password-row').click();
      const passwordSheet = sheet(page, 'Password');
      await passwordSheet.getByLabel('Current password').waitFor();
      await passwordSheet.getByLabel('New password', { exact: true }).waitFor();
      await passwordSheet.getByRole('button', { name: 'Send a reset link' }).waitFor();
      await screenshot(page, `profile3-password-sheet-${width}-${dark ? 'dark' : 'light'}`, {
        fullPage: false,
      });
      await context.close();
    }
  });

  it('resends the link from the e-mail sheet, and offers to try again when it fails', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.route('**/api/auth/email/resend', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await page.getByTestId('email-row').click();
    await sheet(page, 'Email').getByRole('button', { name: 'Resend link' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Failed to send email').waitFor();
    await page.unroute('**/api/auth/email/resend');
    await toast.getByRole('button', { name: 'Try again' }).click();
    await toast.getByText('Check your inbox').waitFor();
    await context.close();
  });
});

describe('the e-mail strips', () => {
  it('offers "Try again" when a resend fails, and the retry sends it', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account);
    const strip = page.getByTestId('verification-banner');
    await page.route('**/api/auth/email/resend', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await strip.getByRole('button', { name: 'Resend Email' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText('Failed to send email').waitFor();
    const retry = toast.getByRole('button', { name: 'Try again' });
    expect((await retry.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'profile3-strip-error-retry-360-light', { fullPage: false });
    await page.unroute('**/api/auth/email/resend');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/auth/email/resend'));
    await retry.click();
    expect((await sent).status()).toBe(200);
    await toast.getByText('Email sent').waitFor();
    // The send started the cooldown, as a tap on Resend would.
    await strip.getByRole('button', { name: /^Resend in \d+s$/ }).waitFor();
    await context.close();
  });

  it('keeps the Russian title on one line, and draws the pending change as the same 44 px strip', async () => {
    const account = await register(server.url, { onboarded: true, locale: 'ru' });
    const context = await newContext(browser, { width: 360, locale: 'ru-RU' });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account);
    await page.evaluate(() => localStorage.setItem('locale', 'ru'));
    await page.reload();
    const strip = page.getByTestId('verification-banner');
    const title = strip.locator('.mail-strip__title');
    await title.waitFor();
    const lineHeight = await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await title.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
    expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    const verifyBox = await strip.boundingBox();
    const verifyRadius = await strip.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    await screenshot(page, 'profile3-strip-360-ru', { fullPage: false });

    const newEmail = uniqueEmail('nadia');
    await post(
      '/api/auth/email/change',
      { new_email: newEmail, locale: 'ru', password: account.password },
      account.access_token,
    );
    await page.reload();
    const band = page.getByTestId('email-change-banner');
    await band.getByText(newEmail).waitFor();
    // Spec §9's 64 px band at the top, holding the reminder's own strip.
    expect((await band.boundingBox())?.height).toBe(64);
    const changeStrip = band.locator('.mail-strip');
    const box = await changeStrip.boundingBox();
    expect(box?.height).toBe(verifyBox?.height);
    expect(box?.width).toBe(verifyBox?.width);
    expect(await changeStrip.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe(verifyRadius);
    await screenshot(page, 'profile3-change-strip-360-ru', { fullPage: false });
    await context.close();
  });

  it('draws the pending change strip at 1280, light and dark, with its title and address on one line', async () => {
    const account: TestAccount = await register(server.url, { onboarded: true });
    await post(
      '/api/auth/email/change',
      { new_email: uniqueEmail('ines'), locale: 'en', password: account.password },
      account.access_token,
    );
    for (const [width, dark] of [
      [1280, false],
      [1280, true],
      [360, false],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account);
      const strip = page.getByTestId('email-change-banner').locator('.mail-strip');
      await strip.waitFor();
      expect((await strip.boundingBox())?.height).toBe(44);
      await screenshot(page, `profile3-change-strip-${width}-${dark ? 'dark' : 'light'}`, {
        fullPage: false,
      });
      await context.close();
    }
  });
});
