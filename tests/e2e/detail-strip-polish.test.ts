/**
 * Design review 6, problems 8, 9 and 10: the reading's page (one card has no number; Ask with an empty
 * field says why; in Telegram, Ask and Note are grouped sections), the e-mail strips (the change strip's
 * title, the Russian titles whole, a failed resend that says what to try) and the purchase sheet opening
 * without a focus ring around ×.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount, uniqueEmail } from './support/accounts.js';
import { callApi } from './support/api.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME } from './support/telegram.js';

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

async function finishedReading(token: string, spread: string, question?: string) {
  const { reading } = await api<{ reading: { id: string } }>('/api/readings', token, 'POST', {
    spread_id: spread,
    ...(question ? { question } : {}),
  });
  await expect
    .poll(async () => (await api<{ status: string }>(`/api/readings/${reading.id}`, token)).status, {
      timeout: 10_000,
    })
    .toBe('complete');
  return reading.id;
}

/** A Telegram user, onboarded in English, and the token the app got at launch. */
async function telegramUser(user: { id: number; first_name: string; language_code: string }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
  const token = String(
    await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
  );
  await api('/api/user/locale', token, 'POST', { locale: 'en' });
  await api('/api/user/terms', token, 'POST', { accepted: true });
  await api('/api/user/arcana/skip', token, 'POST', {});
  await context.close();
  return token;
}

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.images].every((img) => img.complete));

/** Each card block's position line, as shown. */
const positions = (page: Page) =>
  page.locator('[data-testid="detail-card"] .detail-card__position').allTextContents();

