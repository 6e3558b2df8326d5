/**
 * History's rows and chips (design review 7, problem 9; ADR 0085): a one-card reading's card sits in the
 * middle of the same fixed thumbnail column as a three-card fan, the chip row fades only at an edge with
 * more past it, and in Telegram each day is one grouped list with no border on any row, under filters
 * drawn as Learn's text tabs (design review 11 #6, ADR 0094). In a browser a day is one container at
 * every width too (design review 11 #9), its sticky title on the page's own sky, and from 900 px each
 * row's time sits under its title (design review 8 #9).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { lastNoon, seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME } from './support/telegram.js';

const DAY = 24 * 60 * 60 * 1000;
/** "Now" for this file's seeded history and its pages: a noon, so no midnight splits "today". */
const NOON = lastNoon();

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

/** Two readings a day apart, then two three-card readings and one daily card in the minutes before NOON. */
function seedHistory(userId: number) {
  const until = NOON;
  for (const i of [0, 1])
    seedReadings(server.dataDir, userId, 1, { until, stepMs: DAY, question: () => `Older ${i}?` });
  seedReadings(server.dataDir, userId, 2, { until, question: (i) => `Will the move go well, ${i}?` });
  seedReadings(server.dataDir, userId, 1, {
    until,
    spreadId: 'daily',
    positions: ['card'],
    question: () => null,
  });
}

const rows = (page: Page) => page.getByTestId('history-row');

/** The rows' thumbnail columns and cards, measured. */
async function thumbnails(page: Page) {
  return rows(page).evaluateAll((all) =>
    all.map((row) => {
      const column = row.querySelector('.history-row__cards')?.getBoundingClientRect();
      const cards = [...row.querySelectorAll('.history-row__card')].map((c) => c.getBoundingClientRect());
      const text = row.querySelector('.history-row__text')?.getBoundingClientRect();
      return {
        cards: cards.length,
        columnWidth: column?.width ?? 0,
        before: (cards[0]?.left ?? 0) - (column?.left ?? 0),
        after: (column?.right ?? 0) - (cards.at(-1)?.right ?? 0),
        gapToText: (text?.left ?? 0) - (cards.at(-1)?.right ?? 0),
      };
    }),
  );
}

/** "#17212b" as getComputedStyle gives it: "rgb(23, 33, 43)". */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** Each filter's frame as drawn: its border, its fill and its underline (an inset shadow). */
const filterLooks = (page: Page) =>
  page
    .getByTestId('history-chips')
    .getByRole('button')
    .evaluateAll((all) =>
      all.map((b) => {
        const style = getComputedStyle(b);
        return {
          name: b.textContent?.trim(),
          pressed: b.getAttribute('aria-pressed') === 'true',
          border: style.borderTopWidth,
          fill: style.backgroundColor,
          colour: style.color,
          underline: style.boxShadow,
        };
      }),
    );

const fadeOf = (row: Locator) =>
  row.evaluate((el) => ({
    before: el.classList.contains('has-more-before'),
    after: el.classList.contains('has-more-after'),
    mask: getComputedStyle(el).maskImage,
  }));

/**
 * Each day's title is as wide as its rows and starts where they do, and wears the page's own background
 * (no band of its own); a day's rows are one bordered container with hairlines (no row a card of its
 * own) at every width; from 900 px each row's time sits under its title, opening the meta line (design
 * review 8 #9, review 11 #9).
 */
