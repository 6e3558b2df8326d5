/**
 * The reveal's stage on a wide screen (design review 7, problems 1, 2 and 4; design review 8, problem 6;
 * ADR 0084). Before a card is turned, at 1280 × 800 and 1280 × 720, the whole Celtic Cross and the
 * whole Year Ahead are on the first screen, every card and every label above the screen's foot, the
 * cards 56 to 83 px wide; the button says "Turn the first card", then "Turn the next card", and the hint
 * over the spread names it rather than pointing "below". Every card turned, each label takes at most
 * two lines. The Year Ahead lies as its theme over two rows of six, its months by their three letters.
 * A reversed card's label carries a "↻" named "reversed", never the word. The stage stays in view while
 * the text is read: by its top when it fits the screen, by its foot when even 56 px cards do not
 * (1280 × 600), so the column beside the text is never empty. Once all cards are up the hint says
 * exactly "N of N cards turned", on the web and in Telegram.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { draw, turnAll } from './support/reveal-turns.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram } from './support/telegram.js';

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

const post = (path: string, body: unknown, token: string) => postApi(server.url, path, body, token);

/** Tokens for the draws below, as purchases would have given them. */
function setBalance(column: 'id' | 'telegram_id', value: number) {
  const db = new Database(join(server.dataDir, 'tarot.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(`update users set token_balance = 200 where ${column} = ?`).run(
    column === 'id' ? value : String(value),
  );
  db.close();
}

/** Opens the picker with the page's timers standing still once it is up, so no card turns by itself. */
async function openPaused(page: Page, account: TestAccount) {
  await page.clock.install();
  await openSignedIn(page, server.url, account, '/reading');
  await page.locator('.spread-diagram').first().waitFor();
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Before the first turn, at the page's top: every card (the one lying across included, as turned) and
 * every label above the screen's foot, each card 56 to 83 px wide (ADR 0084).
 */
async function expectWhole(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const laid = await page.evaluate(() => ({
    screen: window.innerHeight,
    scrolled: window.scrollY,
    up: document.querySelectorAll('.spread-layout [data-face="up"]').length,
    cards: [...document.querySelectorAll('.spread-layout [data-testid="spread-card"]')].map((li) => {
      const button = li.querySelector('.spread-card') as HTMLElement;
      const box = button.getBoundingClientRect();
      return {
        position: li.getAttribute('data-position') ?? '',
        width: button.offsetWidth,
        top: box.top,
        bottom: box.bottom,
      };
    }),
    labels: [...document.querySelectorAll('.spread-layout__labels')].map((el) => ({
      position: el.closest('[data-position]')?.getAttribute('data-position') ?? '',
      bottom: el.getBoundingClientRect().bottom,
    })),
  }));
  expect(laid.scrolled, where).toBe(0);
  expect(laid.up, where).toBe(0);
  for (const card of laid.cards) {
    const at = `${where}: ${card.position}`;
    expect(card.top, at).toBeGreaterThanOrEqual(0);
    expect(card.bottom, at).toBeLessThanOrEqual(laid.screen);
    expect(card.width, at).toBeGreaterThanOrEqual(56);
    expect(card.width, at).toBeLessThanOrEqual(83);
  }
  expect(laid.labels.length, where).toBeGreaterThan(0);
  for (const label of laid.labels)
    expect(label.bottom, `${where}: the label of ${label.position}`).toBeLessThanOrEqual(laid.screen);
  return laid;
}

/** The page's turn button and the hint over the spread, as they read. */
async function turnTexts(page: Page) {
  return {
    button: await page.locator('.reading-view__turn').textContent(),
    hint: await page.getByTestId('turn-hint').textContent(),
  };
}

/** Where the stage stands once the reading's sixth card block is scrolled to the screen's middle. */
async function stageWhileReading(page: Page) {
  await page
    .getByTestId('part-card')
    .nth(5)
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return page.locator('.reading-view__stage').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { scrolled: window.scrollY, top: Math.round(box.top), bottom: Math.round(box.bottom) };
  });
}

