/**
 * Issue 19 item 11 as a browser sees it: a paler, sparser starfield on the light sky; Delete on the
 * detail page apart from Save and Share and quieter than they are; a reading drawn without a question
 * says so instead of "choose a spread"; on a phone the landing error sits next to the form, near the top.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME } from './support/telegram.js';

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;
let person: TestAccount;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  browser = await launchBrowser();
  person = await register(server.url, { onboarded: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

const SHOTS = [
  [360, false],
  [360, true],
  [1280, false],
  [1280, true],
] as const;

const visibleStars = (page: Page) =>
  page.evaluate(
    () =>
      [...(document.querySelector('.starfield')?.querySelectorAll('.starfield__star') ?? [])].filter(
        (s) => getComputedStyle(s).display !== 'none',
      ).length,
  );

describe('design polish', () => {
  it('keeps one star in three on the light sky and all of them on the dark one', async () => {
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 360, dark });
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.locator('.starfield__star').first().waitFor({ state: 'attached' });
      await expect(visibleStars(page)).resolves.toBe(dark ? 150 : 50);
      await context.close();
    }
  });

  it('on a phone shows the landing error above the hero, next to the form it concerns', async () => {
    for (const [width, dark] of SHOTS) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await page.goto(`${server.url}/?error=google_auth_failed`);
      const alert = page.getByTestId('landing-error');
      await alert.waitFor();
      const box = await alert.boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      if (width === 360) {
        expect(box && heading && box.y < heading.y).toBe(true);
        expect(box && box.y + box.height < 780 / 2).toBe(true);
      }
      await screenshot(page, `landing-error-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });

  it('says that a reading drawn without a question has none', async () => {
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, person, '/reading');
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Draw this spread?' });
    await Promise.race([
      confirm.waitFor().then(() => confirm.getByRole('button', { name: 'Draw', exact: true }).click()),
      page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 }),
    ]);
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    const head = page.locator('.reading__head');
    await expect(head.textContent()).resolves.toContain('No question: the cards speak freely');
    await expect(head.textContent()).resolves.not.toContain('choose a spread');
    await context.close();
  });

  it('puts Delete apart from Save and Share, at the end, as a quiet destructive action', async () => {
    const [id] = seedReadings(server.dataDir, person.user.id, 1, {
      question: () => 'Where is my path leading?',
    });
    for (const [width, dark] of SHOTS) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, person, `/reading/${id}`);
      const remove = page.getByRole('button', { name: 'Delete', exact: true });
      await remove.waitFor();
      await expect(
        page.locator('.detail__actions').getByRole('button', { name: 'Delete' }).count(),
      ).resolves.toBe(0);
      const note = await page.getByRole('heading', { name: 'Your note' }).boundingBox();
      const removeBox = await remove.boundingBox();
      expect(note && removeBox && removeBox.y > note.y).toBe(true);
      const looks = await remove.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderTopWidth };
      });
      expect(looks).toEqual({ background: 'rgba(0, 0, 0, 0)', border: '1px' });
      await screenshot(page, `detail-${width}-${dark ? 'dark' : 'light'}`);
      if (width === 360 && !dark) expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('looks right in Telegram’s dark theme (landing is not shown there; the detail page is)', async () => {
    const user = { id: 5_560_001, first_name: 'Ada', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user, theme: TELEGRAM_DARK_THEME },
      '/',
    );
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    for (const [path, body] of [
      ['/api/user/locale', { locale: 'en' }],
      ['/api/user/terms', { accepted: true }],
      ['/api/user/arcana/skip', {}],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(res.ok).toBe(true);
    }
    // The access token's subject is the account id the readings are written for.
    const me = { id: Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub) };
    const [id] = seedReadings(server.dataDir, me.id, 1, { question: () => null });
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user, theme: TELEGRAM_DARK_THEME, startParam: `reading_${id}` },
      '/',
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await screenshot(page, 'detail-360-tgdark');
    await context.close();
  });
});
