/**
 * History's Journal view (DESIGN §6b, ADR 0039): the figures of the last 30, 90 or 365 days, the suit
 * and Major Arcana balance with its table for screen readers, the most frequent cards (with when the
 * returning ones last came), the streak, and an empty state; in the browser and in Telegram's dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram } from './support/telegram.js';

const DAY = 24 * 60 * 60 * 1000;

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

/**
 * 20 readings every 5 days (100 to 5 days ago) and 3 on the last three days: 8 fall in 30 days,
 * 20 in 90 and 23 in a year; the current streak is 3 days.
 */
function seedJournal(userId: number) {
  seedReadings(server.dataDir, userId, 20, { stepMs: 5 * DAY });
  seedReadings(server.dataDir, userId, 3, { stepMs: DAY });
}

interface Insights {
  suits: Record<string, number>;
  cards_drawn: number;
  recurring: { card_id: string; count: number; last_seen: string }[];
}

async function insights(token: string, days: number): Promise<Insights> {
  const res = await fetch(`${server.url}/api/user/insights?days=${days}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as Insights;
}

const figure = (page: Page, label: string) =>
  page
    .getByTestId('journal-figures')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

/**
 * The period is drawn as the view switch above it (design review 9 #10): one track of the same border,
 * fill and radius, its segments unbordered, equal and on one line, the type one size smaller.
 */
async function expectPeriodLikeViews(page: Page) {
  const [views, period] = await page.evaluate(() =>
    ['.history__views', '.journal__window'].map((selector) => {
      const track = document.querySelector(selector) as Element;
      const s = getComputedStyle(track);
      const segments = [...track.querySelectorAll('label')];
      return {
        track: [s.borderTopWidth, s.borderTopColor, s.backgroundColor, s.borderTopLeftRadius],
        borders: segments.map((l) => getComputedStyle(l).borderTopWidth),
        widths: new Set(segments.map((l) => Math.round(l.getBoundingClientRect().width))).size,
        tops: new Set(segments.map((l) => Math.round(l.getBoundingClientRect().top))).size,
        size: Number.parseFloat(getComputedStyle(segments[0] as Element).fontSize),
      };
    }),
  );
  expect(period?.track).toEqual(views?.track);
  expect(period?.borders).toEqual(['0px', '0px', '0px']);
  expect(period).toMatchObject({ widths: 1, tops: 1 });
  expect(period?.size).toBeLessThan(views?.size ?? 0);
}

/** Lazy card art loads once scrolled into view; a full-page screenshot should show it. */
async function artLoaded(page: Page) {
  for (const img of await page.locator('.tally img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.tally img')].every((img) => img.complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the journal', () => {
  it('shows a new person an empty journal that leads to a first reading', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await page.getByRole('radio', { name: 'Journal' }).check();
    await page.waitForURL(`${server.url}/history?view=journal`);
    await page.getByRole('heading', { name: 'No readings in the last 30 days' }).waitFor();
    await screenshot(page, 'journal-empty-360-light');
    await page.getByRole('link', { name: 'Draw your cards' }).click();
    await page.waitForURL(`${server.url}/reading`);
    await context.close();
  });

  it('shows the window’s figures, the balance as a table for screen readers, and switches windows', async () => {
    const account = await register(server.url, { onboarded: true });
    seedJournal(account.user.id);
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history?view=journal');
    await expect(figure(page, 'Readings').textContent()).resolves.toBe('8');
    await expect(figure(page, 'Cards drawn').textContent()).resolves.toBe('24');
    await page.getByText('3 days', { exact: true }).first().waitFor();

    const expected = await insights(account.access_token, 30);
    const table = page.getByRole('table', { name: 'Cards drawn in the last 30 days, by suit' });
    const names = {
      major: 'Major Arcana',
      wands: 'Wands',
      cups: 'Cups',
      swords: 'Swords',
      pentacles: 'Pentacles',
    };
    for (const [group, name] of Object.entries(names)) {
      const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
      await expect(row.getByRole('cell').first().textContent()).resolves.toBe(String(expected.suits[group]));
      const share = Math.round(((expected.suits[group] ?? 0) / expected.cards_drawn) * 100);
      await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe(`${share}%`);
    }
    // One block of cards (design review 7 #10, ADR 0085): the five most drawn, each card once, and under
    // each that keeps returning (3 or more times) the day it last came; no second list of the same cards.
    const tiles = page.getByRole('list', { name: 'Your most frequent cards' }).getByRole('listitem');
    await expect(tiles.count()).resolves.toBe(Math.max(5, expected.recurring.length));
    expect(await page.locator('.tally').count()).toBe(1);
    expect(await page.getByText('Cards that keep returning').count()).toBe(0);
    const cardNames = await tiles.locator('.tally__name').allTextContents();
    expect(new Set(cardNames).size).toBe(cardNames.length);
    expect(expected.recurring.length).toBeGreaterThan(0);
    await expect(tiles.first().textContent()).resolves.toContain(`${expected.recurring[0]?.count} times`);
    await expect(tiles.locator('.tally__seen').count()).resolves.toBe(expected.recurring.length);
    await expect(tiles.first().locator('.tally__seen').textContent()).resolves.toMatch(
      /^last on [A-Z][a-z]{2}\s\d{1,2}(,\s\d{4})?$/,
    );
    await page.getByText('Cards drawn 3 or more times show when they last came', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: '90 days' }).check();
    await expect.poll(() => figure(page, 'Readings').textContent()).toBe('20');
    await page
      .getByRole('table', { name: 'Cards drawn in the last 90 days, by suit' })
      .waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'A year' }).check();
    await expect.poll(() => figure(page, 'Readings').textContent()).toBe('23');

    await page.getByRole('radio', { name: 'Readings' }).check();
    await page.getByTestId('history-row').first().waitFor();
    expect(await page.getByTestId('history-row').count()).toBe(20);
    await context.close();
  });

  it('looks right at 360 and 1280 px, light and dark', async () => {
    const account = await register(server.url, { onboarded: true });
    seedJournal(account.user.id);
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/history?view=journal');
      await expect(figure(page, 'Readings').textContent()).resolves.toBe('8');
      // The Major Arcana's share is shown once, in the balance, not again as a figure (design review 9 #10).
      await expect(page.getByTestId('journal-figures').locator('dt').allTextContents()).resolves.toEqual([
        'Readings',
        'Cards drawn',
        'Reversed',
      ]);
      await expectPeriodLikeViews(page);
      await artLoaded(page);
      await screenshot(page, `journal-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });

  it('follows Telegram’s dark theme', async () => {
    const context = await newContext(browser, { width: 390, dark: true });
    const page = await context.newPage();
    const user = { id: 5_050_505, first_name: 'Tia', language_code: 'en' };
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    await post('/api/user/locale', { locale: 'en' });
    await post('/api/user/terms', { accepted: true });
    await post('/api/user/arcana/skip', {});
    const verified = (await (await post('/api/auth/verify', {})).json()) as { user: { id: number } };
    seedJournal(verified.user.id);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/history?view=journal');
    await expect(figure(page, 'Readings').textContent()).resolves.toBe('8');
    await artLoaded(page);
    await screenshot(page, 'journal-telegram-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
