/**
 * The spread picker at a phone's and a desktop's width (design reviews 6 and 7, problem 6 and 5; ADR
 * 0077, 0081): rows of at least 44 px, each level one column read top to bottom at 360 and at 1280 px
 * (one left edge, the page column's), under the levels' names; a tap on Two Paths opens its purpose and
 * its fields right under the tapped row (within 200 px at 1280), with no row beside it and the in-row
 * heading no larger than the row's title; every spread's whole name is readable ("Situation, Obstacle,
 * Advice"), on one line at 360 px with the price in the subtitle; the setup's balance is the muted "10 tokens left" line, not a bordered box. The question
 * suggestions, one sideways row on a phone, fade at the right edge while more lies past it and not once
 * scrolled to the end. Inside Telegram each level is one inset list on the section's colour with
 * hairlines, and the chosen row carries a trailing check instead of a border. Shots of the setup with
 * Two Paths open at 360 and 1280 px, light, dark, Telegram dark and light.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { postApi } from './support/api.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME } from './support/telegram.js';

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

/** Every row's box, its level and whether its name is cut short. */
const measureRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.reading-spread')].map((row) => {
      const name = row.querySelector('.reading-spread__name') as HTMLElement;
      const box = row.getBoundingClientRect();
      return {
        name: name.textContent ?? '',
        level: row.closest('[data-level]')?.getAttribute('data-level') ?? '',
        left: Math.round(box.left),
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        height: box.height,
        cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
      };
    }),
  );

/** Taps Two Paths and returns how far under the tapped row its fields begin. */
async function openTwoPaths(page: Page) {
  const row = page.locator('.reading-spread', { hasText: 'Two Paths' });
  await row.scrollIntoViewIfNeeded();
  await row.click();
  await page.getByLabel('Option A').waitFor();
  return page.evaluate(() => {
    const tapped = (document.querySelector('.reading-spread.is-selected') as Element).getBoundingClientRect();
    const fields = (document.querySelector('.reading-paths') as Element).getBoundingClientRect();
    const about = (document.querySelector('#reading-spread-about') as Element).getBoundingClientRect();
    return {
      gap: fields.top - tapped.bottom,
      about: about.top - tapped.bottom,
      // Inside the row's own column: how far the fields stand in from its left and right edges.
      inset: [fields.left - tapped.left, tapped.right - fields.right],
    };
  });
}

/** The screen with Two Paths open where the tap left it, and the whole setup from its top. */
async function shoot(page: Page, name: string) {
  await screenshot(page, `${name}-open`, { fullPage: false });
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await screenshot(page, name);
}

/**
 * The question suggestions: on a phone one row that scrolls sideways, its right edge faded while more
 * lies past it and sharp once scrolled to the end; on a desktop they wrap and nothing fades.
 */
async function expectChipFade(page: Page, width: number) {
  const chips = page.locator('.reading-question__examples');
  const mask = () => chips.evaluate((el) => getComputedStyle(el).maskImage);
  if (width >= 768) {
    expect(await mask()).toBe('none');
    return;
  }
  // At the start only the right edge fades: opaque from the left, transparent at the right.
  await expect
    .poll(mask)
    .toMatch(/^linear-gradient\(to right, rgb\(0, 0, 0\) calc\(100% - \d+px\), rgba\(0, 0, 0, 0\)\)$/);
  await chips.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  // At the end only the start, with chips past it, fades: the right edge is sharp.
  await expect.poll(mask).toMatch(/^linear-gradient\(to left/);
  await chips.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect.poll(mask).toMatch(/^linear-gradient\(to right, rgb/);
}

/** Inside the open row, "3. Name the two paths" is set no larger than the row's own title, "Two Paths". */
async function expectHeadingNotAboveTitle(page: Page) {
  const [title, heading] = await page.evaluate(() =>
    [
      '.reading-spread.is-selected .reading-spread__name',
      '.reading-spread__more .reading-paths > legend',
    ].map((selector) =>
      Number.parseFloat(getComputedStyle(document.querySelector(selector) as Element).fontSize),
    ),
  );
  expect(heading).toBeGreaterThan(0);
  expect(heading).toBeLessThanOrEqual(title ?? 0);
}

/** The setup's balance: one muted line, no box around it, and nothing called "Balance". */
async function expectQuietBalance(page: Page) {
  const balance = page.getByTestId('reading-balance');
  await expect.poll(() => balance.textContent()).toBe('10 tokens left');
  const style = await balance.evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderTopWidth, outline: s.outlineStyle, background: s.backgroundColor };
  });
  expect(style.border).toBe('0px');
  expect(style.outline).toBe('none');
  expect(style.background).toBe('rgba(0, 0, 0, 0)');
  expect(await page.locator('.reading__head').textContent()).not.toContain('Balance');
  // The subtitle keeps to two lines at most, not squeezed beside a box.
  const lines = await page
    .locator('.reading__head .muted')
    .first()
    .evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
    );
  expect(lines).toBeLessThanOrEqual(2);
}

