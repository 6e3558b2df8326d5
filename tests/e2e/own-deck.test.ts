/**
 * "I drew my own cards" (issue 20): the person names each position's card from a searchable grid of the
 * 78, turns one reversed, and the reading shows exactly those cards turned in the spread with their
 * interpretation; by mouse at 360 and 1280 px, light and dark, by keyboard alone, and inside Telegram
 * through the MainButton, where "Reversed" is a switch and the search is the client's filled field
 * (design review 11 #6).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  emit,
  onboardInTelegram,
  openInTelegram,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
} from './support/telegram.js';

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

const post = (path: string, body: unknown, token: string) => postApi(server.url, path, body, token);

const grid = (page: Page, position: string) =>
  page.getByRole('region', { name: `Which card lies in “${position}”?` });

/** Searches the grid open for `position` and picks the one card whose name is `name`. */
async function pickBySearch(page: Page, position: string, search: string, name: string) {
  const open = grid(page, position);
  await open.getByLabel('Search the 78 cards').fill(search);
  await open.getByRole('button', { name, exact: true }).click();
}

/**
 * A screenshot once the lazy card art has arrived. A full-page screenshot leaves Chromium's scroll offset
 * stale until the next layout change (such as the search box's blur), which would move the next target
 * between the press and the release of a click; the blur settles it first.
 */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.own-deck img')].every(
      (i) => i.complete && i.naturalWidth > 0,
    ),
  );
  await screenshot(page, name);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const slot = (page: Page, position: string) => page.locator(`.own-slot[data-position="${position}"]`);

/** The spread's cards once all are turned, as the layout names them to a screen reader. */
async function turnedCards(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-face="up"]').length === n, count, {
    timeout: 20_000,
  });
  return page
    .locator('[data-face="up"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
}

const EXPECTED = ['Past: Death', 'Present: Two of Cups (reversed)', 'Future: King of Pentacles'];

