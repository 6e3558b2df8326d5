/**
 * The reading as a ritual (issue 19 A): a card's part of the text only after that card has turned, a
 * small copy of the spread pinned while the text is read, labels under their cards, the question first
 * and the Draw action on a phone's first screen, the finished text card by card. At 360 and 1280 px,
 * light and dark, and in Telegram's dark theme. The design review's B1, B2, B6, B7: the pinned strip's
 * thumbnails upright inside it and its button beside them, nothing of the setup under the sticky Draw,
 * no caret once the text is written; the picker two tiles to a row on a phone; one card says so.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, emit, openInTelegram, press } from './support/telegram.js';

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

const accounts = new Map<string, Promise<TestAccount>>();

/**
 * One account per group of draws its welcome tokens pay for (registrations are rate-limited), with no
 * confirmation before a draw.
 */
function account(group: string): Promise<TestAccount> {
  let a = accounts.get(group);
  if (!a) {
    a = register(server.url, { onboarded: true }).then(async (made) => {
      await post('/api/user/preferences/confirmation', { show_confirmation: false }, made.access_token);
      return made;
    });
    accounts.set(group, a);
  }
  return a;
}

/** Per card, whether it is face up and whether any of its own text is on screen, in one snapshot. */
function revealState(page: Page) {
  return page.evaluate(async () => {
    const id = location.pathname.split('/').pop();
    const cards = [...document.querySelectorAll<HTMLElement>('.spread-layout [data-testid="spread-card"]')];
    const shown = document.querySelector('[data-testid="interpretation"]')?.textContent ?? '';
    return { cards: cards.map((c) => c.querySelector('[data-face]')?.getAttribute('data-face')), shown, id };
  });
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const meets = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const inside = (a: Box, b: Box) =>
  a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;

/**
 * The pinned strip as drawn: its box, each thumbnail's visible part (what its scrolling row does not
 * clip away; null when none), each thumbnail's transform, which carry the crossing mark, and the button.
 */
function stripGeometry(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const strip = document.querySelector('.pinned-spread__bar');
    const row = document.querySelector('.pinned-spread__cards');
    const button = document.querySelector('.pinned-spread__turn');
    if (!strip || !row) throw new Error('no pinned strip');
    const view = box(row);
    const thumbs = [...row.querySelectorAll('li')].map((li) => {
      const b = box(li);
      const seen = {
        left: Math.max(b.left, view.left),
        right: Math.min(b.right, view.right),
        top: Math.max(b.top, view.top),
        bottom: Math.min(b.bottom, view.bottom),
      };
      return {
        seen: seen.right - seen.left > 0.5 && seen.bottom - seen.top > 0.5 ? seen : null,
        transform: getComputedStyle(li.querySelector('img') as Element).transform,
        crossed: li.querySelector('.pinned-spread__cross') !== null,
      };
    });
    return { strip: box(strip), thumbs, button: button ? box(button) : null };
  });
}

/**
 * The Celtic Cross's strip: ten upright thumbnails inside it, the present marked with the challenge
 * lying across it, the button over none.
 */
function expectStripInOrder(strip: Awaited<ReturnType<typeof stripGeometry>>) {
  expect(strip.thumbs).toHaveLength(10);
  expect(strip.thumbs.map((t) => t.crossed)).toEqual(strip.thumbs.map((_, i) => i === 0));
  for (const [i, thumb] of strip.thumbs.entries()) {
    expect(thumb.transform, `thumbnail ${i + 1}`).toBe('none');
    if (thumb.seen) expect(inside(thumb.seen, strip.strip), `thumbnail ${i + 1}`).toBe(true);
    if (thumb.seen && strip.button)
      expect(meets(thumb.seen, strip.button), `the button on thumbnail ${i + 1}`).toBe(false);
  }
  if (strip.button) expect(inside(strip.button, strip.strip)).toBe(true);
}

async function draw(page: Page, spread: string, question = 'What should I focus on this month?') {
  await page.getByLabel('1. Ask your question').fill(question);
  await page.locator('.reading-spread', { hasText: spread }).click();
  await page.getByRole('button', { name: /^Draw the cards/ }).click();
}