/**
 * The name outranks the price (design review 8 #10): names at 16 px or more, the price muted text with
 * no pill; In Depth from the cheapest up. Returns the first name's and price's computed styles.
 */
async function expectNameOverPrice(page: Page) {
  const looks = await page.evaluate(() =>
    [...document.querySelectorAll('.reading-spread')].map((row) => {
      const name = getComputedStyle(row.querySelector('.reading-spread__name') as Element);
      const cost = getComputedStyle(row.querySelector('.reading-spread__cost') as Element);
      return {
        size: Number.parseFloat(name.fontSize),
        weight: Number(name.fontWeight),
        font: name.fontFamily,
        costFill: cost.backgroundColor,
        costSize: Number.parseFloat(cost.fontSize),
        costWeight: Number(cost.fontWeight),
        // The count is read before the price, in the subtitle ("6 cards · 3 tokens") or the row's end.
        countFirst:
          (row.querySelector('.reading-spread__meta') as Element).getBoundingClientRect().left <
          (row.querySelector('.reading-spread__cost') as Element).getBoundingClientRect().left,
      };
    }),
  );
  for (const look of looks) {
    expect(look.size).toBeGreaterThanOrEqual(16);
    expect(look.costFill).toBe('rgba(0, 0, 0, 0)');
    expect(look.costSize).toBeLessThan(look.size);
    expect(look.costWeight).toBeLessThanOrEqual(look.weight);
    expect(look.countFirst, 'the count before the price').toBe(true);
  }
  await expect
    .poll(() => page.locator('[data-level="deep"] .reading-spread__name').allTextContents())
    .toEqual(['Shadow Work', 'Horseshoe', 'Celtic Cross', 'Year Ahead']);
  return looks[0];
}

