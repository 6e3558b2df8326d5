/**
 * A spread laid out for another topic than the question's (ADR 0083, blind review 6): a Relationship
 * spread asked about a boss says how it is read, and the partner's block, under its heading, says the
 * position stands for the boss. Whatever cards are drawn, the renaming is there. At 360 px, light and
 * dark.
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
    expect(text).toMatch(/“Your partner” (stands here for|as) your boss/);
    expect(text).toMatch(/(Here that place stands for|In this reading, that is) your boss\./);
    expect(text).not.toMatch(/the other person is|It agrees with|meets resistance/);
    expect(errors).toEqual([]);
    await screenshot(page, `reading-subject-boss-360-${dark ? 'dark' : 'light'}`);
    await context.close();
  });
});
