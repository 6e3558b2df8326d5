/** /admin (spec §2, §4): "Verifying admin access...", then the panel for admins or "Access Denied". */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { iconOf } from './support/icons.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram } from './support/telegram.js';

const ADMIN_TELEGRAM_ID = 4_040_404;

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    ADMIN_TELEGRAM_IDS: String(ADMIN_TELEGRAM_ID),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

describe('/admin', () => {
  it('denies a signed-in person who is not an admin, with no navigation, and goes home', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access denied').waitFor();
    await page.getByText('You do not have permission to access this area.').waitFor();
    expect(await page.locator('.tab-bar, .top-nav').count()).toBe(0);
    // The shield is an SVG of its own size, not "⛨" (an empty box where the font has no such glyph).
    const gate = page.getByRole('alert');
    expect(await iconOf(gate.locator('svg').first())).toMatchObject({
      svg: true,
      visible: true,
      width: 56,
      height: 56,
    });
    expect(await iconOf(gate.locator('svg').first()).then((i) => i.shapes)).toBeGreaterThan(0);
    expect(await gate.textContent()).not.toMatch(/[\u2190-\u2bff]/u);
    await screenshot(page, 'admin-denied-360-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.url}/reading`);
    await context.close();
  });

  it('lets an admin (ADMIN_TELEGRAM_IDS) in after "Verifying admin access..."', async () => {
    const context = await newContext(browser, { width: 1280, dark: true });
    const page = await context.newPage();
    const user = { id: ADMIN_TELEGRAM_ID, first_name: 'Ada', language_code: 'en' };
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    for (const [path, body] of [
      ['/api/user/locale', { locale: 'en' }],
      ['/api/user/terms', { accepted: true }],
      ['/api/user/arcana/skip', {}],
    ] as const) {
      await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    }
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/admin/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/admin');
    await page.getByText('Verifying admin access...').waitFor();
    release();
    await page.getByRole('heading', { name: 'Admin' }).waitFor();
    await expect(page.getByText('Access Denied').count()).resolves.toBe(0);
    await context.close();
  });
});
