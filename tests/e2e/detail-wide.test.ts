/**
 * Design review 9, problems 8 and 9 (ADR 0092): on a wide screen the reading's page lays the spread
 * beside the reading, as the reveal does, and Profile's list takes History's width; in Telegram, Save and
 * Share are rows of a short list under the spread, and "More about …" sits on the text column with its
 * chevron after its last word.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { api, completeReading } from './support/readings.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram } from './support/telegram.js';

let server: RunningServer;
let browser: Browser;
let person: TestAccount;
let readingId: string;
const QUESTION = 'Where is my path leading?';

beforeAll(async () => {
  server = await startServer({ BOT_TOKEN: TEST_BOT_TOKEN, BOT_USERNAME: 'tarot_test_bot' });
  browser = await launchBrowser();
  person = await register(server.url, { onboarded: true });
  readingId = await completeReading(server.url, person.access_token, 'three-cards', QUESTION);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.images].every((img) => img.complete));

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return { left: found.x, right: found.x + found.width, top: found.y, bottom: found.y + found.height };
}

/** Where the first line of the reading's text stands on the screen. */
const firstWords = (page: Page) =>
  page
    .locator('.detail__reading .reading-opening p')
    .first()
    .evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      const line = range.getClientRects()[0];
      return line ? line.bottom : Number.POSITIVE_INFINITY;
    });

describe('the reading page at 1280 × 800', () => {
  it('lays the spread pane beside the reading, whose first words are above the fold', async () => {
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 1280, dark });
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const errors = watchErrors(page);
      await openSignedIn(page, server.url, person, `/reading/${readingId}`);
      // The reading is whole once its reminder stands; a known situation's step may close the last card's block,
      // with no "The cards together" after it (ADR 0117).
      await page.getByTestId('part-reminder').waitFor();
      await imagesLoaded(page);
      const pane = await box(page, '.detail__pane');
      const text = await box(page, '.detail__reading');
      const spread = await box(page, '.detail__pane .spread-layout');
      // Side by side: the text column starts right of the pane, level with it, not under it.
      expect(text.left).toBeGreaterThan(pane.right);
      expect(text.top).toBeLessThan(pane.bottom);
      expect(spread.right).toBeLessThanOrEqual(pane.right);
      expect(await firstWords(page)).toBeLessThan(800);
      // Ask and Note follow the reading in its column.
      const note = await box(page, '.detail-note');
      expect(note.left).toBeGreaterThan(pane.right);
      expect(note.top).toBeGreaterThan(text.bottom);
      await screenshot(page, `detail-wide-1280-${dark ? 'dark' : 'light'}`);

      // The pane stays in view while the reading scrolls.
      await page.locator('.detail-note').scrollIntoViewIfNeeded();
      const held = await box(page, '.detail__pane');
      expect(held.top).toBeGreaterThanOrEqual(0);
      expect(held.top).toBeLessThan(800);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('keeps the phone layout at 360 px: one column, the spread over the reading', async () => {
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 360, dark, touch: true });
      const page = await context.newPage();
      await openSignedIn(page, server.url, person, `/reading/${readingId}`);
      // The reading is whole once its reminder stands; a known situation's step may close the last card's block,
      // with no "The cards together" after it (ADR 0117).
      await page.getByTestId('part-reminder').waitFor();
      await imagesLoaded(page);
      const spread = await box(page, '.detail__pane .spread-layout');
      const text = await box(page, '.detail__reading');
      expect(text.top).toBeGreaterThan(spread.bottom);
      await screenshot(page, `detail-wide-360-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }, 120_000);
});

describe('"More about …" in a card block', () => {
  it("starts where the block's text starts and carries its chevron right after its last word", async () => {
    for (const width of [360, 1280]) {
      const context = await newContext(browser, { width });
      const page = await context.newPage();
      await openSignedIn(page, server.url, person, `/reading/${readingId}`);
      const summary = page.locator('.detail-card__more summary').first();
      await summary.waitFor();
      const measure = () =>
        summary.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = [...range.getClientRects()];
          const last = lines[lines.length - 1] as DOMRect;
          const mark = (el.querySelector('.detail-card__more-mark') as HTMLElement).getBoundingClientRect();
          const text = (el.closest('.detail-card') as HTMLElement).querySelector('.detail-card__text');
          return {
            start: Math.round(el.getBoundingClientRect().left - (text?.getBoundingClientRect().left ?? 0)),
            align: getComputedStyle(el).textAlign,
            lines: new Set(lines.map((r) => Math.round(r.top))).size,
            gapAfterWord: Math.round(mark.left - last.right),
            sameLine: mark.top < last.bottom && mark.bottom > last.top,
          };
        });
      const look = await measure();
      expect(look.start).toBe(0);
      expect(look.align).toMatch(/^(start|left)$/);
      expect(look.sameLine).toBe(true);
      expect(look.gapAfterWord).toBeLessThanOrEqual(12);
      // Where the label wraps (a long name in a narrow column), the chevron still follows the last word.
      await summary.evaluate((el) => {
        (el.parentElement as HTMLElement).style.width = '9em';
      });
      const wrapped = await measure();
      expect(wrapped.lines).toBeGreaterThan(1);
      expect(wrapped.sameLine).toBe(true);
      expect(wrapped.gapAfterWord).toBeLessThanOrEqual(12);
      await context.close();
    }
  }, 60_000);
});

describe('Profile at 1280 px', () => {
  it("takes History's width on the page's centre line", async () => {
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 1280, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, person, '/history');
      const history = await box(page, '.history__day');
      await page.goto(`${server.url}/profile`);
      await page.getByRole('heading', { name: 'Preferences' }).waitFor();
      const list = await box(page, '.settings-group__list');
      expect(Math.round(list.right - list.left)).toBe(Math.round(history.right - history.left));
      expect(Math.round(list.left + list.right)).toBe(1280);
      await screenshot(page, `profile-wide-1280-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }, 60_000);
});

describe('in Telegram', () => {
  const user = { id: 6_920_001, first_name: 'Vega', language_code: 'en' };

  it('makes Save and Share two rows of a list under the spread, and Save toggles', async () => {
    for (const width of [360, 1280]) {
      const context = await newContext(browser, { width, dark: true });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
      const token = String(
        await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
      );
      if (width === 360) {
        await api(server.url, '/api/user/locale', token, 'POST', { locale: 'en' });
        await api(server.url, '/api/user/terms', token, 'POST', { accepted: true });
        await api(server.url, '/api/user/arcana/skip', token, 'POST', {});
      }
      const id = await completeReading(server.url, token, 'three-cards', QUESTION);
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, startParam: `reading_${id}` });
      await page.waitForURL(new RegExp(`/reading/${id}`));
      const rows = page.locator('.detail__rows');
      await rows.getByRole('button', { name: 'Save' }).waitFor();
      await rows.getByRole('button', { name: 'Share' }).waitFor();
      // No pills under the title; the list lies under the spread.
      expect(await page.locator('.detail__head .btn').count()).toBe(0);
      // Measured once the cards' images have their size; the edges may meet within a subpixel.
      await imagesLoaded(page);
      const spread = await box(page, '.detail__pane .spread-layout');
      const list = await box(page, '.detail__rows');
      expect(list.top).toBeGreaterThanOrEqual(spread.bottom - 1);
      await rows.getByRole('button', { name: 'Save' }).click();
      await rows.getByRole('button', { name: 'Saved' }).waitFor();
      await page.mouse.move(0, 0);
      await imagesLoaded(page);
      await screenshot(page, `detail-wide-telegram-${width}-tgdark`);
      await context.close();
    }
  }, 120_000);
});
