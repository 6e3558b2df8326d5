/**
 * Inside Telegram: the monthly subscription's state and cancel in the profile, the offer beside the
 * packs, and the right account when someone else's session is stored on the device (issue 22).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, type TestAccount, telegramAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  emit,
  openInTelegram,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
  type TelegramUser,
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

const subscription = async (account: TestAccount) =>
  (
    await fetch(`${server.url}/api/user/subscription`, {
      headers: { authorization: `Bearer ${account.access_token}` },
    })
  ).json() as Promise<{ active: boolean; cancelled: boolean }>;

let nextUpdate = 900_000;

/** The first charge of the subscription, as Telegram delivers it to the bot (long polling). */
async function subscribe(user: TelegramUser, account: TestAccount) {
  telegram.pushUpdates({
    update_id: ++nextUpdate,
    message: {
      message_id: nextUpdate,
      date: Math.floor(Date.now() / 1000),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      from: { ...user, is_bot: false },
      successful_payment: {
        currency: 'XTR',
        total_amount: 150,
        invoice_payload: `subscription:${account.user.id}:monthly`,
        telegram_payment_charge_id: `sub-e2e-${user.id}`,
        provider_payment_charge_id: '',
        subscription_expiration_date: Math.floor(Date.now() / 1000) + 2_592_000,
        is_recurring: true,
        is_first_recurring: true,
      },
    },
  });
  await expect.poll(async () => (await subscription(account)).active, { timeout: 20_000 }).toBe(true);
}

const status = (page: Page) => page.getByTestId('subscription-status');

/**
 * Violations in this change's pieces. Telegram's own colours already fail contrast elsewhere on the
 * profile (Sign out in the dark theme, issue 22 item 4; the light theme's button and accent on white):
 * reported to the lead, not hidden from the other tests.
 */
/** Inside Telegram the app starts on the reading; the profile is a tab away. */
const openProfile = (page: Page) => page.getByRole('link', { name: 'Profile' }).click();

describe('the subscription in the profile', () => {
  it('shows when it renews, cancels after a confirmation and stays active until the month ends', async () => {
    const user = { id: 771_000_001, first_name: 'Selene', language_code: 'en' };
    const account = await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    await subscribe(user, account);

    for (const [theme, name] of [
      [TELEGRAM_DARK_THEME, 'tgdark'],
      [TELEGRAM_LIGHT_THEME, 'tglight'],
    ] as const) {
      const context = await newContext(browser, { width: 360, dark: name === 'tgdark' });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme });
      await openProfile(page);
      await expect
        .poll(() => status(page).textContent())
        .toMatch(/^Active: 150 tokens every month\. Renews on /);
      await status(page).scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-subscription-active-360-${name}`);
      await context.close();
    }

    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user });
    await openProfile(page);
    // Telegram's own popup asks: the cancel as its destructive button, beside "Keep it".
    const popups = async () => (await telegramCalls(page)).filter((c) => c.name === 'web_app_open_popup');
    // The subscription is a row ("150 tokens a month  Renews …"); its sheet holds the cancel.
    await page.getByTestId('subscription-row').click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(async () => (await popups()).length).toBe(1);
    expect((await popups())[0]?.data).toEqual({
      title: 'Cancel the subscription?',
      message: expect.stringMatching(/^Telegram stops charging you\. /),
      buttons: [
        { id: 'confirm', type: 'destructive', text: 'Cancel subscription' },
        { id: 'keep', type: 'default', text: 'Keep it' },
      ],
    });
    expect(await page.getByRole('dialog', { name: 'Cancel the subscription?' }).count()).toBe(0);
    // Keeping it changes nothing.
    await emit(page, 'popup_closed', { button_id: 'keep' });
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(async () => (await popups()).length).toBe(2);
    expect(telegram.callsTo('editUserStarSubscription')).toEqual([]);
    await emit(page, 'popup_closed', { button_id: 'confirm' });
    await expect.poll(() => status(page).textContent()).toMatch(/^Cancelled: it stays active until /);
    expect(telegram.callsTo('editUserStarSubscription')).toEqual([
      { user_id: user.id, telegram_payment_charge_id: `sub-e2e-${user.id}`, is_canceled: true },
    ]);
    expect(await subscription(account)).toMatchObject({ active: true, cancelled: true });
    await screenshot(page, 'profile-subscription-cancelled-360-tgdark');

    // Subscribing again goes through the purchase sheet: the subscription is its first row, already
    // chosen, and Telegram's MainButton subscribes.
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    const offer = page.getByTestId('offer-monthly');
    await offer.getByText('150 tokens a month', { exact: true }).waitFor();
    expect(await offer.getByRole('radio').isChecked()).toBe(true);
    expect(await page.getByRole('dialog').locator('.offer').first().getAttribute('data-testid')).toBe(
      'offer-monthly',
    );
    await expect.poll(() => bottomButton(page)).toBe('Subscribe · 150 ★ a month');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'purchase-subscription-360-tgdark', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right in the browser, light and dark', async () => {
    const user = { id: 771_000_002, first_name: 'Vesna', language_code: 'en' };
    const account = await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    await subscribe(user, account);
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      await expect.poll(() => status(page).textContent()).toMatch(/^Active/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-subscription-${width}-${dark ? 'dark' : 'light'}`);

      // In a browser the app's own sheet asks, both buttons inside its padding (review B4).
      await page.getByTestId('subscription-row').click();
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' });
      const keep = dialog.getByRole('button', { name: 'Keep it' });
      await keep.waitFor();
      const sheet = await dialog.boundingBox();
      const padding = await dialog
        .locator('.modal__foot')
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
      for (const button of [keep, dialog.getByRole('button', { name: 'Cancel subscription' })]) {
        const box = await button.boundingBox();
        expect(box && sheet && box.x - sheet.x).toBeGreaterThanOrEqual(padding - 1);
        expect(box && sheet && sheet.x + sheet.width - (box.x + box.width)).toBeGreaterThanOrEqual(
          padding - 1,
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-subscription-confirm-${width}-${dark ? 'dark' : 'light'}`, {
        fullPage: false,
      });
      await keep.click();
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    }
  }, 120_000); // Four browsers, each with two accessibility scans: more than a minute on a loaded machine.
});

describe('the right account inside Telegram', () => {
  it('signs in the Telegram user who opened the app, never showing the stored session of another', async () => {
    const alice = { id: 772_000_001, first_name: 'Alephine', language_code: 'en' };
    const bob = { id: 772_000_002, first_name: 'Bartholo', language_code: 'en' };
    const stored = await telegramAccount(server.url, TEST_BOT_TOKEN, alice);
    await telegramAccount(server.url, TEST_BOT_TOKEN, bob);

    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Alice's session, as her last visit on this device left it.
    await page.goto(`${server.url}/healthz`);
    await page.evaluate(
      ([access, refresh]) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      [stored.access_token, stored.refresh_token] as const,
    );
    // Every text the page ever shows, from its first paint, is checked for Alice's name.
    await page.addInitScript((name) => {
      const w = window as unknown as { __seen: string[] };
      w.__seen = [];
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (text.includes(name)) w.__seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, alice.first_name);

    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: bob });
    await openProfile(page);
    await page.getByRole('heading', { name: 'Bartholo' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
    const verified = await page.evaluate(async () => {
      const res = await fetch('/api/auth/verify', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return ((await res.json()) as { user: { telegram_id: number } }).user.telegram_id;
    });
    expect(verified).toBe(bob.id);
    await screenshot(page, 'account-switch-360-tgdark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
