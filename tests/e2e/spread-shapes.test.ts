/**
 * The spreads' shapes as the reveal lays them (design review 6, problems 2, 7 and 10): the Celtic
 * Cross's challenge lies across the present's lower part, so the present's top 55 % (its figure and
 * title) stays in sight, at 360 and 1280 px; at 1280 the staff stands past a gutter of at least 32 px
 * and rises from the cross's foot (self beside the foundation); no label lies on a card or another
 * label. Two Paths reads top-down (design review 11): where you stand on top, each path a column
 * that reads down under its name (the person's, or "Path A"/"Path B"), what helps you choose the lowest,
 * in the reveal and on the detail page. The pinned strip marks the present with the outline of a card
 * lying across it and fades 16 px at an edge with more past it. Shots of each reveal at 360 and 1280 px,
 * light, dark and in Telegram's dark theme, the Year Ahead at 360 among them. Every reveal, once turned,
 * counts exactly "N of N cards turned" (support/reveal-turns.ts).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { ARTIFACTS, launchBrowser, newContext, screenshot } from './support/browser.js';
import { seedReadings } from './support/fixtures.js';
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

/** Tokens for every draw below, as purchases would have given them. */
function setBalance(where: { id?: number; telegramId?: number }) {
  const db = new Database(join(server.dataDir, 'tarot.db'));
  db.pragma('busy_timeout = 5000');
  if (where.id) db.prepare('update users set token_balance = 200 where id = ?').run(where.id);
  else db.prepare('update users set token_balance = 200 where telegram_id = ?').run(String(where.telegramId));
  db.close();
}

async function person(): Promise<TestAccount> {
  const a = await register(server.url, { onboarded: true });
  await post('/api/user/preferences/confirmation', { show_confirmation: false }, a.access_token);
  setBalance({ id: a.user.id });
  return a;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** The laid cards (as they lie, turned ones by their turned box), their labels and column heads. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const root = document.querySelector('.spread-layout') as Element;
    return {
      cards: [...root.querySelectorAll('[data-testid="spread-card"]')].map((li) => ({
        position: li.getAttribute('data-position') ?? '',
        crosses: li.getAttribute('data-crosses'),
        card: box(li.querySelector('.spread-layout__card') as Element),
      })),
      // A label by its words as drawn (its box may reach into the gap beside its card).
      labels: [...root.querySelectorAll('.spread-layout__label')].map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        return {
          position: el.getAttribute('data-position') ?? '',
          box: {
            left: Math.min(...lines.map((r) => r.left)),
            right: Math.max(...lines.map((r) => r.right)),
            top: Math.min(...lines.map((r) => r.top)),
            bottom: Math.max(...lines.map((r) => r.bottom)),
          },
        };
      }),
      heads: [...root.querySelectorAll('[data-testid="spread-head"]')].map((el) => ({
        of: el.getAttribute('data-of') ?? '',
        text: el.textContent ?? '',
        caps: getComputedStyle(el).fontVariantCaps,
        box: box(el),
      })),
    };
  });
}
type Measured = Awaited<ReturnType<typeof measure>>;

/** No label on a card or on another label, no head on a card or a label. */
function expectNothingOnLabels({ cards, labels, heads }: Measured, where: string) {
  for (const label of labels) {
    for (const other of cards)
      expect(
        overlap(label.box, other.card),
        `${where}: ${label.position} on the card ${other.position}`,
      ).toBe(false);
    for (const other of labels)
      if (other !== label)
        expect(overlap(label.box, other.box), `${where}: ${label.position} on ${other.position}`).toBe(false);
  }
  for (const head of heads)
    for (const other of [...cards.map((c) => c.card), ...labels.map((l) => l.box)])
      expect(overlap(head.box, other), `${where}: the head over ${head.of}`).toBe(false);
}

const STAFF = ['self', 'environment', 'hopes_fears', 'outcome'];

describe.each([360, 1280])('the Celtic Cross at %i px', (width) => {
  it('keeps the present’s top 55 % in sight and every label clear', async () => {
    const context = await newContext(browser, { width });
    const page = await context.newPage();
    await openSignedIn(page, server.url, await person(), '/reading');
    await draw(page, 'Celtic Cross');
    await turnAll(page);
    const laid = await measure(page);
    const at = new Map(laid.cards.map((c) => [c.position, c.card]));
    const present = at.get('present') as Box;
    const challenge = at.get('challenge') as Box;
    // The challenge lies across the present, below its top 55 %.
    expect(overlap(present, challenge)).toBe(true);
    expect(challenge.top).toBeGreaterThanOrEqual(present.top + 0.55 * (present.bottom - present.top) - 0.5);
    expectNothingOnLabels(laid, `Celtic Cross at ${width}`);
    if (width >= 1024) {
      // The staff past a gutter, its foot beside the foundation: two figures, not one grid.
      const cross = laid.cards.filter((c) => !STAFF.includes(c.position)).map((c) => c.card);
      const staff = laid.cards.filter((c) => STAFF.includes(c.position)).map((c) => c.card);
      const gutter = Math.min(...staff.map((b) => b.left)) - Math.max(...cross.map((b) => b.right));
      expect(gutter).toBeGreaterThanOrEqual(32);
      expect(Math.abs((at.get('self') as Box).top - (at.get('foundation') as Box).top)).toBeLessThan(1);
      expect((at.get('outcome') as Box).top).toBeLessThan((at.get('crown') as Box).top - 1);
    }
    await page.locator('.spread-layout').screenshot({
      path: join(ARTIFACTS, 'screens', `shapes-celtic-spread-${width}-light.png`),
    });
    await context.close();
  });
});

