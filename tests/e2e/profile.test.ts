/** /profile (= /account): edits that persist after a reload, the arcana and analysis, preferences, sign out. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '../../core/inputs/display-name.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
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

describe('profile', () => {
  it('is the same screen at /profile and /account, and looks right in every size and scheme', async () => {
    const account = await register(server.url, { onboarded: true });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, width === 360 ? '/account' : '/profile');
      await page.getByRole('heading', { name: 'Account' }).waitFor();
      await page.getByRole('heading', { name: 'Token history' }).waitFor();
      await page.getByTestId('ledger-row').first().waitFor();
      await screenshot(page, `profile-${width}-${dark ? 'dark' : 'light'}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('refuses a display name over the limit under its field, without sending it', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/display-name')) sent.push(r.url());
    });

    const name = page.getByLabel('Display name');
    await name.fill('x'.repeat(DISPLAY_NAME_MAX + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`At most ${DISPLAY_NAME_MAX} characters`).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await context.close();
  });

  it('keeps a new display name, preferences, language and theme after a reload', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');

    await page.getByLabel('Display name').fill('Morgana');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name saved').waitFor();

    const confirmation = page.getByRole('switch', { name: /Ask before spending tokens/ });
    await expect(confirmation.isChecked()).resolves.toBe(true);
    await confirmation.uncheck();
    const reversed = page.getByRole('switch', { name: /Reversed cards/ });
    const reversedBefore = await reversed.isChecked();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/preferences/reversed-cards') && r.request().method() === 'POST',
    );
    await reversed.setChecked(!reversedBefore);
    await page.getByLabel('Theme').selectOption('dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // Saved on the server before the reload.
    await saved;

    await page.reload();
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('Morgana');
    await page.getByRole('heading', { name: 'Morgana' }).waitFor();
    await expect(page.getByRole('switch', { name: /Ask before spending tokens/ }).isChecked()).resolves.toBe(
      false,
    );
    await expect(page.getByRole('switch', { name: /Reversed cards/ }).isChecked()).resolves.toBe(
      !reversedBefore,
    );
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('heading', { name: 'Konto' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Konto' }).waitFor();
    const serverLocale = await page.evaluate(async () => {
      const res = await fetch('/api/user/locale', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return (await res.json()).locale;
    });
    expect(serverLocale).toBe('de');
    await context.close();
  });

  it('reveals both personal arcana from a birth date and writes the personality analysis', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.getByText('Enter your birth date to see your two arcana').waitFor();
    await page.getByLabel('Birth date').fill('1990-07-14');
    await page.getByRole('button', { name: 'Reveal my arcana' }).click();
    // 14 → Temperance; 1+4+0+7+1+9+9+0 = 31 → 9, the Hermit.
    await page.getByRole('heading', { name: '14. Temperance' }).waitFor();
    await page.getByRole('heading', { name: '9. The Hermit' }).waitFor();
    await page.getByRole('button', { name: 'Write my analysis' }).click();
    const text = page.getByTestId('personality-text');
    await text.waitFor();
    expect((await text.textContent())?.length).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Write it again' }).waitFor();
    await context.close();
  });

  it('changes the password, then signs out to the landing page', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.getByRole('button', { name: 'Change' }).nth(1).click();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('a different long phrase');
    await page.getByLabel('Repeat the new password').fill('a different long phrase');
    await page.getByRole('button', { name: 'Save' }).last().click();
    await page.getByText('Password saved').waitFor();

    const login = await fetch(`${server.url}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login', email: account.email, password: 'a different long phrase' }),
    });
    expect(login.status).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    await context.close();
  });
});
