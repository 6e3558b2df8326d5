/** /history: newest first, infinite scroll past 50 readings, the row of filter chips, empty states. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { lastNoon, markEmailVerified, seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = (page: Page) => page.getByTestId('history-row');

describe('history', () => {
  it('leads someone with no readings to a first reading', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await page.getByRole('heading', { name: 'No readings yet' }).waitFor();
    await screenshot(page, 'history-empty-360-light');
    await page.getByRole('link', { name: 'Draw your first cards' }).click();
    await page.waitForURL(/\/reading$/);
    await context.close();
  });

  it('shows 55 readings newest first, loading more as the list scrolls', async () => {
    const account = await register(server.url, { onboarded: true });
    seedReadings(server.dataDir, account.user.id, 55, { question: (i) => `Question ${i + 1}?` });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await rows(page).first().waitFor();
    await expect(rows(page).first().textContent()).resolves.toContain('Question 55?');
    expect(await rows(page).count()).toBe(20);
    for (let expected = 40; expected <= 55; expected += 15) {
      await rows(page).last().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="history-row"]').length >= n,
        Math.min(expected, 55),
      );
    }
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.getByText('That is every reading so far.').waitFor();
    expect(await rows(page).count()).toBe(55);
    await expect(rows(page).last().textContent()).resolves.toContain('Question 1?');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('filters by one row of chips: Saved, a spread, both, and an empty state that clears them', async () => {
    const account = await register(server.url, { onboarded: true });
    markEmailVerified(server.dataDir, account.user.id);
    seedReadings(server.dataDir, account.user.id, 6, {
      question: (i) => `Three ${i}?`,
      saved: (i) => i % 3 === 0,
    });
    seedReadings(server.dataDir, account.user.id, 2, { spreadId: 'career', question: (i) => `Career ${i}?` });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/history');
      await rows(page).first().waitFor();
      if (width === 360 && !dark) {
        // Reported, not asserted: how far down the first reading starts (design review UX #3).
        const top = await rows(page)
          .first()
          .evaluate((row) => Math.round(row.getBoundingClientRect().top + window.scrollY));
        console.info(`history at 360 px: the first reading starts at y = ${top} px`);
      }
      await screenshot(page, `history-list-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(8);
    // One segmented control (Readings / Journal); the filters are chips, with no select beside them.
    await expect(page.locator('fieldset').count()).resolves.toBe(1);
    await expect(page.getByRole('combobox').count()).resolves.toBe(0);
    const filters = page.getByRole('group', { name: 'Filter readings' });
    const chip = (name: string) => filters.getByRole('button', { name, exact: true });
    await expect(chip('All').getAttribute('aria-pressed')).resolves.toBe('true');

    await chip('Saved').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 2);
    for (const text of await rows(page).allTextContents()) expect(text).toContain('Saved');
    await expect(chip('Saved').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(chip('All').getAttribute('aria-pressed')).resolves.toBe('false');

    await chip('Saved').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 8);
    await chip('Career Path').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 2);
    for (const text of await rows(page).allTextContents()) expect(text).toMatch(/Career \d\?/);

    await chip('Saved').click();
    await page.getByRole('heading', { name: 'Nothing here yet' }).waitFor();
    await page.getByRole('button', { name: 'Show all readings' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 8);
    await expect(chip('All').getAttribute('aria-pressed')).resolves.toBe('true');

    await chip('Career Path').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 2);
    await chip('All').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 8);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the chip row on one line that scrolls sideways on a phone, each chip a finger tall', async () => {
    const account = await register(server.url, { onboarded: true });
    seedReadings(server.dataDir, account.user.id, 1);
    const context = await newContext(browser, { width: 360, touch: true });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await rows(page).first().waitFor();
    const chips = page.getByRole('group', { name: 'Filter readings' }).getByRole('button');
    const boxes = await chips.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON()));
    // All, Saved and every spread, on one line.
    expect(boxes.length).toBeGreaterThan(5);
    expect(new Set(boxes.map((b: DOMRect) => Math.round(b.top))).size).toBe(1);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
    const row = page.getByRole('group', { name: 'Filter readings' });
    const [scrollWidth, clientWidth] = await row.evaluate((r) => [r.scrollWidth, r.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The last chip scrolls into view inside the row; the page itself does not scroll sideways.
    await chips.last().click();
    await expect(chips.last().getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
    await context.close();
  });

  it('groups readings by day under sticky headers, the question as each row’s title', async () => {
    const account = await register(server.url, { onboarded: true });
    // Two and one day ago, then six today: the oldest of today's without a question.
    const until = lastNoon();
    seedReadings(server.dataDir, account.user.id, 2, {
      until,
      stepMs: 86_400_000,
      question: (i) => `Older ${i}?`,
    });
    seedReadings(server.dataDir, account.user.id, 6, {
      until,
      stepMs: 1,
      question: (i) => (i === 0 ? null : `Will the move go well, ${i}?`),
    });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    // The page's "today" is the noon the readings were written before, whenever the suite runs.
    await page.clock.setFixedTime(until);
    await openSignedIn(page, server.url, account, '/history');
    await rows(page).first().waitFor();
    const headers = page.locator('.history__day-title');
    expect(await headers.allTextContents()).toEqual([
      'Today',
      'Yesterday',
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})?$/),
    ]);
    expect(await page.getByRole('heading', { level: 2, name: 'Today' }).count()).toBe(1);
    // The question is the title with the time beside it; the spread and the number of cards under it.
    const first = rows(page).first();
    expect(await first.locator('.history-row__title').textContent()).toBe('Will the move go well, 5?');
    expect(await first.locator('.history-row__time').textContent()).toMatch(/^\d{1,2}:\d{2}\s?[AP]M$/);
    expect(await first.locator('.history-row__meta').textContent()).toBe('Past, Present, Future · 3 cards');
    // Where the row is too narrow for both, the count wraps alone: no line under it starts with the dot.
    expect(await first.locator('.history-row__count').textContent()).toBe('3 cards');
    // A reading without a question is known by its cards, in the title's own style (design review 10).
    const none = rows(page).nth(5).locator('.history-row__title');
    // Three cards: the first one's name and how many more.
    await expect.poll(() => none.textContent()).toMatch(/^\S.* and 2 more$/);
    expect(await none.textContent()).not.toBe('No question');
    expect(await none.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('normal');
    // Scrolled into today's readings, its header stays at the top of the screen.
    await page.evaluate(() => window.scrollTo(0, 420));
    await expect
      .poll(() => headers.first().evaluate((h) => Math.round(h.getBoundingClientRect().top)))
      .toBe(0);
    // The active chip is an accent outline on a tint; only the segmented control is filled.
    const segment = await page
      .locator('.history__segmented label.is-active')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const chip = await page
      .getByRole('group', { name: 'Filter readings' })
      .getByRole('button', { name: 'All', exact: true })
      .evaluate((el) => ({
        border: getComputedStyle(el).borderTopColor,
        fill: getComputedStyle(el).backgroundColor,
      }));
    expect(chip.border).toBe(segment);
    expect(chip.fill).not.toBe(segment);
    expect(chip.fill).toMatch(/\/ 0\.1\)$|, 0\.1\)$/);
    await screenshot(page, 'history-days-360-light', { fullPage: false });
    await context.close();
  });

  it('opens a reading from its row', async () => {
    const account = await register(server.url, { onboarded: true });
    const [id] = seedReadings(server.dataDir, account.user.id, 1);
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await rows(page).first().click();
    await page.waitForURL(`${server.url}/reading/${id}`);
    await context.close();
  });
});
