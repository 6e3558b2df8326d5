/** Spec §4 "Onboarding after login" for a web account: terms, then birth date, then the reading page. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
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

const VARIANTS = [
  { width: 360, dark: false },
  { width: 360, dark: true },
  { width: 1280, dark: false },
  { width: 1280, dark: true },
] as const;

async function api(path: string, account: TestAccount, body: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
}

async function signedInPage(account: TestAccount, options: { width?: number; dark?: boolean } = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openSignedIn(page, server.url, account);
  return { page, errors, close: () => context.close() };
}

/** Onboarding shows only while the terms are unaccepted (spec §4), so the birth date comes after them. */
async function openAtBirthDate(account: TestAccount, options: { width?: number; dark?: boolean } = {}) {
  await api('/api/user/terms', account, { accepted: false });
  const opened = await signedInPage(account, options);
  await termsHeading(opened.page).waitFor();
  await opened.page.getByRole('button', { name: 'Accept and continue' }).click();
  await birthHeading(opened.page).waitFor();
  return opened;
}

const termsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'A few words between us' });
const birthHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'When were you born?' });

describe('onboarding of a fresh web account', () => {
  it('shows the terms, then the birth date with both personal arcana, then the reading page', async () => {
    const account = await register(server.url);
    const { page, errors, close } = await signedInPage(account);

    await termsHeading(page).waitFor();
    expect(await page.getByText('Step 1 of 2').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await birthHeading(page).waitFor();
    expect(await page.getByText('Step 2 of 2').isVisible()).toBe(true);
    const input = page.getByLabel('Birth date');
    expect(await input.getAttribute('min')).toBe('1900-01-01');
    expect(await seriousViolations(page)).toEqual([]);
    await input.fill('1990-07-15');
    await page.getByRole('button', { name: 'Reveal my arcana' }).click();

    // 15 → The Devil; 1+5+0+7+1+9+9+0 = 32 → 32 − 22 = 10 → Wheel of Fortune (DESIGN §6).
    await page.getByRole('heading', { level: 1, name: 'Meet your arcana' }).waitFor();
    const arcana = page.getByTestId('personal-arcana');
    expect(await arcana.getByRole('img', { name: 'The Devil' }).isVisible()).toBe(true);
    expect(await arcana.getByRole('img', { name: 'Wheel of Fortune' }).isVisible()).toBe(true);
    expect(await arcana.getByText('Arcanum 15').isVisible()).toBe(true);
    expect(await arcana.getByText('Arcanum 10').isVisible()).toBe(true);
    expect(await page.getByText('The number 22 stands for The Fool', { exact: false }).isVisible()).toBe(
      true,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid=personal-arcana] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-arcana-1280-light');

    await page.getByRole('button', { name: 'Begin my journey' }).click();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reading');
    expect(await birthHeading(page).count()).toBe(0);

    // The answers were kept: a reload goes straight to the reading page.
    await page.reload();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await termsHeading(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a birth date before 1900-01-01 and names the range', async () => {
    const account = await register(server.url);
    const { page, close } = await openAtBirthDate(account, { width: 360 });
    await page.getByLabel('Birth date').fill('1899-12-31');
    await page.getByRole('button', { name: 'Reveal my arcana' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Enter a date between 1900-01-01 and today.');
    await screenshot(page, 'onboarding-birth-date-error-360-light');
    await close();
  });

  it('lets the birth date be skipped, remembers it, and does not ask again', async () => {
    const account = await register(server.url);
    const { page, close } = await openAtBirthDate(account);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('arcana_skipped'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await birthHeading(page).count()).toBe(0);
    await close();
  });

  it('opens the full Terms of Service and Privacy Policy from the terms step', async () => {
    const account = await register(server.url);
    const { page, close } = await signedInPage(account, { width: 360 });
    await termsHeading(page).waitFor();

    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.waitFor();
    expect(await terms.locator('.legal-section').count()).toBe(22);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'onboarding-terms-modal-360-light');
    await terms.getByRole('button', { name: 'Close' }).last().click();
    await terms.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await privacy.waitFor();
    expect(await privacy.locator('table').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    // At 360 px each table row reads as a small card that names its columns.
    await privacy.locator('table').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'onboarding-privacy-table-360-light');
    await page.keyboard.press('Escape');
    await privacy.waitFor({ state: 'hidden' });
    expect(await termsHeading(page).isVisible()).toBe(true);
    await close();
  });
});

describe('onboarding screens at 360 and 1280 px, light and dark', () => {
  it('looks right at every size and scheme, with no serious accessibility violations', async () => {
    const account = await register(server.url);
    for (const variant of VARIANTS) {
      const name = `${variant.width}-${variant.dark ? 'dark' : 'light'}`;
      await api('/api/user/terms', account, { accepted: false });
      const { page, close } = await signedInPage(account, variant);
      await termsHeading(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-terms-${name}`);
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await birthHeading(page).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-birth-date-${name}`);
      await close();
    }
  });
});