describe('the pinned strip of the Celtic Cross at 360 px', () => {
  it('marks the present with the outline of a card across it, and fades where more lies past an edge', async () => {
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, await person(), '/reading');
    await draw(page, 'Celtic Cross');
    await turnAll(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const bar = page.locator('.pinned-spread__bar');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const row = page.locator('.pinned-spread__cards');
    await row.evaluate((el) => {
      el.scrollLeft = 0;
    });
    const marker = await page.evaluate(() => {
      const box = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
      const thumbs = [...document.querySelectorAll('.pinned-spread__cards li')];
      const marked = thumbs.flatMap((li, i) => (li.querySelector('.pinned-spread__cross') ? [i] : []));
      const first = thumbs[0] as Element;
      const mark = first.querySelector('.pinned-spread__cross');
      const style = mark ? getComputedStyle(mark) : null;
      return {
        marked,
        thumb: box(first.querySelector('img') as Element),
        mark: mark ? box(mark) : null,
        fill: style?.backgroundColor ?? '',
        border: style?.borderTopWidth ?? '',
      };
    });
    // One mark, on the present (the first thumbnail): a card lying across its middle, 60 % of its size,
    // drawn in outline (a see-through fill), not a solid chip.
    expect(marker.marked).toEqual([0]);
    const { thumb, mark } = marker;
    if (!mark) throw new Error('no mark');
    expect(Math.abs((mark.left + mark.right) / 2 - (thumb.left + thumb.right) / 2)).toBeLessThan(1);
    expect(Math.abs((mark.top + mark.bottom) / 2 - (thumb.top + thumb.bottom) / 2)).toBeLessThan(1);
    expect(mark.bottom - mark.top).toBeCloseTo(0.6 * (thumb.right - thumb.left), 0);
    expect(mark.right - mark.left).toBeCloseTo(0.6 * (thumb.bottom - thumb.top), 0);
    expect(mark.right - mark.left).toBeGreaterThan(mark.bottom - mark.top);
    expect(marker.border).not.toBe('0px');
    expect(marker.fill).toMatch(/(rgba\(.*, 0(\.\d+)?\)|color\(.* \/ 0(\.\d+)?\)|oklab\(.* \/ 0(\.\d+)?\))/);
    // Ten thumbnails do not fit: the row fades 16 px at the end with more past it, and only there.
    const fade = () =>
      row.evaluate((el) => ({
        cls: el.className,
        mask: getComputedStyle(el).maskImage,
        fits: el.scrollWidth <= el.clientWidth,
      }));
    // Scrolled back to its start (the row had scrolled to the last card turned).
    await expect.poll(async () => (await fade()).cls).not.toContain('has-more-before');
    const start = await fade();
    expect(start.fits).toBe(false);
    expect(start.cls).toContain('has-more-after');
    expect(start.cls).not.toContain('has-more-before');
    expect(start.mask).toMatch(
      /^linear-gradient\(to right, .*calc\(100% - 16px\), (transparent|rgba\(0, 0, 0, 0\))\)$/,
    );
    await screenshot(page, 'shapes-strip-360-light', { fullPage: false });
    await row.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    await expect.poll(async () => (await fade()).cls).toContain('has-more-before');
    const end = await fade();
    expect(end.cls).not.toContain('has-more-after');
    expect(end.mask).toMatch(
      /^linear-gradient\(to left, .*calc\(100% - 16px\), (transparent|rgba\(0, 0, 0, 0\))\)$/,
    );
    await context.close();
  });
});

