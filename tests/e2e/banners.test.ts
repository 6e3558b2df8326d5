/**
 * Spec §2, §4, §8: the e-mail verification banner (titles, resend with its 60 s cooldown, offline and
 * failure toasts, dismissal), the pending e-mail change banner, and the footer's legal modals.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register, type TestAccount, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { iconOf } from './support/icons.js';
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

async function open(account: TestAccount, options: { width?: number; dark?: boolean } = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openSignedIn(page, server.url, account);
  await page.getByRole('heading', { name: 'Reading' }).waitFor();
  return { page, context, errors, close: () => context.close() };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

const banner = (page: Page) => page.getByTestId('verification-banner');
const changeBanner = (page: Page) => page.getByTestId('email-change-banner');
/** The visible toast as "title\ndescription". */
const toastText = async (page: Page) => {
  const toast = page.getByTestId('toast');
  const parts = [toast.locator('.toast__title'), toast.locator('.toast__description')];
  const texts = await Promise.all(parts.map(async (p) => ((await p.count()) ? p.textContent() : null)));
  return texts.filter((t) => t !== null).join('\n');
};

describe('the e-mail verification banner', () => {
  it('tells an unverified user, resends with a 60 s cooldown that survives a reload, and can be dismissed', async () => {
    const account = await register(server.url, { onboarded: true });
    const { page, errors, close } = await open(account);

    await banner(page).getByText('Email not verified', { exact: true }).waitFor();
    expect(await banner(page).textContent()).toContain(account.email);
    expect(await seriousViolations(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Resend Email' }).click();
    const cooldown = banner(page).getByRole('button', { name: /^Resend in \d+s$/ });
    await cooldown.waitFor();
    expect(await cooldown.isDisabled()).toBe(true);
    expect(await toastText(page)).toContain('Email sent');
    expect(await page.evaluate(() => localStorage.getItem('email_verification_resend_count'))).toBe('1');
    await screenshot(page, 'banners-verification-cooldown-1280-light');

    await page.reload();
    await banner(page)
      .getByRole('button', { name: /^Resend in \d+s$/ })
      .waitFor();

    const hiddenFrom = Date.now();
    await banner(page).getByRole('button', { name: 'Hide this reminder' }).click();
    await banner(page).waitFor({ state: 'detached' });
    const hiddenBy = Date.now();
    // Dismissed for 7 days from the click (ADR 0070), in the spec's own key.
    const until = Number(
      await page.evaluate(() => localStorage.getItem('email_verification_dismissed_until')),
    );
    expect(until).toBeGreaterThanOrEqual(hiddenFrom + WEEK_MS);
    expect(until).toBeLessThanOrEqual(hiddenBy + WEEK_MS);
    await page.reload();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    // Six days on it still waits; seven days on it is back. Time moves by moving the stored time back.
    const movedBack = (days: number) =>
      page.evaluate(
        (ms) =>
          localStorage.setItem(
            'email_verification_dismissed_until',
            String(Number(localStorage.getItem('email_verification_dismissed_until')) - ms),
          ),
        days * DAY_MS,
      );
    await movedBack(6);
    await page.reload();
    await page.getByRole('heading', { name: 'Reading' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await movedBack(1);
    await page.reload();
    await banner(page).getByText('Email not verified', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('is a strip of at most 48 px at 360 with a long address, its title on one line and its action whole, in every language', async () => {
    // One account (registrations are limited per hour): the language is the device's choice.
    const account = await register(server.url, {
      onboarded: true,
      email: uniqueEmail('a-rather-long-mailbox-name').replace(
        '@example.com',
        '@mail.subdomain.example-company.com',
      ),
    });
    const names: Record<string, string> = {};
    for (const locale of ['en', 'ru', 'de', 'es', 'zh']) {
      const context = await newContext(browser, { width: 360, touch: true });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account);
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.reload();
      await banner(page).waitFor();
      const box = await banner(page).boundingBox();
      expect(box?.height, locale).toBeLessThanOrEqual(48);
      const fit = await banner(page).evaluate((el) => {
        const title = el.querySelector('.mail-strip__title') as HTMLElement;
        const action = el.querySelector('.mail-strip__action') as HTMLElement;
        const close = el.querySelector('.mail-strip__close') as HTMLElement;
        const outer = el.getBoundingClientRect();
        return {
          // One line, never wrapped: a long title ends in an ellipsis (design review 5 #7).
          titleWhole: getComputedStyle(title).whiteSpace === 'nowrap',
          titleLines: Math.round(
            title.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(title).lineHeight),
          ),
          actionInside: action.getBoundingClientRect().right <= close.getBoundingClientRect().left + 1,
          closeInside: close.getBoundingClientRect().right <= outer.right + 1,
          text: title.textContent,
        };
      });
      expect(fit, locale).toMatchObject({
        titleWhole: true,
        actionInside: true,
        closeInside: true,
      });
      expect(fit.titleLines, locale).toBe(1);
      names[locale] = fit.text ?? '';
      if (locale === 'en' || locale === 'ru') {
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `banners-verification-line-360-${locale}`, { fullPage: false });
      }
      await context.close();
    }
    expect(names.en).toBe('Email not verified');
    expect(names.ru).toBe('Почта не подтверждена');

    for (const variant of VARIANTS) {
      const { page, close } = await open(account, variant);
      await banner(page).waitFor();
      const box = await banner(page).boundingBox();
      expect(box?.height).toBeLessThanOrEqual(48);
      // With room for the address, the title keeps one line and the address gives way.
      if (variant.width === 1280) {
        const title = banner(page).locator('.mail-strip__title');
        expect((await title.boundingBox())?.height).toBeLessThan(20);
        expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await screenshot(
        page,
        `banners-verification-line-${variant.width}-${variant.dark ? 'dark' : 'light'}`,
        {
          fullPage: false,
        },
      );
      await close();
    }
  });

  it('says "New email needs verification" after an e-mail change', async () => {
    const account = await register(server.url, { onboarded: true });
    const { page, close } = await open(account);
    await page.evaluate(() => sessionStorage.setItem('email_changed', 'true'));
    await page.reload();
    await banner(page).getByText('New email needs verification', { exact: true }).waitFor();
    await close();
  });

  it('refuses to resend offline and explains failures in the words of spec §8', async () => {
    const account = await register(server.url, { onboarded: true });
    const { page, context, close } = await open(account, { width: 360 });
    const resend = banner(page).getByRole('button', { name: 'Resend Email' });

    await context.setOffline(true);
    await resend.click();
    expect(await toastText(page)).toBe('Error\nNo internet connection. Please check your network.');
    await context.setOffline(false);

    await page.route('**/api/auth/email/resend', (route) => route.abort('failed'));
    await resend.click();
    await page.getByText('Network error. Please check your connection.').waitFor();
    expect(await toastText(page)).toBe('Error\nNetwork error. Please check your connection.');

    await page.unroute('**/api/auth/email/resend');
    await page.route('**/api/auth/email/resend', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await resend.click();
    await page.getByText('Failed to send email').waitFor();
    expect(await toastText(page)).toBe('Error\nFailed to send email. Check your connection and try again.');
    // Nothing was sent, so no cooldown started.
    expect(await resend.isEnabled()).toBe(true);
    await screenshot(page, 'banners-verification-error-360-light');
    await close();
  });
});

describe('the pending e-mail change banner', () => {
  async function requestChange(account: TestAccount, newEmail: string) {
    const res = await fetch(`${server.url}/api/auth/email/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.access_token}` },
      body: JSON.stringify({ new_email: newEmail, locale: 'en', password: account.password }),
    });
    expect(res.status).toBe(200);
  }

  it('shows the new address with "Check Email" opening its webmail, and dismisses it at once', async () => {
    const account = await register(server.url, { onboarded: true });
    const newEmail = uniqueEmail('ada').replace('@example.com', '@gmail.com');
    await requestChange(account, newEmail);

    for (const variant of VARIANTS) {
      const { page, close } = await open(account, variant);
      // This account is also unverified, but one banner shows at a time: the pending change first.
      await changeBanner(page).getByText(newEmail).waitFor();
      await expect.poll(() => banner(page).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `banners-one-at-a-time-${variant.width}-${variant.dark ? 'dark' : 'light'}`);
      await close();
    }

    const { page, context, close } = await open(account);
    await changeBanner(page).getByText(newEmail).waitFor();
    const box = await changeBanner(page).boundingBox();
    expect(box?.height).toBe(64);
    expect(box?.y).toBe(0);

    await context.route('https://mail.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Inbox</title>' }),
    );
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      changeBanner(page).getByRole('button', { name: 'Check Email' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://mail.google.com/');
    await popup.close();

    await changeBanner(page).getByRole('button', { name: 'Dismiss email change' }).click();
    await changeBanner(page).waitFor({ state: 'detached' });
    // With the change gone, the verification reminder takes its turn.
    await banner(page).getByText('Email not verified', { exact: true }).waitFor();
    await page.getByText('Email change dismissed').waitFor();
    expect(await toastText(page)).toBe(
      'Email change dismissed\nYou can request a new email change anytime from your account settings.',
    );
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/email/change/status', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return res.json();
    });
    expect(status.is_pending).toBe(false);
    await close();
  });

  it('shows the banner at once when the change is asked for in the profile, without moving to another screen', async () => {
    const account = await register(server.url, { onboarded: true });
    const newEmail = uniqueEmail('cleo');
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 360, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      await page.getByTestId('email-row').click();
      await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
      await page.getByLabel('Current password').fill(account.password);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await changeBanner(page).getByText(newEmail).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      await screenshot(page, `banners-change-at-once-360-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });

  it('brings the banner back with an error toast when the dismissal fails', async () => {
    const account = await register(server.url, { onboarded: true });
    await requestChange(account, uniqueEmail('bea'));
    const { page, close } = await open(account, { width: 360 });
    await changeBanner(page).waitFor();
    await page.route('**/api/auth/email/change/dismiss', (route) =>
      route.fulfill({ status: 500, json: { detail: 'Internal error' } }),
    );
    await changeBanner(page).getByRole('button', { name: 'Dismiss email change' }).click();
    await page.getByText('Failed to dismiss email change. Please try again.').waitFor();
    await changeBanner(page).waitFor();
    expect(await changeBanner(page).textContent()).toContain('Check Email');
    await close();
  });
});

describe('the footer', () => {
  it('keeps the first year of spec §9 and runs to the current one', async () => {
    const account = await register(server.url, { onboarded: true });
    const { page, close } = await open(account, { width: 1280 });
    const year = new Date().getFullYear();
    const years = year > 2025 ? `2025–${year}` : '2025';
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(`© ${years} Tarot`);
    await close();
  });
});

describe("the footer's legal modals", () => {
  it('opens the Privacy Policy and the Terms of Service with their sections', async () => {
    const account = await register(server.url, { onboarded: true });
    for (const dark of [false, true]) {
      const { page, close } = await open(account, { width: 1280, dark });
      const scheme = dark ? 'dark' : 'light';
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click();
      const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
      await privacy.waitFor();
      expect(await privacy.getByText(/^Effective date: \w+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
      const tables = await privacy
        .locator('table')
        .evaluateAll((ts) => ts.map((t) => t.querySelectorAll('tbody tr').length));
      // Information collection has the seven kinds of spec §2; privacy rights the six rights.
      expect(tables).toHaveLength(3);
      expect(tables[1]).toBe(7);
      expect(tables[2]).toBe(6);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `banners-privacy-modal-1280-${scheme}`);
      await page.keyboard.press('Escape');
      await privacy.waitFor({ state: 'hidden' });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
      const terms = page.getByRole('dialog', { name: 'Terms of Service' });
      await terms.waitFor();
      const headings = await terms.locator('.legal-section h3').allInnerTexts();
      expect(headings).toHaveLength(22);
      expect(headings[0]).toMatch(/^1\s+\S/);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `banners-terms-modal-1280-${scheme}`);
      // Its close button is an icon (an SVG drawn at 20 px), named for screen readers, and it closes.
      const closeButton = terms.locator('.modal__head').getByRole('button', { name: 'Close', exact: true });
      expect(await iconOf(closeButton)).toMatchObject({
        svg: true,
        visible: true,
        width: 20,
        height: 20,
        text: '',
      });
      expect(await iconOf(closeButton).then((i) => i.shapes)).toBeGreaterThan(0);
      await closeButton.click();
      await terms.waitFor({ state: 'hidden' });
      await close();
    }
  });
});
