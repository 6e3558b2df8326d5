/**
 * A spread laid out for another topic than the question's (ADR 0083, blind review 6): a Relationship
 * spread asked about a boss says how it is read, and the partner's block, under its heading, says the
 * position stands for the boss. Whatever cards are drawn, the renaming is there. At 360 px, light and
 * dark. A reading without a question opens on its headline (design review 8, problem 1), at 360 and 1280.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register } from './support/accounts.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
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

describe('a reading without a question', () => {
  it.each([
    [360, false],
    [360, true],
    [1280, false],
    [1280, true],
  ])('opens on where things stand, with no filler (%i px, dark: %s)', async (width, dark) => {
    const account = await register(server.url, { onboarded: true });
    await fetch(`${server.url}/api/user/preferences/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
      body: JSON.stringify({ show_confirmation: false }),
    });
    const context = await newContext(browser, { width, dark });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openSignedIn(page, server.url, account, '/reading');
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 30_000 });
    const text = (await page.getByTestId('interpretation').textContent()) ?? '';
    // The headline: where the card for now stands opens, and no line credits it (ADR 0089, 0098).
    const opening = (await page.locator('.parts__opening').textContent()) ?? '';
    expect(opening.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/words that open this reading|first words of this reading/);
    expect(text).not.toMatch(/heart of this reading|If you keep one thing/);
    // The filler openings of old ("The cards are listening", "take a breath"), not a card's own words
    // ("a generous, listening heart" is the King of Wands' counsel, drawn at random).
    expect(opening).not.toMatch(
      /(cards|deck) (are|is) listening|no question to steer|shuffled|take a breath/i,
    );
    expect(text).not.toMatch(/“(Past|Present|Future)”/);
    expect(errors).toEqual([]);
    await screenshot(page, `reading-headline-${width}-${dark ? 'dark' : 'light'}`);
    await context.close();
  });
});

describe('a Relationship spread asked about a boss', () => {
  it.each([false, true])('names the partner’s position for the boss (dark: %s)', async (dark) => {
    const account = await register(server.url, { onboarded: true });
    await fetch(`${server.url}/api/user/preferences/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
      body: JSON.stringify({ show_confirmation: false }),
    });
    const context = await newContext(browser, { width: 360, dark });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openSignedIn(page, server.url, account, '/reading');
    await page.locator('.reading-spread', { hasText: 'Relationship' }).click();
    await page.getByLabel('1. Ask your question').fill('How do I deal with my difficult boss?');
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 30_000 });
    const text = (await page.getByTestId('interpretation').textContent()) ?? '';
    // Positions are prose, never quoted (design review 8, problem 1).
    // Whom the place stands for is said in its block, not in the opening as well (blind review 34, R05).
    expect(text).toMatch(/(That place stands for|In this reading, that is) your boss\./);
    expect(text).not.toMatch(/“(Your partner|The connection|The challenge|The potential|You)”/);
    expect(text).not.toMatch(/the other person is|It agrees with|meets resistance/);
    expect(errors).toEqual([]);
    await screenshot(page, `reading-subject-boss-360-${dark ? 'dark' : 'light'}`);
    await context.close();
  });
});
