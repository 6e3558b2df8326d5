/** /history: newest first, infinite scroll past 50 readings, the row of filter chips, empty states. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { markEmailVerified, seedReadings } from './support/fixtures.js';
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