/** The laid cards and their labels as drawn: each card's own width, each label's lines and marks. */
function measure(page: Page) {
  return page.evaluate(() => {
    const stage = document.querySelector('.reading-view__stage') as HTMLElement;
    return {
      stage: { position: getComputedStyle(stage).position, height: stage.offsetHeight },
      cards: [...document.querySelectorAll('.spread-layout [data-testid="spread-card"]')].map((li) => {
        const button = li.querySelector('.spread-card') as HTMLElement;
        const box = button.getBoundingClientRect();
        return {
          position: li.getAttribute('data-position') ?? '',
          up: button.dataset.face === 'up',
          reversed: button.classList.contains('is-reversed'),
          // Its own width, as it stands (the card lying across is turned, not narrower).
          width: button.offsetWidth,
          left: Math.round(box.left),
          top: Math.round(box.top),
        };
      }),
      labels: [...document.querySelectorAll('.spread-layout__label')].map((el) => {
        // The lines its words take (the mark is an icon, not a line of its own).
        const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const rects: DOMRect[] = [];
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...range.getClientRects());
        }
        const tops = new Set(rects.filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        const mark = el.querySelector('.spread-layout__reversed');
        return {
          position: el.getAttribute('data-position') ?? '',
          text: el.textContent ?? '',
          lines: tops.size,
          mark: mark
            ? { icon: mark.querySelector('svg') !== null, name: mark.getAttribute('aria-label') }
            : null,
        };
      }),
    };
  });
}
type Measured = Awaited<ReturnType<typeof measure>>;

/** Every card up and at least 56 px wide; every label on one or two lines, a reversed one marked "↻" (an icon). */
function expectReadable({ cards, labels }: Measured, where: string) {
  for (const card of cards) {
    expect(card.up, `${where}: ${card.position} up`).toBe(true);
    expect(card.width, `${where}: ${card.position} width`).toBeGreaterThanOrEqual(56);
  }
  const reversed = new Map(cards.map((c) => [c.position, c.reversed]));
  for (const label of labels) {
    const at = `${where}: the label of ${label.position}, "${label.text}"`;
    expect(label.lines, at).toBeGreaterThanOrEqual(1);
    expect(label.lines, at).toBeLessThanOrEqual(2);
    expect(label.text, at).not.toMatch(/reversed/i);
    if (reversed.get(label.position)) expect(label.mark, at).toEqual({ icon: true, name: 'reversed' });
    else expect(label.mark, at).toBeNull();
  }
}

/** The Year Ahead: its theme over two rows of six, each month by three letters ("4↻ Jan"). */
function expectYear({ cards, labels }: Measured, where: string) {
  const months = cards.filter((c) => c.position.startsWith('month_'));
  expect(new Set(months.slice(0, 6).map((m) => m.top)).size, where).toBe(1);
  expect(new Set(months.slice(6).map((m) => m.top)).size, where).toBe(1);
  expect(new Set(months.map((m) => m.left)).size, where).toBe(6);
  for (const label of labels.filter((l) => l.position.startsWith('month_'))) {
    expect(label.text, where).toMatch(/^\d{1,2} ?[A-Z][a-z]{2}$/);
    expect(label.lines, `${where}: "${label.text}"`).toBe(1);
  }
}

