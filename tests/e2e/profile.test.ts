/**
 * /profile (= /account) as Telegram-style grouped settings (design review 2 #7): edits that persist after
 * a reload, the name saved on leaving its field, language and theme from a list sheet, the arcana and
 * analysis, preferences, sign out.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '../../core/inputs/display-name.js';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { contrastRatio } from './support/contrast.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME } from './support/telegram.js';

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
      // Every settings row is a finger tall; a group's header is small caps, not a display heading.
      await page.getByRole('switch', { name: /Reversed cards/ }).waitFor();
      const heights = await page
        .locator('.settings-row, .settings-group__list > .switch-row')
        .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(8);
      for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
      const header = page.getByRole('heading', { name: 'Preferences' });
      expect(await header.evaluate((h) => getComputedStyle(h).textTransform)).toBe('uppercase');
      expect(await header.evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize))).toBe(13);
      // No select and no name made up from the e-mail address: the header asks for a name instead.
      expect(await page.locator('select').count()).toBe(0);
      await page.getByRole('button', { name: 'Add your name' }).waitFor();
      expect(await page.locator('.profile-header').textContent()).not.toContain(account.email.split('@')[0]);
      const row = page.getByTestId('ledger-row').first();
      await row.waitFor();
      // A short date ("Nov 27" in English) under the reason, the change signed, in tabular figures.
      expect(await row.locator('.ledger-list__meta').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2} · /);
      const change = row.getByTestId('ledger-change');
      expect(await change.textContent()).toMatch(/^\+\d+$/);
      expect(await change.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain(
        'tabular-nums',
      );
      // The level's track shows even when little of it is filled: 4 px of the accent at a fifth.
      const track = page.getByRole('progressbar', { name: /progress/i });
      expect((await track.boundingBox())?.height).toBe(4);
      expect(await track.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
        /^rgba\(0, 0, 0, 0\)$|transparent/,
      );
      // Small grey helper text reads at AA (4.5:1) on its panel, in dark as in light.
      for (const hint of await page.locator('.switch-row__description').all()) {
        expect(await contrastRatio(hint)).toBeGreaterThanOrEqual(4.5);
      }
      await screenshot(page, `profile-${width}-${dark ? 'dark' : 'light'}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('in Telegram’s dark theme: the arcana switch waits for a birth date, the hints read at AA', async () => {
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const user = { id: 6_161_616, first_name: 'Iris', language_code: 'en' };
    const launch = { botToken: TEST_BOT_TOKEN, user, theme: TELEGRAM_DARK_THEME };
    await openInTelegram(page, server.url, launch, '/');
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
    await openInTelegram(page, server.url, launch, '/profile');
    const arcanaSwitch = page.getByRole('switch', { name: /Use my personal arcana in readings/ });
    await expect.poll(() => arcanaSwitch.isDisabled()).toBe(true);
    expect(await arcanaSwitch.isChecked()).toBe(false);
    await page.getByText('Add your birth date first', { exact: true }).waitFor();
    for (const hint of await page.locator('.switch-row__description, .settings-row__sub').all())
      expect(await contrastRatio(hint)).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, 'profile-telegram-dark');
    // Language is a row that opens a list sheet from the bottom edge, English ticked.
    await page.getByRole('button', { name: /^Language\s*English/ }).click();
    const languages = page.getByRole('radiogroup', { name: 'Language' });
    await expect(
      languages.getByRole('radio', { name: 'English' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    // The sheet rises from the bottom edge.
    await expect
      .poll(() =>
        page
          .locator('dialog[open]')
          .evaluate((d) => Math.round(d.getBoundingClientRect().bottom) - innerHeight),
      )
      .toBe(0);
    await screenshot(page, 'profile-language-sheet-telegram-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => languages.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
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
    // Leaving the field is what saves it; here the rule stops it first.
    await name.blur();
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

    // The name is saved when its field is left, and a ✓ says so; the header's "Add your name" takes its place.
    const name = page.getByLabel('Display name');
    await page.getByRole('button', { name: 'Add your name' }).click();
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill('Morgana');
    await name.blur();
    await page.getByRole('status').filter({ hasText: 'Name saved' }).locator('svg').waitFor();
    await page.getByRole('heading', { name: 'Morgana' }).waitFor();

    const confirmation = page.getByRole('switch', { name: /Ask before spending tokens/ });
    await expect(confirmation.isChecked()).resolves.toBe(true);
    await confirmation.uncheck();
    const reversed = page.getByRole('switch', { name: /Reversed cards/ });
    const reversedBefore = await reversed.isChecked();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/preferences/reversed-cards') && r.request().method() === 'POST',
    );
    await reversed.setChecked(!reversedBefore);
    // Theme is a row that opens a list of its choices, the current one ticked; a tap picks and closes.
    await page.getByRole('button', { name: /^Theme/ }).click();
    const themes = page.getByRole('radiogroup', { name: 'Theme' });
    await expect(
      themes.getByRole('radio', { name: 'As the system' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await themes.getByRole('radio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect.poll(() => themes.count()).toBe(0);
    await page.getByRole('button', { name: /^Theme\s*Dark/ }).waitFor();
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

    await page.getByRole('button', { name: /^Language\s*English/ }).click();
    const languages = page.getByRole('radiogroup', { name: 'Language' });
    await languages.getByRole('radio', { name: 'English' }).waitFor();
    await screenshot(page, 'profile-language-sheet-1280-dark');
    await languages.getByRole('radio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Konto' }).waitFor();
    await page.getByRole('button', { name: /^Sprache\s*Deutsch/ }).waitFor();
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
    // Without a birth date there are no arcana to use: the switch is off, disabled, and says why.
    const arcanaSwitch = page.getByRole('switch', { name: /Use my personal arcana in readings/ });
    await expect.poll(() => arcanaSwitch.isDisabled()).toBe(true);
    expect(await arcanaSwitch.isChecked()).toBe(false);
    const needs = page.getByText('Add your birth date first', { exact: true });
    await needs.waitFor();
    expect(await contrastRatio(needs)).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, 'profile-arcana-needs-date-360-light');
    await page.getByLabel('Birth date', { exact: true }).fill('1990-07-14');
    await page.getByRole('button', { name: 'Reveal my arcana' }).click();
    // 14 → Temperance; 1+4+0+7+1+9+9+0 = 31 → 9, the Hermit.
    await page.getByRole('heading', { name: '14. Temperance' }).waitFor();
    await page.getByRole('heading', { name: '9. The Hermit' }).waitFor();
    // With the date saved the switch works, on by default, and keeps what it is set to.
    await expect.poll(() => arcanaSwitch.isEnabled()).toBe(true);
    expect(await arcanaSwitch.isChecked()).toBe(true);
    expect(await needs.count()).toBe(0);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/preferences/personal-arcana') && r.request().method() === 'POST',
    );
    await arcanaSwitch.uncheck();
    await saved;
    expect(await arcanaSwitch.isChecked()).toBe(false);
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
    await page.getByTestId('password-row').click();
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