describe('the reveal', () => {
  it("shows no card's part before that card is face up, and reads card by card once all have turned", async () => {
    const a = await account('reveal');
    const context = await newContext(browser, { width: 360, reducedMotion: false });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/readings') && r.status() === 201);
    await openSignedIn(page, server.url, a, '/reading');
    await draw(page, 'Past, Present, Future');
    const { reading } = (await (await created).json()) as { reading: { id: string } };
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
    const done = (await (
      await fetch(`${server.url}/api/readings/${reading.id}`, {
        headers: { authorization: `Bearer ${a.access_token}` },
      })
    ).json()) as { sections: { position: string | null; text: string }[]; cards: { position: string }[] };
    // Each card's words after its first sentence: a block leaves out a first sentence that only names
    // the position and the card its heading already names (design review 6).
    const whole = done.cards.map((c) => done.sections.find((s) => s.position === c.position)?.text ?? '');
    const own = whole.map((text) => text.slice(text.search(/[.!?]\s/) + 2));
    expect(own.every((t) => t.length > 40)).toBe(true);
    // Watch until every card is up: at no moment is a face-down card's part on screen.
    const seen: boolean[][] = [];
    for (;;) {
      const state = await revealState(page);
      seen.push(
        state.cards.map((face, k) => face === 'down' && state.shown.includes(own[k]?.slice(0, 40) ?? '')),
      );
      if (state.cards.every((f) => f === 'up')) break;
    }
    expect(seen.flat().some(Boolean)).toBe(false);
    expect(seen.length).toBeGreaterThan(1);
    // Once all are up: a block per card with its image, position, keywords and text, then the synthesis.
    const blocks = page.getByTestId('part-card');
    await expect.poll(() => blocks.count()).toBe(3);
    for (const [k, text] of own.entries()) {
      const block = blocks.nth(k);
      expect(await block.locator('img').count()).toBe(1);
      expect(await block.textContent()).toContain(text.slice(0, 60));
      // The block shows its part whole, or without its first sentence: never anything else.
      const shown = ((await block.locator('.part-card__text').textContent()) ?? '').replace(/\s+/g, '');
      const full = (whole[k] ?? '').replace(/\s+/g, '');
      expect([full, own[k]?.replace(/\s+/g, '')]).toContain(shown);
    }
    await page.getByTestId('part-synthesis').waitFor();
    // The text is written: no caret is left behind it.
    expect(await page.locator('.interpretation__caret').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns the next card on a tap, and a card turned early shows its part at once', async () => {
    const a = await account('reveal');
    const context = await newContext(browser, { width: 1280, reducedMotion: false });
    const page = await context.newPage();
    await openSignedIn(page, server.url, a, '/reading');
    await draw(page, 'Celtic Cross');
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
    const downBefore = await page.locator('.spread-layout [data-face="down"]').count();
    expect(downBefore).toBeGreaterThan(0);
    // A tap on any face-down card turns the next one: the text is read in the cards' order.
    await page.locator('.spread-layout [data-face="down"]').last().click();
    await expect
      .poll(() => page.locator('.spread-layout [data-face="down"]').count())
      .toBeLessThan(downBefore);
    await context.close();
  });
});

describe('while the text is read', () => {
  it('keeps a small copy of the spread in view and never moves the text under the reader', async () => {
    const a = await account('pinned');
    const context = await newContext(browser, { width: 360, reducedMotion: false });
    const page = await context.newPage();
    await openSignedIn(page, server.url, a, '/reading');
    await draw(page, 'Celtic Cross');
    await page.locator('.spread-layout').waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Someone reading just under the spread, scrolled out of view, with more text below: what they read
    // stays where they put it. The spread can still grow as its art and labels settle, so it is measured
    // again until the copy shows (on a loaded machine it did not, measured once).
    const pinned = page.getByTestId('pinned-spread').locator('.pinned-spread__bar');
    let at = 0;
    await expect
      .poll(
        async () => {
          const spreadBottom = await page
            .locator('.spread-layout')
            .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
          at = Math.round(spreadBottom + 20);
          await page.waitForFunction(
            (y) => document.documentElement.scrollHeight > y + window.innerHeight + 120,
            at,
            { timeout: 20_000 },
          );
          await page.evaluate((y) => window.scrollTo({ top: y }), at);
          return pinned.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // It slides in; measured once it has.
    await expect.poll(() => pinned.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // Until every card is up (however far the reveal got while the copy slid in): in view, the copy
    // shows the same cards turned as the spread, and the text stays where it was on the screen. (A
    // label under a card that turns reversed grows the spread above by a line; the browser's scroll
    // anchoring keeps the text still, so the page's offset may change, never what is read.)
    const tops: number[] = [];
    for (;;) {
      // Every thumbnail upright and, as far as it shows, inside the strip, whatever has turned.
      expectStripInOrder(await stripGeometry(page));
      const now = await page.evaluate(() => {
        const bar = document.querySelector('.pinned-spread__bar')?.getBoundingClientRect();
        // Rounded to the pixel: a sub-pixel layout may put the bar at -0.000000001.
        return {
          top: Math.round(bar?.top ?? -1),
          bottom: Math.round(bar?.bottom ?? Number.POSITIVE_INFINITY),
          up: document.querySelectorAll('.spread-layout [data-face="up"]').length,
          copied: document.querySelectorAll('.pinned-spread__cards [data-turned="true"]').length,
          text: Math.round(
            document.querySelector('[data-testid="interpretation"]')?.getBoundingClientRect().top ?? 0,
          ),
        };
      });
      expect(now.top).toBeGreaterThanOrEqual(0);
      expect(now.bottom).toBeLessThanOrEqual(780);
      expect(now.copied).toBe(now.up);
      tops.push(now.text);
      if (now.up === 10) break;
    }
    expect(new Set(tops)).toEqual(new Set([tops[0]]));
    await page.screenshot({ path: 'test-artifacts/screens/reveal-pinned-360-light.png' });
    await page.getByTestId('part-card').nth(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-artifacts/screens/reveal-blocks-360-light.png' });
    await context.close();
  });
});

describe('the pinned strip at 360 px', () => {
  it("keeps the Celtic Cross thumbnails inside it, and a thumbnail brings its card's block into view", async () => {
    const a = await account('strip');
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    // The page's own timers stand still, so no card turns by itself: only the taps below turn them. With
    // its animation frames held too, a tap is a tap at a point (no waiting for the page to be still).
    await page.clock.install();
    const tap = async (box: Box) => page.mouse.click((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    await openSignedIn(page, server.url, a, '/reading');
    await page.locator('.spread-diagram').first().waitFor();
    await page.clock.pauseAt(Date.now() + 1000);
    await draw(page, 'Celtic Cross');
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
    const down = page.locator('.spread-layout [data-face="down"]');
    expect(await down.count()).toBe(10);
    // Half the cards turned, so there is text to read below the spread.
    for (let turned = 1; turned <= 5; turned++) {
      const card = await down.last().evaluate((el) => {
        el.scrollIntoView({ behavior: 'instant', block: 'center' });
        return el.getBoundingClientRect().toJSON() as Box;
      });
      await tap(card);
      await expect.poll(() => down.count()).toBe(10 - turned);
    }
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const bar = page.locator('.pinned-spread__bar');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    // The strip has no button of its own: the page's one turn control is the sticky button under it.
    const turn = page.getByRole('button', { name: 'Turn the next card', exact: true });
    for (let left = 5; left > 0; left--) {
      const strip = await stripGeometry(page);
      expect(strip.button, `${left} face down`).toBeNull();
      expectStripInOrder(strip);
      // The next card to turn is in the row's view.
      expect(strip.thumbs[10 - left]?.seen, `${left} face down`).not.toBeNull();
      await turn.click();
      await expect.poll(() => down.count()).toBe(left - 1);
    }
    await expect.poll(() => turn.count()).toBe(0);
    expectStripInOrder(await stripGeometry(page));
    // The row fades out at an edge with more past it (here its start: the last card is in view).
    expect(
      await page.locator('.pinned-spread__cards').evaluate((el) => getComputedStyle(el).maskImage),
    ).toContain('linear-gradient');
    // A tap on the fourth thumbnail brings the fourth card's block to the top, just under the strip.
    await page.getByRole('button', { name: 'The recent past', exact: true }).click();
    const block = page.getByTestId('part-card').nth(3);
    await expect
      .poll(async () => {
        const [b, s] = [await block.boundingBox(), await bar.boundingBox()];
        return b && s ? b.y >= s.y + s.height - 1 && b.y < s.y + s.height + 40 : false;
      })
      .toBe(true);
    await page.clock.resume();
    await context.close();
  });
});

describe('inside Telegram', () => {
  it('the MainButton turns the cards while they lie face down, then opens the full reading', async () => {
    const tgUser = { id: 7_790_002, first_name: 'Vera', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await page.clock.install();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
    await page.locator('.spread-diagram').first().waitFor();
    // The cards stay face down until turned: the page's timers stand still.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    await press(page, 'main');
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
    const down = page.locator('.spread-layout [data-face="down"]');
    expect(await down.count()).toBe(3);
    await expect.poll(() => bottomButton(page)).toBe('Turn the first card');
    expect(await page.locator('.reading-view__actions').count()).toBe(0);
    // The MainButton is the one turn control: none in the page.
    expect(await page.getByRole('button', { name: /^Turn the (first |next )?card$/ }).count()).toBe(0);
    await press(page, 'main');
    await expect.poll(() => down.count()).toBe(2);
    await expect.poll(() => bottomButton(page)).toBe('Turn the next card');
    await page.clock.resume();
    await expect.poll(() => bottomButton(page), { timeout: 20_000 }).toBe('Open the full reading');
    expect(await page.getByRole('link', { name: 'Open the full reading' }).count()).toBe(0);
    await press(page, 'main');
    await page.waitForURL(/\/reading\/[\w-]+$/);
    await context.close();
  });
});

describe('a one-card spread', () => {
  it('says the card is on the table and offers to turn the card, not "the next card"', async () => {
    const a = await account('one-card');
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await page.clock.install();
    await openSignedIn(page, server.url, a, '/reading');
    await page.locator('.spread-diagram').first().waitFor();
    // The card stays face down until it is tapped: the page's timers stand still.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.locator('.reading-spread', { hasText: 'Card of the Day' }).click();
    await page.getByRole('button', { name: /^Draw the cards/ }).click();
    const text = page.getByTestId('interpretation');
    await text.getByText('Your card is on the table. Turn it over when you are ready.').waitFor();
    const turn = page.getByRole('button', { name: 'Turn the card', exact: true });
    await turn.waitFor();
    expect(await page.getByRole('button', { name: /^Turn the (first|next) card$/ }).count()).toBe(0);
    expect(await page.locator('.spread-layout [data-face="down"]').count()).toBe(1);
    // The reading is written, but nothing skips the reveal: no Save, no full reading, no new reading yet.
    await page.locator('.reading-view[data-phase="complete"]').waitFor();
    expect(await page.locator('.reading-view__actions').count()).toBe(0);
    await screenshot(page, 'reveal-one-card-waiting-360-dark');
    await turn.click();
    await page.locator('.spread-layout [data-face="up"]').waitFor();
    await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
    await page.getByTestId('part-card').waitFor();
    expect(await text.getByText('Your card is on the table.').count()).toBe(0);
    // One card's block is the day's counsel: no "cards together", no take-away saying it again.
    expect(await page.getByTestId('part-synthesis').getByRole('heading').count()).toBe(0);
    expect(await page.getByTestId('part-advice').count()).toBe(0);
    expect(await page.locator('.interpretation__caret').count()).toBe(0);
    await screenshot(page, 'reveal-one-card-done-360-dark');
    await page.clock.resume();
    await context.close();
  });
});

describe('the labels', () => {
  for (const width of [360, 1280])
    for (const [spread, count] of [
      ['Celtic Cross', 10],
      ['Relationship', 5],
      ['Past, Present, Future', 3],
    ] as const)
      it(`sit under their cards in ${spread} at ${width} px`, async () => {
        const a = await account(`labels-${width}`);
        const context = await newContext(browser, { width });
        const page = await context.newPage();
        await openSignedIn(page, server.url, a, '/reading');
        await draw(page, spread);
        await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.spread-layout [data-testid="spread-card"]')].map(
            (slot) => {
              const position = slot.dataset.position ?? '';
              const card = slot.querySelector('.spread-card')?.getBoundingClientRect();
              const label = document
                .querySelector(`.spread-layout__label[data-position="${position}"]`)
                ?.getBoundingClientRect();
              const above = slot.dataset.crosses
                ? document
                    .querySelector(`.spread-layout__label[data-position="${slot.dataset.crosses}"]`)
                    ?.getBoundingClientRect().bottom
                : card?.bottom;
              // A card lying across another and that other make a pair, labelled under the pair as it lies.
              const host = slot.dataset.crosses ?? position;
              const pair = [
                ...document.querySelectorAll<HTMLElement>(
                  `.spread-layout [data-testid="spread-card"][data-position="${host}"], .spread-layout [data-crosses="${host}"]`,
                ),
              ].map((s) => s.querySelector('.spread-card')?.getBoundingClientRect() as DOMRect);
              const span = {
                left: Math.min(...pair.map((r) => r.left)),
                right: Math.max(...pair.map((r) => r.right)),
              };
              return { position, card: card?.toJSON(), label: label?.toJSON(), above, span };
            },
          ),
        );
        expect(boxes).toHaveLength(count);
        for (const { position, card, label, above, span } of boxes) {
          expect(label, position).toBeDefined();
          // Under its card (a card lying across another: under that one's label), centred, and close to it.
          expect(label.top, position).toBeGreaterThanOrEqual(card.top + card.height / 2);
          expect(label.top - (above ?? 0), position).toBeLessThan(40);
          const centre = (r: { left: number; right: number }) => (r.left + r.right) / 2;
          expect(Math.abs(centre(label) - centre(span)), position).toBeLessThan(card.width / 2);
        }
        if (spread === 'Celtic Cross') await screenshot(page, `reveal-celtic-${width}-light`);
        await context.close();
      });
});

describe('before the draw', () => {
  it('asks the question first, shows the spreads as shapes and keeps Draw on a phone’s first screen', async () => {
    for (const dark of [false, true]) {
      const a = await account('setup-360');
      const context = await newContext(browser, { width: 360, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, a, '/reading');
      await page.locator('.spread-diagram').first().waitFor();
      const question = await page.getByLabel('1. Ask your question').boundingBox();
      const picker = await page.locator('.reading-spreads').boundingBox();
      expect(question?.y ?? 0).toBeLessThan(picker?.y ?? 0);
      expect(await page.locator('.spread-diagram').count()).toBe(13);
      const celtic = page
        .locator('.reading-spread', { hasText: 'Celtic Cross' })
        .locator('.spread-diagram__card');
      expect(await celtic.count()).toBe(10);
      const drawButton = await page.getByRole('button', { name: /^Draw the cards/ }).boundingBox();
      expect((drawButton?.y ?? 9999) + (drawButton?.height ?? 0)).toBeLessThanOrEqual(780);
      // On a phone the levels stand one under another, each named, each spread a row across the column
      // (ADR 0077); nothing scrolls sideways. The rows are about 64 px, each price on its count's line
      // under the name (ADR 0096), names of two lines at most. Measured once the web fonts are in: a
      // fallback font's metrics made a tile 81 px on a loaded machine.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const grid = await page.evaluate(() => {
        const page = document.scrollingElement as Element;
        const spreads = document.querySelector('.reading-spreads') as Element;
        const levels = [...document.querySelectorAll('.reading-spreads__level')].map((level) => {
          const tiles = [...level.querySelectorAll('.reading-spread')].map((tile) => {
            const r = tile.getBoundingClientRect();
            const name = tile.querySelector('.reading-spread__name') as HTMLElement;
            const cost = tile.querySelector('.reading-spread__cost')?.getBoundingClientRect();
            const count = tile.querySelector('.reading-spread__meta')?.getBoundingClientRect();
            return {
              left: Math.round(r.left),
              top: Math.round(r.top),
              height: Math.round(r.height),
              priceAfterCount:
                cost !== undefined &&
                count !== undefined &&
                Math.abs(cost.bottom - count.bottom) < 2 &&
                cost.left >= count.right,
              nameClipped: name.clientHeight / Number.parseFloat(getComputedStyle(name).lineHeight),
            };
          });
          return {
            y: level.getBoundingClientRect().y,
            heading: level.querySelector('legend')?.textContent ?? '',
            scroll: (level.querySelector('.reading-spreads__cards') as Element).scrollWidth,
            client: (level.querySelector('.reading-spreads__cards') as Element).clientWidth,
            tiles,
          };
        });
        return {
          levels,
          page: [page.scrollWidth, page.clientWidth],
          picker: [spreads.scrollWidth, spreads.clientWidth],
        };
      });
      expect(grid.page[0]).toBeLessThanOrEqual(grid.page[1] ?? 0);
      expect(grid.picker[0]).toBeLessThanOrEqual(grid.picker[1] ?? 0);
      expect(grid.levels.map((l) => l.heading)).toEqual(['Beginner', 'Intermediate', 'In depth']);
      const ys = grid.levels.map((l) => l.y);
      expect(ys).toEqual([...ys].sort((a, b) => a - b));
      expect(new Set(ys).size).toBe(3);
      for (const level of grid.levels) {
        expect(level.scroll, level.heading).toBeLessThanOrEqual(level.client);
        expect(new Set(level.tiles.map((t) => t.left)).size, level.heading).toBe(1);
        for (const tile of level.tiles) expect(tile.priceAfterCount, level.heading).toBe(true);
        for (const tile of level.tiles) {
          expect(tile.height, level.heading).toBeGreaterThanOrEqual(56);
          // (80 for a name on two lines at the names' 19 px, "Situation, Obstacle, Advice"; ADR 0081.)
          expect(tile.height, level.heading).toBeLessThanOrEqual(80);
          expect(tile.nameClipped).toBeLessThanOrEqual(2.05);
        }
      }
      await page.locator('.reading-spread', { hasText: 'Celtic Cross' }).click();
      // The end of the setup is never under the sticky Draw: scrolled to the end, and reached by keyboard
      // from the top.
      const own = page.getByRole('switch', { name: 'I drew my own cards' });
      const action = page.locator('.reading__action');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      const apart = async () => {
        const [a, b] = [await own.boundingBox(), await action.boundingBox()];
        if (!a || !b) throw new Error('no switch or no Draw');
        return a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
      };
      await expect.poll(apart).toBe(true);
      const description = page.getByText('Shuffle your own deck', { exact: false });
      const [d, cta] = [await description.boundingBox(), await action.boundingBox()];
      expect((d?.y ?? 0) + (d?.height ?? 0)).toBeLessThanOrEqual((cta?.y ?? 0) + 0.5);
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await own.focus();
      await expect.poll(apart).toBe(true);
      await page.screenshot({
        path: `test-artifacts/screens/reveal-setup-360-${dark ? 'dark' : 'light'}.png`,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('lays the spreads out as rows in two columns at 1280 px, light and dark', async () => {
    for (const dark of [false, true]) {
      const a = await account('grid-1280');
      const context = await newContext(browser, { width: 1280, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, a, '/reading');
      await page.locator('.spread-diagram').first().waitFor();
      await screenshot(page, `reveal-setup-1280-${dark ? 'dark' : 'light'}`);
      await draw(page, 'Relationship');
      await page.getByRole('button', { name: 'New reading' }).waitFor({ timeout: 20_000 });
      await page.getByTestId('part-card').first().waitFor();
      await screenshot(page, `reveal-done-1280-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });

  it("in Telegram's dark theme: no bottom bar of our own, the MainButton draws", async () => {
    const tgUser = { id: 7_790_001, first_name: 'Ilya', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    await page.goto('about:blank');
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
    await page.locator('.spread-diagram').first().waitFor();
    expect(await page.locator('.reading__action').count()).toBe(0);
    await page.screenshot({ path: 'test-artifacts/screens/reveal-setup-telegram-dark.png' });
    await page.locator('.reading-spread', { hasText: 'Past, Present, Future' }).click();
    // The chosen row, opened, is marked as Telegram marks a choice in its lists: a trailing check, no
    // border (ADR 0081).
    const chosen = page.locator('.reading-spread-item.is-selected');
    await chosen.locator('.reading-spread__check svg').waitFor();
    expect(await chosen.evaluate((row) => getComputedStyle(row).borderTopWidth)).toBe('0px');
    expect(await page.locator('.reading-spread__check svg').count()).toBe(1);
    await page.screenshot({ path: 'test-artifacts/screens/reveal-setup-picked-telegram-dark.png' });
    await emit(page, 'main_button_pressed', {});
    await page.getByTestId('part-card').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'reveal-done-telegram-dark');
    await context.close();
  });
});