async function expectDayLayout(page: Page, width: number) {
  const sky = await page.evaluate(() => getComputedStyle(document.body).backgroundImage);
  const days = await page.locator('section.history__day').evaluateAll((all) =>
    all.map((day) => {
      const title = getComputedStyle(day.querySelector('h2') as Element);
      const band = (day.querySelector('h2') as Element).getBoundingClientRect();
      const list = day.querySelector('ol') as Element;
      const box = list.getBoundingClientRect();
      const style = getComputedStyle(list);
      const rows = [...list.querySelectorAll<HTMLElement>('[data-testid="history-row"]')].map((row) => {
        const title = (row.querySelector('.history-row__title') as Element).getBoundingClientRect();
        const time = (row.querySelector('.history-row__time') as Element).getBoundingClientRect();
        const meta = (row.querySelector('.history-row__meta') as Element).getBoundingClientRect();
        const own = getComputedStyle(row);
        return {
          border: own.borderTopWidth,
          background: own.backgroundColor,
          left: row.getBoundingClientRect().left,
          right: row.getBoundingClientRect().right,
          timeBelowTitle: time.top - title.bottom,
          timeFromTitle: time.left - title.left,
          timeToMeta: Math.abs(time.top - meta.top),
        };
      });
      const hairline = list.children[1] ? getComputedStyle(list.children[1], '::before').height : null;
      return {
        sky: title.backgroundImage,
        blur: title.backdropFilter,
        band: [band.left, band.right],
        list: [box.left, box.right],
        border: style.borderTopWidth,
        radius: style.borderTopLeftRadius,
        hairline,
        rows,
      };
    }),
  );
  expect(days.length).toBeGreaterThanOrEqual(2);
  expect(sky).toContain('radial-gradient');
  for (const day of days) {
    expect(Math.abs((day.band[0] ?? 0) - (day.list[0] ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((day.band[1] ?? 0) - (day.list[1] ?? 0))).toBeLessThanOrEqual(1);
    expect(day).toMatchObject({ sky, blur: 'none', border: '1px' });
    expect(Number.parseFloat(day.radius)).toBeGreaterThan(0);
    for (const row of day.rows) {
      expect(row).toMatchObject({ border: '0px', background: 'rgba(0, 0, 0, 0)' });
      expect(row.left).toBeGreaterThanOrEqual(day.list[0] ?? 0);
      expect(row.right).toBeLessThanOrEqual(day.list[1] ?? 0);
      if (width < 900) continue;
      // The time is under the title, at its left edge, on the meta's line.
      expect(row.timeBelowTitle).toBeGreaterThanOrEqual(-1);
      expect(Math.abs(row.timeFromTitle)).toBeLessThanOrEqual(1);
      expect(row.timeToMeta).toBeLessThanOrEqual(4);
    }
    if (day.rows.length > 1) expect(day.hairline).toBe('1px');
  }
}

describe('history rows', () => {
  it('centres a one-card reading’s card in the fixed thumbnail column, and fades the chip row only where it goes on', async () => {
    const account = await register(server.url, { onboarded: true });
    seedHistory(account.user.id);
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOON);
      await openSignedIn(page, server.url, account, '/history');
      await rows(page).first().waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.history-row__card')].every((img) => img.complete),
      );
      const measured = await thumbnails(page);
      const one = measured.find((m) => m.cards === 1);
      const three = measured.find((m) => m.cards === 3);
      if (!one || !three) throw new Error(`no one-card and three-card rows: ${JSON.stringify(measured)}`);
      // Every row's column is as wide; the fan fills it, the lone card sits in its middle.
      expect(new Set(measured.map((m) => Math.round(m.columnWidth))).size).toBe(1);
      // (The fan's outer cards lean out a few pixels past the column, as much on either side.)
      expect(Math.abs(three.before - three.after)).toBeLessThanOrEqual(1);
      expect(Math.abs(three.before)).toBeLessThanOrEqual(6);
      expect(Math.abs(one.before - one.after)).toBeLessThanOrEqual(1);
      // Between the lone card and its text: half the fan's spare width and the row's gap, not ~50 px.
      expect(one.gapToText).toBeLessThanOrEqual(width < 768 ? 24 : 30);
      console.info(`history at ${width} px: one-card gap to text ${Math.round(one.gapToText)} px`);
      await expectDayLayout(page, width);
      await screenshot(page, `history2-rows-${width}-${dark ? 'dark' : 'light'}`);
      if (width === 360) {
        // Today's title stays at the top while its rows pass under it, on the page's sky (in a short
        // window, so that the page can scroll that far).
        const viewport = page.viewportSize();
        await page.setViewportSize({ width, height: 400 });
        const today = page.getByRole('heading', { level: 2, name: 'Today' });
        await today.evaluate((h) => window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top + 60));
        await expect.poll(() => today.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(0);
        await screenshot(page, `history2-sticky-360-${dark ? 'dark' : 'light'}`, { fullPage: false });
        await page.evaluate(() => window.scrollTo(0, 0));
        if (viewport) await page.setViewportSize(viewport);
        // The chip row goes on past the right edge: that edge fades, the start stays sharp.
        const chips = page.getByTestId('history-chips');
        await expect.poll(() => fadeOf(chips)).toMatchObject({ before: false, after: true });
        expect((await fadeOf(chips)).mask).not.toBe('none');
        await chips.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect.poll(() => fadeOf(chips)).toMatchObject({ before: true, after: false });
        expect((await fadeOf(chips)).mask).not.toBe('none');
        await screenshot(page, `history2-chips-end-360-${dark ? 'dark' : 'light'}`, { fullPage: false });
        await chips.evaluate((el) => el.scrollTo({ left: 0 }));
        await expect.poll(() => fadeOf(chips)).toMatchObject({ before: false, after: true });
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('draws each day in Telegram as one grouped list under text tabs: a caps header, rows with hairlines and no borders', async () => {
    for (const [width, dark] of [
      [360, true],
      [1280, true],
      [360, false],
    ] as const) {
      const theme = dark ? TELEGRAM_DARK_THEME : TELEGRAM_LIGHT_THEME;
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOON);
      const user = { id: 6_060_606 + width + (dark ? 0 : 1), first_name: 'Ida', language_code: 'en' };
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, '/');
      const token = String(
        await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
      );
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
      await post('/api/user/locale', { locale: 'en' });
      await post('/api/user/terms', { accepted: true });
      await post('/api/user/arcana/skip', {});
      const verified = (await (await post('/api/auth/verify', {})).json()) as { user: { id: number } };
      seedHistory(verified.user.id);
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, '/history');
      await rows(page).first().waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.history-row__card')].every((img) => img.complete),
      );
      // Each day's readings (today's three and yesterday's two, whenever midnight falls): one list each,
      // under its day's header in caps.
      const days = page.locator('section.history__day');
      const lists = await days.evaluateAll((all) =>
        all.map((day) => ({
          header: day.querySelector('h2')?.textContent,
          caps: getComputedStyle(day.querySelector('h2') as Element).textTransform,
          lists: day.querySelectorAll('ol').length,
          rows: day.querySelectorAll('ol [data-testid="history-row"]').length,
          fill: getComputedStyle(day.querySelector('ol') as Element).backgroundColor,
          radius: getComputedStyle(day.querySelector('ol') as Element).borderTopLeftRadius,
        })),
      );
      const section = rgb(theme.section_bg_color);
      expect(lists.length).toBeGreaterThanOrEqual(2);
      expect(lists.reduce((sum, day) => sum + day.rows, 0)).toBe(5);
      for (const day of lists) {
        expect(day).toMatchObject({ caps: 'uppercase', lists: 1, fill: section, radius: '12px' });
        expect(day.header).toMatch(/^(Today|Yesterday|[A-Z][a-z]{2} \d{1,2})$/);
      }
      expect(lists[0]?.header).toBe('Today');
      // The page lies on the secondary colour, so the lists stand out; no row has a border or a fill.
      await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(
        rgb(theme.secondary_bg_color),
      );
      const borders = await rows(page).evaluateAll((all) =>
        all.map((row) => {
          const style = getComputedStyle(row);
          return `${style.borderTopWidth} ${style.borderBottomWidth} ${style.backgroundColor}`;
        }),
      );
      expect(new Set(borders)).toEqual(new Set(['0px 0px rgba(0, 0, 0, 0)']));
      // A hairline parts the rows, starting where their text does.
      const hairline = await page
        .locator('.history__list > li:nth-child(2)')
        .first()
        .evaluate((li) => {
          const line = getComputedStyle(li, '::before');
          const text = li.querySelector('.history-row__text')?.getBoundingClientRect().left ?? 0;
          return {
            height: line.height,
            offset: li.getBoundingClientRect().left + Number.parseFloat(line.left) - text,
          };
        });
      expect(hairline.height).toBe('1px');
      expect(Math.abs(hairline.offset)).toBeLessThanOrEqual(1);
      // The lone card sits in its column's middle here too.
      const one = (await thumbnails(page)).find((m) => m.cards === 1);
      expect(Math.abs((one?.before ?? 99) - (one?.after ?? 0))).toBeLessThanOrEqual(1);
      await screenshot(page, `history2-telegram-${width}-${dark ? 'tgdark' : 'tglight'}`);

      // The filters are Telegram's text tabs, not outlined pills: no border and no fill on any, the chosen
      // one in the accent text colour over a 2 px underline (design review 11 #6).
      const looks = await filterLooks(page);
      expect(looks.slice(0, 3).map((l) => l.name)).toEqual(['All', 'Saved', 'Card of the Day']);
      for (const look of looks) expect(look).toMatchObject({ border: '0px', fill: 'rgba(0, 0, 0, 0)' });
      const [all, ...others] = looks;
      expect(all?.pressed).toBe(true);
      expect(all?.underline).toBe(`${all?.colour} 0px -2px 0px 0px inset`);
      if (dark) expect(all?.colour).toBe(rgb(theme.accent_text_color));
      expect(new Set(others.map((l) => [l.pressed, l.underline, l.colour === all?.colour].join()))).toEqual(
        new Set(['false,none,false']),
      );
      // Choosing a tab moves the underline to it and shows only its readings.
      await page.getByTestId('history-chips').getByRole('button', { name: 'Card of the Day' }).click();
      await expect.poll(() => rows(page).count()).toBe(1);
      await expect
        .poll(async () => (await filterLooks(page)).filter((l) => l.underline !== 'none').map((l) => l.name))
        .toEqual(['Card of the Day']);
      await screenshot(page, `history2-telegram-tabs-${width}-${dark ? 'tgdark' : 'tglight'}`, {
        fullPage: false,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