describe('the reveal at 1280 × 800 px', () => {
  it('lays the Celtic Cross and the Year Ahead whole on the first screen, then readable and held in view', async () => {
    const a = await register(server.url, { onboarded: true });
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, a.access_token);
    setBalance('id', a.user.id);
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPaused(page, a);
    await draw(page, 'Celtic Cross');
    await expectWhole(page, 'Celtic Cross at 1280 × 800');
    // The button stands beside the spread, not below it: the hint names it, to be clicked.
    expect(await turnTexts(page)).toEqual({
      button: 'Turn the first card',
      hint: 'Click “Turn the first card” to begin',
    });
    await screenshot(page, 'stage-celtic-1280x800-waiting-light', { fullPage: false });
    await page.locator('.reading-view__turn').click();
    await expect
      .poll(() => turnTexts(page))
      .toEqual({
        button: 'Turn the next card',
        hint: '1 of 10 cards turned',
      });
    await page.clock.resume();
    await turnAll(page);
    const celtic = await measure(page);
    expectReadable(celtic, 'Celtic Cross');
    // It fits the screen under the top bar: read further down, it is held by its top, beside the text.
    expect(celtic.stage.height).toBeLessThanOrEqual(800 - 76 - 16);
    expect(celtic.stage.position).toBe('sticky');
    await screenshot(page, 'stage-celtic-1280x800-light', { fullPage: false });
    const celticRead = await stageWhileReading(page);
    expect(celticRead.scrolled).toBeGreaterThan(300);
    expect(Math.abs(celticRead.top - (60 + 16))).toBeLessThanOrEqual(1);
    await screenshot(page, 'stage-celtic-1280x800-read-light', { fullPage: false });
    await page.goto(`${server.url}/reading`);
    await draw(page, 'Year Ahead');
    await turnAll(page);
    const year = await measure(page);
    expectReadable(year, 'Year Ahead');
    expectYear(year, 'Year Ahead');
    // It fits the screen: held by its top, under the top bar, beside the reading.
    expect(year.stage.height).toBeLessThanOrEqual(800 - 76 - 16);
    expect(year.stage.position).toBe('sticky');
    const yearRead = await stageWhileReading(page);
    expect(yearRead.scrolled).toBeGreaterThan(300);
    expect(Math.abs(yearRead.top - (60 + 16))).toBeLessThanOrEqual(1);
    await screenshot(page, 'stage-year-1280x800-light', { fullPage: false });
    await context.close();
  });

  it('at 1280 × 720 both spreads are whole on the first screen; at 600 px high the Celtic Cross is held by its foot', async () => {
    const a = await register(server.url, { onboarded: true });
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, a.access_token);
    setBalance('id', a.user.id);
    // A context of its own for each spread: the page's clock is the context's, and it stands still.
    const yearContext = await newContext(browser, { width: 1280, dark: true });
    const year = await yearContext.newPage();
    await year.setViewportSize({ width: 1280, height: 720 });
    await openPaused(year, a);
    await draw(year, 'Year Ahead');
    await expectWhole(year, 'Year Ahead at 1280 × 720');
    await screenshot(year, 'stage-year-1280x720-waiting-dark', { fullPage: false });
    await yearContext.close();
    const context = await newContext(browser, { width: 1280, dark: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPaused(page, a);
    await draw(page, 'Celtic Cross');
    await expectWhole(page, 'Celtic Cross at 1280 × 720');
    expect(await turnTexts(page)).toEqual({
      button: 'Turn the first card',
      hint: 'Click “Turn the first card” to begin',
    });
    await screenshot(page, 'stage-celtic-1280x720-waiting-dark', { fullPage: false });
    // Too low a screen for 56 px cards: the foot hold is the fallback, the lower cards beside the text.
    await page.setViewportSize({ width: 1280, height: 600 });
    await expect
      .poll(() =>
        page
          .locator('.spread-layout .spread-card')
          .first()
          .evaluate((el) => (el as HTMLElement).offsetWidth),
      )
      .toBe(56);
    await page.clock.resume();
    await turnAll(page);
    const held = await stageWhileReading(page);
    expect(held.scrolled).toBeGreaterThan(300);
    expect(Math.abs(held.bottom - (600 - 16))).toBeLessThanOrEqual(1);
    await screenshot(page, 'stage-celtic-1280x600-read-dark', { fullPage: false });
    await context.close();
  });

  it('does the same in Telegram’s dark theme, turned by the MainButton', async () => {
    const tgUser = { id: 7_790_900, first_name: 'Vera', language_code: 'en' };
    const context = await newContext(browser, { width: 1280, dark: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    setBalance('telegram_id', tgUser.id);
    for (const [spread, name] of [
      ['Celtic Cross', 'celtic'],
      ['Year Ahead', 'year'],
    ] as const) {
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
      await draw(page, spread, { tg: true });
      await turnAll(page, true);
      const laid = await measure(page);
      expectReadable(laid, `${spread} in Telegram`);
      if (spread === 'Year Ahead') expectYear(laid, 'Year Ahead in Telegram');
      await screenshot(page, `stage-${name}-1280x800-tgdark`, { fullPage: false });
    }
    await context.close();
  });
});
