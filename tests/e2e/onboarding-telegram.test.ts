/**
 * Spec §4 inside Telegram: automatic sign-in with initData, then language confirmation (preselected
 * from Telegram's language_code), terms and birth date, in Telegram's own theme. Each step's action is
 * Telegram's MainButton (Skip the SecondaryButton), with no second button in the page (issue 22 §3).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, emit, openInTelegram, press, TELEGRAM_DARK_THEME } from './support/telegram.js';

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

let nextId = 880_000_001;

async function openTelegram(languageCode: string, width = 360) {
  const context = await newContext(browser, { width, dark: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openInTelegram(page, server.url, {
    botToken: TEST_BOT_TOKEN,
    user: { id: nextId++, first_name: 'Ada', username: 'ada', language_code: languageCode },
  });
  return { page, errors, close: () => context.close() };
}

const checkedLanguage = (page: Page) => page.locator('input[name=language]:checked').getAttribute('value');

async function savedLocale(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/locale', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return res.json();
  });
}

describe('onboarding inside Telegram', () => {
  it('signs in by itself, asks for the language first, then the terms, then the birth date', async () => {
    const { page, errors, close } = await openTelegram('ru');

    // Signed in from initData with no form, and the language preselected from Telegram's language_code.
    const russian = page.getByRole('heading', { level: 1, name: 'На каком языке будут говорить карты?' });
    await russian.waitFor();
    expect(await checkedLanguage(page)).toBe('ru');
    expect(await page.getByText('Шаг 1 из 3').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-telegram-language-360-tgdark');

    // Picking another language switches the screen to it at once; confirming saves it.
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();
    await expect.poll(() => bottomButton(page)).toBe('Continue');
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    await press(page, 'main');

    await page.getByRole('heading', { level: 1, name: 'A few words between us' }).waitFor();
    expect(await page.getByText('Step 2 of 3').isVisible()).toBe(true);
    expect(await savedLocale(page)).toEqual({ locale: 'en', locale_confirmed: true });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-telegram-terms-360-tgdark');
    await expect.poll(() => bottomButton(page)).toBe('Accept and continue');
    expect(await page.getByRole('button', { name: 'Accept and continue' }).count()).toBe(0);
    await press(page, 'main');

    await page.getByRole('heading', { level: 1, name: 'When were you born?' }).waitFor();
    expect(await page.getByText('Step 3 of 3').isVisible()).toBe(true);
    await expect.poll(() => bottomButton(page)).toBe('Reveal my arcana');
    await expect.poll(() => bottomButton(page, 'secondary')).toBe('Skip for now');
    expect(await page.getByRole('button', { name: /Reveal my arcana|Skip for now/ }).count()).toBe(0);
    await page.getByLabel('Birth date').fill('1984-02-29');
    await press(page, 'main');
    // 29 − 22 = 7 → The Chariot; 2+9+0+2+1+9+8+4 = 35 → 13 → Death.
    const arcana = page.getByTestId('personal-arcana');
    await arcana.getByRole('img', { name: 'The Chariot' }).waitFor();
    expect(await arcana.getByRole('img', { name: 'Death' }).isVisible()).toBe(true);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid=personal-arcana] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-telegram-arcana-360-tgdark');
    await expect.poll(() => bottomButton(page)).toBe('Begin my journey');
    expect(await bottomButton(page, 'secondary')).toBe(null);
    expect(await page.getByRole('button', { name: 'Begin my journey' }).count()).toBe(0);
    await press(page, 'main');
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("skips the birth date with Telegram's SecondaryButton", async () => {
    const { page, errors, close } = await openTelegram('en');
    await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();
    await expect.poll(() => bottomButton(page)).toBe('Continue');
    await press(page, 'main');
    await page.getByRole('heading', { level: 1, name: 'A few words between us' }).waitFor();
    await expect.poll(() => bottomButton(page)).toBe('Accept and continue');
    await press(page, 'main');
    await page.getByRole('heading', { level: 1, name: 'When were you born?' }).waitFor();
    await expect.poll(() => bottomButton(page, 'secondary')).toBe('Skip for now');
    await press(page, 'secondary');
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await bottomButton(page, 'secondary')).toBe(null);
    expect(errors).toEqual([]);
    await close();
  });

  it("applies Telegram's theme parameters: the page background is the theme's bg_color", async () => {
    const { page, close } = await openTelegram('de', 1280);
    await page
      .getByRole('heading', { level: 1, name: 'In welcher Sprache sollen die Karten sprechen?' })
      .waitFor();
    expect(await checkedLanguage(page)).toBe('de');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(TELEGRAM_DARK_THEME.bg_color.slice(i, i + 2), 16));
    expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
    const text = await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).color);
    expect(text).toBe('rgb(245, 245, 245)');
    await screenshot(page, 'onboarding-telegram-language-1280-tgdark');
    await close();
  });

  it('follows Telegram when the user switches its theme while the app is open', async () => {
    const { page, close } = await openTelegram('en', 360);
    await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await emit(page, 'theme_changed', {
      theme_params: {
        ...TELEGRAM_DARK_THEME,
        bg_color: '#ffffff',
        text_color: '#000000',
        secondary_bg_color: '#f0f0f0',
      },
    });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.waitForFunction(
      () => getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)',
    );
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).color)).toBe(
      'rgb(0, 0, 0)',
    );
    await close();
  });

  it('falls back to English preselected for a language the app does not speak', async () => {
    const { page, close } = await openTelegram('pt-br');
    await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();
    expect(await checkedLanguage(page)).toBe('en');
    await close();
  });
});
