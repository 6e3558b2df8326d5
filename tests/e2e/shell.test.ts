/** The bundle served by `npm start`: routes, caching and the CSP as a browser meets them. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register } from './support/accounts.js';
import { launchBrowser, newContext, watchErrors } from './support/browser.js';
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

describe('serving the mini-app', () => {
  it('answers every client route with index.html, not cached, and keeps the API answers', async () => {
    for (const path of [
      '/',
      '/verify-email',
      '/confirm-email-change',
      '/reset-password',
      '/auth/callback',
      '/ru',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/healthz`)).headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${server.url}/bot/anything`)).status).toBe(404);
  });

  it('serves hashed assets with a year of immutable caching, compressed', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('runs under the CSP with no page errors and no blocked resources', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto(server.url);
    await page.waitForSelector('main, h1');
    expect(errors).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it('redirects a signed-in person from / to /reading', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/healthz`);
    await page.evaluate(
      ([a, r]) => {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      },
      [account.access_token, account.refresh_token] as const,
    );
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/reading`);
    expect(new URL(page.url()).pathname).toBe('/reading');
    await context.close();
  });

  it('says "Session expired" and goes to / when the session cannot be renewed', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    await page.getByRole('link', { name: 'History' }).first().waitFor();
    // Both tokens go bad behind the app's back (a revoked session); the next call cannot refresh.
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.token.value');
      localStorage.setItem('refresh_token', 'revoked-refresh-token');
    });
    await page.getByRole('link', { name: 'History' }).first().click();
    await page.getByText('Session expired').waitFor();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('says "Authentication required" and leaves for / when a 401 comes with no refresh token', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/history');
    await page.getByRole('link', { name: 'Profile' }).first().waitFor();
    // The access token goes bad and there is no refresh token to renew it (spec §4.4).
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired.token.value');
      localStorage.removeItem('refresh_token');
    });
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.getByText('Authentication required').waitFor();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await context.close();
  });

  it('says "Authentication check failed" when the stored session cannot be checked at start', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/auth/verify', (route) => route.abort('internetdisconnected'));
    await openSignedIn(page, server.url, account, '/reading');
    await page.getByText('Authentication check failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('says "Failed to update user data" when the changed user cannot be stored', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/profile');
    await page.getByRole('textbox', { name: 'Display name' }).waitFor();
    // Storage is full: the stored copy of the user can no longer be written.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'user') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await page.getByRole('textbox', { name: 'Display name' }).fill('Wren');
    await page.getByRole('textbox', { name: 'Display name' }).blur();
    await page.getByText('Failed to update user data').waitFor();
    await context.close();
  });

  it('signs out every tab when one tab clears the tokens, and follows a sign-in in another tab', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser);
    const first = await context.newPage();
    await openSignedIn(first, server.url, account, '/reading');
    const second = await context.newPage();
    await second.goto(`${server.url}/history`);
    await second.getByRole('link', { name: 'Profile' }).first().waitFor();

    await first.evaluate(() => {
      localStorage.removeItem('access_token');
      localStorage.removeItem('refresh_token');
    });
    await second.waitForURL(`${server.url}/`);

    const other = await register(server.url, { onboarded: true });
    await first.evaluate(
      ([a, r]) => {
        localStorage.setItem('refresh_token', r);
        localStorage.setItem('access_token', a);
      },
      [other.access_token, other.refresh_token] as const,
    );
    await second.waitForURL(`${server.url}/reading`);
    await context.close();
  });
});