describe('Two Paths', () => {
  it.each([360, 1280])(
    'names its two columns over them, in the reveal and on the detail page (%i px)',
    async (width) => {
      const a = await person();
      const context = await newContext(browser, { width });
      const page = await context.newPage();
      await openSignedIn(page, server.url, a, '/reading');
      await draw(page, 'Two Paths', { paths: ['staying', 'moving to Lisbon'] });
      await turnAll(page);
      const expectHeads = async (names: [string, string], where: string) => {
        const laid = await measure(page);
        expect(laid.heads.map((h) => [h.of, h.text])).toEqual([
          ['path_a', names[0]],
          ['path_b', names[1]],
        ]);
        const at = new Map(laid.cards.map((c) => [c.position, c.card]));
        const card = (position: string) => at.get(position) as Box;
        const middle = (b: Box) => (b.left + b.right) / 2;
        // Top-down (design review 11, ADR 0096): where you stand above both paths, each path a column
        // that reads down (what it asks over what it brings), what helps you choose the lowest.
        for (const path of ['path_a', 'path_b']) {
          expect(card('situation').bottom, `${where}: 1 above ${path}`).toBeLessThanOrEqual(card(path).top);
          expect(card(path).bottom, `${where}: ${path} above what it brings`).toBeLessThanOrEqual(
            card(`${path}_brings`).top,
          );
          expect(Math.abs(middle(card(path)) - middle(card(`${path}_brings`))), where).toBeLessThan(1);
          expect(card(`${path}_brings`).bottom, `${where}: 6 lowest`).toBeLessThanOrEqual(card('advice').top);
        }
        expect(middle(card('path_a')), where).toBeLessThan(middle(card('path_b')));
        for (const head of laid.heads) {
          expect(head.caps, where).toBe('all-small-caps');
          // Over its column: centred on the path's cards, under where you stand, right above the top one.
          const top = card(head.of);
          expect(Math.abs(middle(head.box) - middle(top)), where).toBeLessThan(2);
          expect(head.box.top, where).toBeGreaterThanOrEqual(card('situation').bottom);
          expect(head.box.bottom, where).toBeLessThanOrEqual(top.top + 0.5);
        }
        expectNothingOnLabels(laid, where);
      };
      await expectHeads(['Staying', 'Moving to Lisbon'], `the reveal at ${width}`);
      await page.locator('.spread-layout').screenshot({
        path: join(ARTIFACTS, 'screens', `shapes-two-paths-spread-${width}-light.png`),
      });
      // A reading without named paths heads them "Path A" and "Path B", on the detail page.
      const [id] = seedReadings(server.dataDir, a.user.id, 1, {
        spreadId: 'decision',
        positions: ['situation', 'path_a', 'path_a_brings', 'path_b', 'path_b_brings', 'advice'],
      });
      await page.goto(`${server.url}/reading/${id}`);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="spread-head"]').length === 2);
      await page.waitForFunction(
        () => document.querySelector('[data-testid="spread-head"]')?.textContent === 'Path A',
      );
      await expectHeads(['Path A', 'Path B'], `the detail page at ${width}`);
      await screenshot(page, `shapes-two-paths-detail-${width}-light`);
      await context.close();
    },
  );
});

describe('the Year Ahead at 360 px', () => {
  it('keeps its thirteen labels apart, under their cards', async () => {
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, await person(), '/reading');
    await draw(page, 'Year Ahead');
    await turnAll(page);
    const laid = await measure(page);
    expect(laid.labels).toHaveLength(13);
    expectNothingOnLabels(laid, 'Year Ahead at 360');
    await screenshot(page, 'shapes-year-reveal-360-light');
    await context.close();
  });
});

const SHOTS = [
  ['Celtic Cross', 'celtic'],
  ['Two Paths', 'two-paths'],
  ['Year Ahead', 'year'],
] as const;

describe.each([360, 1280])('the reveals at %i px', (width) => {
  it.each(['light', 'dark'])('are shot in the %s theme', async (scheme) => {
    const a = await person();
    const context = await newContext(browser, { width, dark: scheme === 'dark' });
    const page = await context.newPage();
    await openSignedIn(page, server.url, a, '/reading');
    for (const [spread, name] of SHOTS) {
      await page.goto(`${server.url}/reading`);
      await draw(page, spread, spread === 'Two Paths' ? { paths: ['staying', 'moving to Lisbon'] } : {});
      await turnAll(page);
      expectNothingOnLabels(await measure(page), `${spread} at ${width}, ${scheme}`);
      await screenshot(page, `shapes-${name}-reveal-${width}-${scheme}`, { fullPage: width < 1024 });
    }
    await context.close();
  });

  it('are shot in Telegram’s dark theme', async () => {
    const tgUser = { id: 7_790_100 + width, first_name: 'Vera', language_code: 'en' };
    const context = await newContext(browser, { width, dark: true });
    const page = await context.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    setBalance({ telegramId: tgUser.id });
    for (const [spread, name] of SHOTS) {
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
      await page.locator('.spread-diagram').first().waitFor();
      await draw(page, spread, {
        tg: true,
        ...(spread === 'Two Paths' ? { paths: ['staying', 'moving to Lisbon'] as [string, string] } : {}),
      });
      await turnAll(page, true);
      const laid = await measure(page);
      expectNothingOnLabels(laid, `${spread} in Telegram at ${width}`);
      if (spread === 'Celtic Cross') {
        const at = new Map(laid.cards.map((c) => [c.position, c.card]));
        const present = at.get('present') as Box;
        expect((at.get('challenge') as Box).top).toBeGreaterThanOrEqual(
          present.top + 0.55 * (present.bottom - present.top) - 0.5,
        );
      }
      await screenshot(page, `shapes-${name}-reveal-${width}-tgdark`, { fullPage: width < 1024 });
    }
    await context.close();
  });
});
