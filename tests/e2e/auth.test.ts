/**
 * Signing in on the web: registration with the mailed verification link, sign-in, the password reset
 * from the mail, every /auth/callback case, protected routes, ?error= messages and languages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, linkIn, startFakeSmtp } from '../fakes/smtp-server.js';
import { register, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let smtp: FakeSmtp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function fresh(width = 1280, dark = false): Promise<Page> {
  const context = await newContext(browser, { width, dark });
  return context.newPage();
}

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('the landing page and e-mail sign-in', () => {
  it('shows the product and the sign-in form at every size, with no serious accessibility violations', async () => {
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const page = await fresh(width, dark);
      const errors = watchErrors(page);
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Ask the cards. Hear what they say.' }).waitFor();
      await page.locator('.landing__fan img').first().waitFor();
      await screenshot(page, `landing-${width}-${dark ? 'dark' : 'light'}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('registers, opens the verification mail and lands signed in, then onboarding asks for the terms', async () => {
    const email = uniqueEmail('web');
    const page = await fresh(360);
    await page.goto(server.url);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Your name').fill('Selene');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter an email address like name@example.com').waitFor();
    await page.getByText('8 to 128 characters').first().waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('moonlight over water');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/reading`);

    const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.text.includes('/verify-email'));
    const link = linkIn(mail, '/verify-email');
    const other = await fresh(360);
    await other.goto(link.href.replace(link.origin, server.url));
    await other.getByText('Your email is confirmed. Welcome!').waitFor();
    await screenshot(other, 'verify-email-done-360-light');
    expect(await seriousViolations(other)).toEqual([]);
    await other.getByRole('link', { name: 'Continue to your reading' }).click();
    await other.waitForURL(`${server.url}/reading`);
    // A web user who has not accepted the terms meets them first (spec §4).
    await other
      .getByRole('button', { name: /accept/i })
      .first()
      .waitFor();

    // The same link again: already used.
    const again = await fresh();
    await again.goto(link.href.replace(link.origin, server.url));
    await again.getByText('This link has already been used.', { exact: false }).waitFor();
    await page.context().close();
    await other.context().close();
    await again.context().close();
  });

  it('signs in with the form, and says so plainly when the password is wrong', async () => {
    const account = await register(server.url, { onboarded: true });
    const page = await fresh();
    await page.goto(server.url);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.getByText('The email or password is not right.').waitFor();
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL(`${server.url}/reading`);
    await page.context().close();
  });

  it('resets a forgotten password from the mail, and the new one signs in', async () => {
    const account = await register(server.url, { onboarded: true });
    const page = await fresh(360, true);
    await page.goto(server.url);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${server.url}/reset-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If an account uses ${account.email}`).waitFor();
    await screenshot(page, 'reset-sent-360-dark');

    const mail = await smtp.waitForMail(
      (m) => m.to.includes(account.email) && m.text.includes('/reset-password'),
    );
    const link = linkIn(mail, '/reset-password');
    await page.goto(link.href.replace(link.origin, server.url));
    await page.getByLabel('New password', { exact: true }).fill('a new moon rises');
    await page.getByLabel('Repeat the new password').fill('a new moon rises!');
    await page.getByText('The two passwords are not the same').waitFor();
    await page.getByLabel('Repeat the new password').fill('a new moon rises');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password is changed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const login = await fetch(`${server.url}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login', email: account.email, password: 'a new moon rises' }),
    });
    expect(login.status).toBe(200);

    await page.goto(link.href.replace(link.origin, server.url));
    await page.getByLabel('New password', { exact: true }).fill('yet another phrase');
    await page.getByLabel('Repeat the new password').fill('yet another phrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This link has already been used.', { exact: false }).waitFor();
    await page.context().close();
  });
});

describe('/auth/callback (spec §4)', () => {
  it('sends an error code to /?error=code, shown as a readable message', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/auth/callback?error=access_denied`);
    await page.waitForURL(`${server.url}/?error=access_denied`);
    await expect(page.getByTestId('landing-error').textContent()).resolves.toBe(
      'Google sign-in was cancelled.',
    );
    await page.goto(`${server.url}/?error=google_auth_failed`);
    await expect(page.getByTestId('landing-error').textContent()).resolves.toBe(
      'Google sign-in did not work. Please try again.',
    );
    await page.context().close();
  });

  it('shows any other ?error= as the generic message, never the text it carries', async () => {
    const page = await fresh();
    const generic = 'Sign-in did not work. Please try again.';
    const planted = 'Your account is suspended. Call +1 555 0100';
    await page.goto(`${server.url}/?error=${encodeURIComponent(planted)}`);
    await expect(page.getByTestId('landing-error').textContent()).resolves.toBe(generic);
    expect(await page.locator('body').textContent()).not.toContain('555 0100');
    // A provider code the callback passes through, but we have no text for.
    await page.goto(`${server.url}/auth/callback?error=interaction_required`);
    await page.waitForURL(`${server.url}/?error=interaction_required`);
    await expect(page.getByTestId('landing-error').textContent()).resolves.toBe(generic);
    await page.context().close();
  });

  it('sends a missing token to /?error=missing_tokens', async () => {
    const page = await fresh();
    for (const query of ['access_token=abc', 'refresh_token=abc', '']) {
      await page.goto(`${server.url}/auth/callback?${query}`);
      await page.waitForURL(`${server.url}/?error=missing_tokens`);
      expect(path(page)).toBe('/?error=missing_tokens');
    }
    // Spec §8's words for it.
    await expect(page.getByTestId('landing-error').textContent()).resolves.toBe(
      'Missing access or refresh token',
    );
    await page.context().close();
  });

  it('says "Failed to process token login" when the tokens of a confirmed e-mail cannot sign in', async () => {
    const page = await fresh(360);
    await page.route('**/api/auth/email/verify?*', (route) =>
      route.fulfill({
        json: { verified: true, tokens: { access_token: 'a', refresh_token: 'r' }, user: null },
      }),
    );
    // The user behind the tokens cannot be fetched: the network drops.
    await page.route('**/api/auth/verify', (route) => route.abort('internetdisconnected'));
    await page.goto(`${server.url}/verify-email?token=some-token`);
    await page.getByText('Failed to process token login').waitFor();
    await page.context().close();
  });

  it('sends tokens that fail verification, and a bad one-time code, to /?error=google_auth_failed', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/auth/callback?access_token=forged&refresh_token=forged`);
    await page.waitForURL(`${server.url}/?error=google_auth_failed`);
    await page.goto(`${server.url}/auth/callback?code=not-a-real-code`);
    await page.waitForURL(`${server.url}/?error=google_auth_failed`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.context().close();
  });

  it('signs in with valid tokens and goes to /reading, replacing the callback in history', async () => {
    const account = await register(server.url, { onboarded: true });
    const page = await fresh();
    await page.goto(`${server.url}/`);
    await page.goto(
      `${server.url}/auth/callback?access_token=${account.access_token}&refresh_token=${account.refresh_token}`,
    );
    await page.waitForURL(`${server.url}/reading`);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(account.refresh_token);
    await page.goBack();
    // Back leads past the callback: to / (which, signed in, is /reading again), never to /auth/callback.
    expect(new URL(page.url()).pathname).not.toBe('/auth/callback');
    await page.context().close();
  });
});

describe('routes and languages', () => {
  it('sends an anonymous visitor from protected routes to /', async () => {
    const page = await fresh();
    for (const route of [
      '/reading',
      '/history',
      '/profile',
      '/account',
      '/admin',
      '/reading/abc',
      '/no-such-page',
    ]) {
      await page.goto(`${server.url}${route}`);
      await page.waitForURL(`${server.url}/`);
    }
    await page.context().close();
  });

  it('opens /ru in Russian, remembers it, and loads another language only when it is chosen', async () => {
    const page = await fresh();
    await page.goto(`${server.url}/ru`);
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ru');
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.lang === 'ru');

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByLabel(/Язык|Language/).selectOption('de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
    await page.context().close();
  });
});
