/**
 * The app runs under its own Content-Security-Policy, Trusted Types included (issue 17, 2.11; ADR 0035):
 * signing in, a reading, the admin page and the app inside (mocked) Telegram report no violation, and a
 * violation, when one happens, is reported where this test listens.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { register, uniqueEmail } from './support/accounts.js';
import { launchBrowser, newContext, watchErrors } from './support/browser.js';
import { markEmailVerified } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, emit, openInTelegram, press, TELEGRAM_DARK_THEME } from './support/telegram.js';

const ADMIN_EMAIL = uniqueEmail('csp-admin');
let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    ADMIN_EMAILS: ADMIN_EMAIL,
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

/** Every CSP violation the page reports, from its own event and from the console, in every document. */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => reported.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation;
      report(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy|trusted type/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

describe('the Content-Security-Policy', () => {
  it('names no outside script origin and requires Trusted Types', async () => {
    const csp = (await fetch(`${server.url}/reading`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*telegram\.org/);
    expect(csp).toContain("require-trusted-types-for 'script'");
  });

  it('is kept by signing in, a reading and the admin page, and reports a violation when there is one', async () => {
    const account = await register(server.url, { onboarded: true, email: ADMIN_EMAIL });
    markEmailVerified(server.dataDir, account.user.id);
    const made = await fetch(`${server.url}/api/readings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ spread_id: 'three-cards', question: 'What does the week hold?' }),
    });
    expect(made.status).toBe(201);
    const { reading } = (await made.json()) as { reading: { id: string } };
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    const errors = watchErrors(page);

    await page.goto(server.url);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${server.url}/reading`);
    await page.goto(`${server.url}/reading/${reading.id}`);
    await page.getByRole('heading', { name: 'Past, Present, Future' }).waitFor();
    await page.locator('.detail__question', { hasText: 'What does the week hold?' }).waitFor();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    await page.getByText('Users in all').waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    // The listener hears a violation: a string written to an HTML sink is refused and reported.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await context.close();
  });

  it('is kept by the app inside Telegram', async () => {
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await openInTelegram(page, server.url, {
      botToken: TEST_BOT_TOKEN,
      user: { id: 880_777_001, first_name: 'Ada', username: 'ada_csp', language_code: 'en' },
    });
    await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();
    // Inside Telegram each onboarding step's action is Telegram's MainButton (ADR 0049).
    await expect.poll(() => bottomButton(page)).toBe('Continue');
    await press(page, 'main');
    const terms = page.getByRole('heading', { level: 1, name: 'A few words between us' });
    await terms.waitFor();
    // Telegram's web clients send CSS for the SDK to write into a <style> by innerHTML; the app declines it.
    await emit(page, 'set_custom_style', 'body { outline: 3px solid red; }');
    await emit(page, 'theme_changed', { theme_params: TELEGRAM_DARK_THEME });
    await terms.waitFor();
    await page.getByRole('button', { name: 'Terms of Service' }).waitFor();
    expect(violations).toEqual([]);
    expect(await page.locator('#telegram-custom-styles').count()).toBe(0);
    await context.close();
  });
});
