/**
 * One layout system (issue 19 item 6, ADR 0056): every signed-in page puts its content in the same
 * column, at the same left edge, with the e-mail banner above it lined up; only the admin panel and, from
 * 1024 px, a reading's page (its spread beside its text, ADR 0092) are wide, on the same centre line.
 * Measured in Chromium at 1280 and 360 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register, type TestAccount, uniqueEmail } from './support/accounts.js';
import { launchBrowser, newContext } from './support/browser.js';
import { markEmailVerified, seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';

const ADMIN_EMAIL = uniqueEmail('layout-admin');

let server: RunningServer;
let browser: Browser;
let person: TestAccount;
let admin: TestAccount;
let readingId: string;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  browser = await launchBrowser();
  person = await register(server.url, { onboarded: true });
  [readingId] = seedReadings(server.dataDir, person.user.id, 2) as [string];
  admin = await register(server.url, { onboarded: true, email: ADMIN_EMAIL });
  markEmailVerified(server.dataDir, admin.user.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Box {
  left: number;
  right: number;
}

/** The horizontal extent of everything the page put into <main>. */
async function contentBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const children = [...document.querySelectorAll('#main > *')].map((e) => e.getBoundingClientRect());
    const shown = children.filter((r) => r.width > 0);
    return {
      left: Math.round(Math.min(...shown.map((r) => r.left))),
      right: Math.round(Math.max(...shown.map((r) => r.right))),
    };
  });
}

async function bannerBox(page: Page): Promise<Box> {
  const box = await page.locator('.verify-banner').boundingBox();
  if (!box) throw new Error('the verification banner is not on screen');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

async function openAndMeasure(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(`${server.url}${path}`);
  await ready();
  return { content: await contentBox(page), banner: await bannerBox(page) };
}

describe.each([1280, 360])('at %i px', (width) => {
  it('reading, history and profile share one column, a reading its centre line, and the banner lines up', async () => {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    await openSignedIn(page, server.url, person, '/reading');
    const screens = {
      reading: await openAndMeasure(page, '/reading', () =>
        page.getByRole('button', { name: /^Draw the cards/ }).waitFor(),
      ),
      history: await openAndMeasure(page, '/history', () =>
        page.getByText('Seeded question number 1?').waitFor(),
      ),
      detail: await openAndMeasure(page, `/reading/${readingId}`, () =>
        page.getByText('The cards speak of patience.').first().waitFor(),
      ),
      profile: await openAndMeasure(page, '/profile', () =>
        page.getByRole('heading', { name: 'Preferences' }).waitFor(),
      ),
    };
    const reference = screens.reading.content;
    const { detail, ...columns } = screens;
    for (const [name, measured] of Object.entries(columns)) {
      expect(measured.content, `${name}: content edges`).toEqual(reference);
      expect(measured.banner, `${name}: banner edges`).toEqual(reference);
    }
    expect(detail.banner, 'a reading: banner edges').toEqual(detail.content);
    if (width === 1280) {
      // Centred, and a column (not the whole window) on a desktop; a reading takes the wide width.
      expect(reference.left).toBe(width - reference.right);
      expect(reference.right - reference.left).toBe(800);
      expect(detail.content.left).toBe(width - detail.content.right);
      expect(detail.content.right - detail.content.left).toBe(1056);
    } else {
      expect(detail.content).toEqual(reference);
      expect(reference.left).toBe(16);
      expect(reference.right).toBe(width - 16);
    }
    await context.close();
  });
});

it('the admin panel is wide as well, on the same centre line', async () => {
  const context = await newContext(browser, { width: 1280 });
  const page = await context.newPage();
  await openSignedIn(page, server.url, admin, '/admin');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const box = await contentBox(page);
  expect(box.right - box.left).toBe(1056);
  expect(box.left).toBe(1280 - box.right);
  await context.close();
});