describe('the reading page', () => {
  it('shows a one-card reading without a number, and Ask with an empty field says what is missing', async () => {
    const account = await register(server.url, { onboarded: true });
    const one = await finishedReading(account.access_token, 'daily');
    const three = await finishedReading(account.access_token, 'three-cards', 'Where is my path leading?');
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openSignedIn(page, server.url, account, `/reading/${one}`);
      await page.getByTestId('part-reminder').waitFor();
      // No "1" in the block's heading, nor under the card in the spread.
      expect(await page.locator('.detail-card__n').count()).toBe(0);
      expect((await positions(page)).map((p) => p.trim())).toEqual([expect.not.stringMatching(/\d/)]);
      expect(await page.locator('.spread-layout__n').count()).toBe(0);
      if (width === 360 && !dark) {
        // Ask is a button that answers: with nothing typed, the field's error line says so.
        await page.getByRole('button', { name: 'Ask · 1 token' }).click();
        const field = page.getByLabel('Your follow-up question');
        await page.locator('#followups-empty').getByText('Write your question first.').waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
        await screenshot(page, 'detail4-ask-empty-360-light');
        await field.fill('x');
        await page.locator('#followups-empty').waitFor({ state: 'detached' });
      }
      await imagesLoaded(page);
      await screenshot(page, `detail4-one-card-${width}-${dark ? 'dark' : 'light'}`);

      // Three cards keep their numbers.
      await page.goto(`${server.url}/reading/${three}`);
      // The reading is whole once its reminder stands; a known situation's step may close the last card's block,
      // with no "The cards together" after it (ADR 0117).
      await page.getByTestId('part-reminder').waitFor();
      expect(await page.locator('.detail-card__n').allTextContents()).toEqual(['1', '2', '3']);
      await imagesLoaded(page);
      await screenshot(page, `detail4-three-cards-${width}-${dark ? 'dark' : 'light'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it("in Telegram's dark theme: a one-card reading's history row, and Ask and Note as grouped sections", async () => {
    const token = await telegramUser({ id: 6_880_001, first_name: 'Lune', language_code: 'en' });
    const one = await finishedReading(token, 'daily');
    const three = await finishedReading(token, 'three-cards', 'What should I keep in mind?');
    const user = { id: 6_880_001, first_name: 'Lune', language_code: 'en' };
    for (const width of [360, 1280]) {
      const context = await newContext(browser, { width, dark: true });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
      await page.getByRole('link', { name: 'History' }).click();
      const rows = page.getByTestId('history-row');
      await expect.poll(() => rows.count()).toBe(2);
      await imagesLoaded(page);
      if (width === 360) await screenshot(page, 'detail4-history-telegram-360-tgdark');

      for (const [id, name] of [
        [one, 'one-card'],
        [three, 'three-cards'],
      ] as const) {
        await openInTelegram(page, server.url, {
          botToken: TEST_BOT_TOKEN,
          user,
          startParam: `reading_${id}`,
        });
        await page.waitForURL(new RegExp(`/reading/${id}`));
        await page.getByTestId('followups').waitFor();
        if (id === one) expect(await page.locator('.detail-card__n').count()).toBe(0);
        for (const section of [page.getByTestId('followups'), page.locator('.detail-note')]) {
          const look = await section.evaluate((el) => {
            const box = el.querySelector('.detail-section__box') as HTMLElement;
            const title = el.querySelector('.detail-section__title') as HTMLElement;
            const band = el.closest('.detail__after') as HTMLElement;
            return {
              border: getComputedStyle(el).borderTopStyle,
              box: getComputedStyle(box).backgroundColor,
              boxBorder: getComputedStyle(box).borderTopStyle,
              band: getComputedStyle(band).backgroundColor,
              caps: getComputedStyle(title).textTransform,
              titleOutside: title.getBoundingClientRect().bottom <= box.getBoundingClientRect().top,
            };
          });
          // The theme's section colour on its secondary one (#17212b on #232e3c), no border, a caps header.
          expect(look).toEqual({
            border: 'none',
            box: 'rgb(23, 33, 43)',
            boxBorder: 'none',
            band: 'rgb(35, 46, 60)',
            caps: 'uppercase',
            titleOutside: true,
          });
        }
        await imagesLoaded(page);
        await screenshot(page, `detail4-${name}-telegram-${width}-tgdark`);
      }
      await context.close();
    }
  }, 180_000);
});

/** Every strip title on the page: whole (nothing cut by an ellipsis). */
const titlesWhole = (page: Page) =>
  page
    .locator('.mail-strip__title:visible')
    .evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0));

describe('the e-mail strips', () => {
  async function requestChange(account: TestAccount, newEmail: string, locale: string) {
    await api('/api/auth/email/change', account.access_token, 'POST', {
      new_email: newEmail,
      locale,
      password: account.password,
    });
  }

  it('titles the change strip "New email:", keeps the titles whole in Russian, and Profile says "Email"', async () => {
    const account = await register(server.url, { onboarded: true });
    const newEmail = uniqueEmail('ines-a-rather-long-mailbox');
    for (const [width, dark] of [
      [360, false],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark, touch: width === 360 });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      await page.getByTestId('verification-banner').getByText('Email not verified').waitFor();
      expect(await titlesWhole(page)).toEqual([true]);
      // One spelling on the screen: the strip's "Email" (spec §2) and the profile's.
      await page.getByTestId('email-row').getByText('Email', { exact: true }).waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/e-mail/i);
      await screenshot(page, `detail4-profile-strip-${width}-${dark ? 'dark' : 'light'}`, {
        fullPage: false,
      });
      await context.close();
    }

    await requestChange(account, newEmail, 'en');
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
    ] as const) {
      const context = await newContext(browser, { width, dark, touch: width === 360 });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      const strip = page.getByTestId('email-change-banner');
      await strip.getByText(newEmail).waitFor();
      const title = strip.locator('.mail-strip__title');
      expect(await title.textContent()).toBe('New email:');
      expect(await title.isVisible()).toBe(true);
      expect(await titlesWhole(page)).toEqual([true]);
      // The address gives way instead.
      const address = strip.locator('.mail-strip__email');
      expect(await address.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(width === 360);
      await screenshot(page, `detail4-change-strip-${width}-${dark ? 'dark' : 'light'}`, { fullPage: false });
      await context.close();
    }
  }, 180_000);

  it('keeps both Russian titles whole at 360, and a failed resend says what to try', async () => {
    const account = await register(server.url, { onboarded: true, locale: 'ru' });
    const context = await newContext(browser, { width: 360, locale: 'ru-RU', touch: true });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.evaluate(() => localStorage.setItem('locale', 'ru'));
    await page.reload();
    const strip = page.getByTestId('verification-banner');
    await strip.getByText('Почта не подтверждена', { exact: true }).waitFor();
    expect(await titlesWhole(page)).toEqual([true]);
    await page.getByTestId('email-row').getByText('Почта', { exact: true }).waitFor();
    await screenshot(page, 'detail4-strip-360-ru', { fullPage: false });

    await page.route('**/api/auth/email/resend', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await strip.getByRole('button', { name: 'Отправить' }).click();
    const toast = page.getByTestId('toast');
    await toast
      .getByText('Не удалось отправить письмо. Проверьте подключение и попробуйте ещё раз.')
      .waitFor();
    await toast.getByRole('button', { name: 'Попробовать снова' }).waitFor();
    await screenshot(page, 'detail4-strip-error-360-ru', { fullPage: false });

    await requestChange(account, uniqueEmail('nadia-a-rather-long-mailbox'), 'ru');
    await page.reload();
    const change = page.getByTestId('email-change-banner');
    await change.locator('.mail-strip__email').waitFor();
    expect(await change.locator('.mail-strip__title').textContent()).toBe('Новая почта:');
    expect(await titlesWhole(page)).toEqual([true]);
    await screenshot(page, 'detail4-change-strip-360-ru', { fullPage: false });
    await context.close();
  });
});

describe('the purchase sheet', () => {
  it("opens in Telegram's light theme with no ring around ×, and Tab reaches it", async () => {
    const user = { id: 6_880_002, first_name: 'Vega', language_code: 'en' };
    await telegramUser(user);
    for (const [width, theme, name] of [
      [360, TELEGRAM_LIGHT_THEME, 'tglight'],
      [360, TELEGRAM_DARK_THEME, 'tgdark'],
    ] as const) {
      const context = await newContext(browser, { width, dark: theme === TELEGRAM_DARK_THEME });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme, startParam: 'buy' });
      const dialog = page.getByRole('dialog');
      await dialog.getByText('60 tokens', { exact: true }).waitFor();
      const close = dialog.getByRole('button', { name: 'Close' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      expect(await close.evaluate((el) => el === document.activeElement)).toBe(false);
      // The title holds focus, and nothing on the sheet draws a ring.
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll(':focus-visible')].map((el) => getComputedStyle(el).outlineStyle),
        ),
      ).toEqual(['none']);
      await screenshot(page, `detail4-purchase-telegram-${width}-${name}`, { fullPage: false });
      if (name === 'tglight') {
        await page.keyboard.press('Tab');
        await expect.poll(() => close.evaluate((el) => el === document.activeElement)).toBe(true);
      }
      await context.close();
    }
  }, 120_000);
});