describe('a reading of my own cards', () => {
  it.each([
    [360, false],
    [360, true],
    [1280, false],
    [1280, true],
  ])(
    'at %i px (dark: %s): three cards picked by searching, one reversed, read as drawn',
    async (width, dark) => {
      const account = await register(server.url, { onboarded: true });
      await post('/api/user/preferences/confirmation', { show_confirmation: false }, account.access_token);
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const shade = dark ? 'dark' : 'light';
      await openSignedIn(page, server.url, account, '/reading');
      await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
      await page.getByLabel('1. Ask your question').fill('Where is my work going?');
      await page.getByRole('switch', { name: 'I drew my own cards' }).check();
      const read = page.getByRole('button', { name: /^Read my cards/ });
      expect(await read.isDisabled()).toBe(true);

      await pickBySearch(page, 'Past', 'death', 'Death');
      await pickBySearch(page, 'Present', 'two cups', 'Two of Cups');
      // A card already named elsewhere cannot be named twice.
      const future = grid(page, 'Future');
      await future.getByLabel('Search the 78 cards').fill('death');
      expect(await future.getByRole('button', { name: /^Death/ }).isDisabled()).toBe(true);
      await future.getByLabel('Search the 78 cards').fill('king pent');
      await shot(page, `own-deck-picker-${width}-${shade}`);
      expect(await seriousViolations(page)).toEqual([]);
      await future.getByRole('button', { name: 'King of Pentacles', exact: true }).click();
      await slot(page, 'present').getByRole('button', { name: 'Two of Cups: reversed' }).click();
      await expect
        .poll(() =>
          slot(page, 'present')
            .getByRole('button', { name: 'Two of Cups: reversed' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await page.getByText('3 of 3 chosen').waitFor();
      await shot(page, `own-deck-chosen-${width}-${shade}`);

      const before = Number((await page.getByTestId('reading-balance').textContent())?.match(/\d+/)?.[0]);
      await read.click();
      expect(await turnedCards(page, 3)).toEqual(EXPECTED);
      await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
      const text = (await page.getByTestId('interpretation').textContent()) ?? '';
      for (const name of ['Death', 'Two of Cups', 'King of Pentacles']) expect(text).toContain(name);
      // The price of the drawn spread.
      await expect
        .poll(async () =>
          Number((await page.getByTestId('reading-balance').textContent())?.match(/\d+/)?.[0]),
        )
        .toBe(before - 2);
      await screenshot(page, `own-deck-read-${width}-${shade}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('can be filled by keyboard alone: type, arrow into the grid, Enter, and Space to turn a card', async () => {
    const account = await register(server.url, { onboarded: true });
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, account.access_token);
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await page.getByRole('switch', { name: 'I drew my own cards' }).focus();
    await page.keyboard.press('Space');
    await grid(page, 'Past').getByLabel('Search the 78 cards').focus();
    await page.keyboard.type('tower');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Focus moves on to the next position's search.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('cups');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.type('moon');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The last pick leaves focus on that card's turn, so Space reverses it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('The Moon: reversed');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Read my cards/ }).focus();
    await page.keyboard.press('Enter');
    expect(await turnedCards(page, 3)).toEqual([
      'Past: The Tower',
      'Present: Two of Cups',
      'Future: The Moon (reversed)',
    ]);
    await context.close();
  });

  it.each([
    [360, true],
    [360, false],
    [1280, true],
  ])(
    'inside Telegram at %i px (dark: %s): Reversed is a switch, and Read my cards is the MainButton once every position has a card',
    async (width, dark) => {
      const tgUser = { id: 7_770_020 + width + (dark ? 0 : 1), first_name: 'Mira', language_code: 'en' };
      const theme = dark ? TELEGRAM_DARK_THEME : TELEGRAM_LIGHT_THEME;
      const shade = dark ? 'tgdark' : 'tglight';
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await onboardInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser, theme });
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser, theme }, '/reading');
      const mainButton = () => bottomButton(page);
      await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
      await page.getByRole('switch', { name: 'I drew my own cards' }).check();
      await expect.poll(mainButton).toBe(null);
      await pickBySearch(page, 'Past', 'death', 'Death');
      await pickBySearch(page, 'Present', 'two cups', 'Two of Cups');
      const search = grid(page, 'Future').getByLabel('Search the 78 cards');
      await search.fill('king');
      // Telegram's search field: filled, rounded, no border, a magnifier at its start.
      const field = await search.evaluate((input) => {
        const style = getComputedStyle(input);
        const icon = input.parentElement?.querySelector('svg')?.getBoundingClientRect();
        const box = input.getBoundingClientRect();
        return {
          border: style.borderTopWidth,
          radius: Number.parseFloat(style.borderTopLeftRadius),
          fill: style.backgroundColor,
          iconInside: !!icon && icon.width > 0 && icon.left > box.left && icon.right < box.left + 40,
        };
      });
      expect(field).toMatchObject({ border: '0px', iconInside: true });
      expect(field.radius).toBeGreaterThan(0);
      expect(field.fill).not.toBe('rgba(0, 0, 0, 0)');
      await shot(page, `own-deck-picker-${width}-${shade}`);
      await grid(page, 'Future').getByRole('button', { name: 'King of Pentacles', exact: true }).click();
      // "Reversed" is a switch on each tile, not a web checkbox button: off, then on by a tap and off and on
      // again by Space.
      const turn = slot(page, 'present').getByRole('switch', { name: 'Two of Cups: reversed' });
      expect(await page.getByRole('button', { name: /: reversed$/ }).count()).toBe(0);
      expect(await turn.isChecked()).toBe(false);
      await turn.click();
      await expect.poll(() => turn.isChecked()).toBe(true);
      await turn.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => turn.isChecked()).toBe(false);
      await page.keyboard.press('Space');
      await expect.poll(() => turn.isChecked()).toBe(true);
      await page.getByText('3 of 3 chosen').waitFor();
      await shot(page, `own-deck-chosen-${width}-${shade}`);
      await expect.poll(mainButton).toBe('Read my cards · 2 tokens');
      expect(await seriousViolations(page)).toEqual([]);
      await emit(page, 'main_button_pressed', {});
      expect(await turnedCards(page, 3)).toEqual(EXPECTED);
      await expect.poll(mainButton, { timeout: 20_000 }).toBe('Open the full reading');
      await screenshot(page, `own-deck-read-${width}-${shade}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