describe.each([
  [360, false],
  [360, true],
  [1280, false],
  [1280, true],
])('the picker at %i px (dark: %s)', (width, dark) => {
  it('lists the spreads as rows, opens Two Paths under the tapped row, and keeps the balance a quiet line', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width, dark });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openSignedIn(page, server.url, account, '/reading');
    await page.locator('.reading-spread').first().waitFor();
    await expectQuietBalance(page);

    const rows = await measureRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const row of rows) {
      expect(row.height, row.name).toBeGreaterThanOrEqual(44);
      expect(row.cut, `${row.name} is cut short`).toBe(false);
    }
    // Each level is one column, on a phone and on a desktop: one left edge (the page column's, where
    // the question field starts), its rows read top to bottom.
    const column = await page
      .locator('#reading-question')
      .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    for (const level of ['beginner', 'intermediate', 'deep']) {
      const own = rows.filter((r) => r.level === level);
      expect(new Set(own.map((r) => r.left)).size, level).toBe(1);
      expect(Math.abs((own[0]?.left ?? 0) - column), level).toBeLessThanOrEqual(1);
      for (const [i, row] of own.slice(1).entries())
        expect(row.top, `${row.name} under ${own[i]?.name}`).toBeGreaterThanOrEqual(own[i]?.bottom ?? 0);
    }
    await expect
      .poll(() => page.locator('.reading-spreads__level-name').allTextContents())
      .toEqual(['Beginner', 'Intermediate', 'In depth']);
    await expectNameOverPrice(page);
    // On a phone the price is in the subtitle, as in Telegram, so every name keeps one line (review 11 #9).
    if (width <= 480) await expectOneLineNames(page);
    await expectChipFade(page, width);

    const opened = await openTwoPaths(page);
    expect(opened.about).toBeGreaterThanOrEqual(0);
    expect(opened.gap).toBeGreaterThanOrEqual(0);
    expect(opened.gap).toBeLessThanOrEqual(width >= 1024 ? 200 : 300);
    // The fields lie in the row's own column.
    for (const inset of opened.inset) expect(inset).toBeGreaterThanOrEqual(0);
    console.info(`picker at ${width}: Two Paths fields ${Math.round(opened.gap)} px under the tapped row`);
    // Rows do not move sideways as one opens, and none stands beside the open row.
    const after = await measureRows(page);
    expect(after.map((r) => r.left)).toEqual(rows.map((r) => r.left));
    const open = await page.locator('.reading-spread-item.is-selected').boundingBox();
    if (!open) throw new Error('no open row');
    const beside = after.filter(
      (r) => r.top < open.y + open.height && r.bottom > open.y && r.name !== 'Two Paths',
    );
    expect(beside.map((r) => r.name)).toEqual([]);
    await expectHeadingNotAboveTitle(page);
    if (width <= 480) await expectOneLineNames(page);
    await shoot(page, `picker3-setup-${width}-${dark ? 'dark' : 'light'}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Each spread's name takes one line: its text lies in line boxes of a single top. */
async function expectOneLineNames(page: Page) {
  const lines = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.reading-spread__name')].map((name) => {
        const range = document.createRange();
        range.selectNodeContents(name);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return [name.textContent, tops.size];
      }),
    ),
  );
  expect(Object.keys(lines).length).toBeGreaterThan(5);
  expect(lines).toEqual(Object.fromEntries(Object.keys(lines).map((name) => [name, 1])));
}

describe.each([
  ['dark', 360, TELEGRAM_DARK_THEME],
  ['light', 360, TELEGRAM_LIGHT_THEME],
  ['dark', 1280, TELEGRAM_DARK_THEME],
  ['light', 1280, TELEGRAM_LIGHT_THEME],
] as const)("in Telegram's %s theme at %i px", (scheme, width, theme) => {
  it('draws each level as one inset list and marks the chosen row with a check, not a border', async () => {
    const tgUser = {
      id: 7_790_300 + width + (scheme === 'dark' ? 1 : 0),
      first_name: 'Mira',
      language_code: 'en',
    };
    const context = await newContext(browser, { width, dark: scheme === 'dark' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const options = { botToken: TEST_BOT_TOKEN, user: tgUser, theme };
    await openInTelegram(page, server.url, options, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await openInTelegram(page, server.url, options, '/reading');
    await page.locator('.reading-spread').first().waitFor();
    await expectQuietBalance(page);
    // Names as Telegram's cell titles: the system sans at 16-17 px, weight 500.
    const name = await expectNameOverPrice(page);
    expect(name?.font).toMatch(/^system-ui/);
    expect(name?.size).toBeLessThanOrEqual(17);
    expect(name?.weight).toBe(500);
    // Every name on one line: the price is in the subtitle, the row's end holds only the check (review 9 #7).
    await expectOneLineNames(page);
    // The longest name keeps its line on the chosen row too, beside the check.
    await page.locator('.reading-spread', { hasText: 'Situation, Obstacle, Advice' }).click();
    await page.locator('.reading-spread-item.is-selected .reading-spread__check svg').waitFor();
    await expectOneLineNames(page);
    await openTwoPaths(page);
    await expectOneLineNames(page);

    const look = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--tg-theme-section-bg-color)';
      document.body.append(probe);
      const section = getComputedStyle(probe).color;
      probe.remove();
      // Each level is one inset list, at every width.
      const lists = [...document.querySelectorAll('.reading-spreads__cards')].map((list) => {
        const s = getComputedStyle(list);
        const box = list.getBoundingClientRect();
        return {
          background: s.backgroundColor,
          radius: s.borderTopLeftRadius,
          left: box.left,
          width: box.width,
        };
      });
      const items = [...document.querySelectorAll('.reading-spread-item')];
      const chosen = document.querySelector('.reading-spread-item.is-selected') as Element;
      const hairline = getComputedStyle(items[1] as Element, '::before');
      return {
        section,
        lists,
        border: getComputedStyle(chosen).borderTopWidth,
        shadow: getComputedStyle(chosen).boxShadow,
        checks: items.map((item) => item.querySelector('.reading-spread__check svg') !== null),
        chosenIndex: items.indexOf(chosen),
        hairline: hairline.height,
        // The shapes: filled with the hint colour at 30 %, not the web's accent.
        shape: getComputedStyle(document.querySelector('.reading-spread .spread-diagram__card') as Element)
          .backgroundColor,
        // Two Paths' names: two borderless rows of the list, a hairline above each, label and field on one line.
        fields: [...document.querySelectorAll('.reading-paths .field')].map((field) => {
          const input = field.querySelector('input') as Element;
          const label = (field.querySelector('label') as Element).getBoundingClientRect();
          const box = input.getBoundingClientRect();
          return {
            border: getComputedStyle(input).borderTopWidth,
            fill: getComputedStyle(input).backgroundColor,
            hairline: getComputedStyle(field, '::before').height,
            sameLine: Math.abs(label.top + label.height / 2 - (box.top + box.height / 2)) <= 2,
            inputLeft: Math.round(box.left),
            height: box.height,
          };
        }),
      };
    });
    const hint = (theme.hint_color.match(/[0-9a-f]{2}/gi) ?? []).map((h) => Number.parseInt(h, 16));
    const shape = (look.shape.match(/[\d.]+/g) ?? []).map(Number);
    expect(shape, look.shape).toHaveLength(4);
    // (rgba() in 0-255 or color(srgb) in 0-1, as the browser serialises the mix.)
    const scale = look.shape.startsWith('rgba') ? 1 : 255;
    for (const [i, c] of hint.entries()) expect(Math.abs((shape[i] ?? 0) * scale - c)).toBeLessThan(2);
    expect(shape[3]).toBeCloseTo(0.3, 2);
    expect(look.fields).toHaveLength(2);
    for (const field of look.fields) {
      expect(field).toMatchObject({
        border: '0px',
        fill: 'rgba(0, 0, 0, 0)',
        hairline: '1px',
        sameLine: true,
      });
      expect(field.height).toBeGreaterThanOrEqual(44);
    }
    expect(look.fields[0]?.inputLeft).toBe(look.fields[1]?.inputLeft);
    expect(look.lists).toHaveLength(3);
    expect(new Set(look.lists.map((l) => `${l.left} ${l.width}`)).size).toBe(1);
    for (const list of look.lists) {
      expect(list.background).toBe(look.section);
      expect(list.radius).toBe('12px');
    }
    expect(look.border).toBe('0px');
    expect(look.shadow).toBe('none');
    expect(look.hairline).toBe('1px');
    // Only the chosen row has the check.
    expect(look.checks.filter(Boolean)).toHaveLength(1);
    expect(look.checks[look.chosenIndex]).toBe(true);
    await expect
      .poll(() =>
        page
          .locator('.reading-spread-item.is-selected .reading-spread__check svg')
          .evaluate((svg) => svg.getBoundingClientRect().width),
      )
      .toBeGreaterThan(10);
    await expectHeadingNotAboveTitle(page);
    await shoot(page, `picker3-setup-${width}-tg${scheme}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
