/**
 * A card's block under its heading says what the card means there, not where it lies (design review 7,
 * problem 3): no block quotes its own position or names its card's place again, and no two blocks of
 * the Celtic Cross open with the same five words (the Crown and the Outcome did). In the reveal and on
 * the reading's page, at 360 and 1280 px, light and dark, and in Telegram's dark theme.
 * Each thing once (design review 8, problems 2, 7 and 8; ADR 0088): the position's gloss shows on the
 * first reveal of a spread and not on the next, and on the reading's page only when its heading is
 * opened; the label under a card is a short form of its block's heading; keywords are one muted line
 * of at most three at 360 and 1280 px alike (design review 11), and start where the card's name starts
 * on the reading's page, where "More about…" starts where the block's text starts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { isShortForm } from '../helpers/short-form.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, onboardInTelegram, openInTelegram, press } from './support/telegram.js';

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

/** Two Celtic Crosses per account: its welcome tokens pay for two. */
const accounts = new Map<number, Promise<TestAccount>>();
function account(n: number): Promise<TestAccount> {
  let a = accounts.get(n);
  if (!a) {
    a = register(server.url, { onboarded: true }).then(async (made) => {
      await post('/api/user/preferences/confirmation', { show_confirmation: false }, made.access_token);
      return made;
    });
    accounts.set(n, a);
  }
  return a;
}

/** Each block's position (as its heading shows it) and text, in the spread's order. */
function blocks(page: Page, block: string, position: string, text: string) {
  return page.evaluate(
    ([b, p, t]) =>
      [...document.querySelectorAll(b as string)].map((el) => ({
        // The heading's number is a span of its own; the name is the text after it.
        position: el.querySelector(p as string)?.lastChild?.textContent?.trim() ?? '',
        text: el.querySelector(t as string)?.textContent?.trim() ?? '',
      })),
    [block, position, text],
  );
}

const firstWords = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[\p{P}\p{S}]+/gu, ''))
    .filter(Boolean)
    .slice(0, 5)
    .join(' ');

function expectOwnWords(shown: { position: string; text: string }[]) {
  expect(shown).toHaveLength(10);
  for (const { position, text } of shown) {
    expect(position.length).toBeGreaterThan(2);
    expect(text.length, position).toBeGreaterThan(20);
    for (const [open, close] of ['“”', '«»', '„“', '""'])
      expect(text, position).not.toContain(`${open}${position}${close}`);
  }
  const openings = shown.map((s) => firstWords(s.text));
  expect(new Set(openings).size, openings.join(' | ')).toBe(openings.length);
}

/**
 * Turns every card with the turn control, and waits for the whole text. A card may turn by itself
 * meanwhile, and the control go with the last one.
 */
async function turnAll(page: Page) {
  const down = page.locator('.spread-layout [data-face="down"]');
  const turn = page.getByRole('button', { name: /^Turn the (first |next )?card$/ });
  for (let left = await down.count(); left > 0; left = await down.count()) {
    if (await turn.count()) {
      await turn.click({ timeout: 2000 }).catch(() => undefined);
    }
    await expect.poll(() => down.count()).toBeLessThan(left);
  }
  await page.getByTestId('part-synthesis').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('.interpretation__caret').count()).toBe(0);
}

/**
 * The reading's page with its ten cards, the deck's names for them (a block knows its frame by the card's
 * name; "More about" comes with the deck) and each card's words.
 */
async function detailLoaded(page: Page) {
  await page.getByTestId('detail-card').nth(9).waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('.detail-card__more').count(), { timeout: 30_000 }).toBe(10);
  await expect
    .poll(async () => (await detailBlocks(page)).every((b) => b.text.length > 0), { timeout: 30_000 })
    .toBe(true);
}

const revealBlocks = (page: Page) =>
  blocks(page, '[data-testid="part-card"]', '.part-card__position', '.part-card__text');
const detailBlocks = (page: Page) =>
  blocks(page, '[data-testid="detail-card"]', '.detail-card__place', '.detail-card__text');

/** A returning reader: this device has read the Celtic Cross to its end before (ADR 0088). */
const SEEN = () => localStorage.setItem('seen_spreads', JSON.stringify(['celtic-cross']));

/** The label under card 8 and its block's heading say the same place in the same words. */
async function expectLabelOfItsBlock(page: Page) {
  const label = await page
    .locator('.reading-view__stage .spread-layout__label[data-position="environment"]')
    .evaluate((el) => el.lastChild?.textContent?.trim() ?? '');
  const heading = (await revealBlocks(page))[7]?.position ?? '';
  expect(label).toBe('Around you');
  expect(isShortForm(label, heading, 'en'), `“${label}” under “${heading}”`).toBe(true);
}

/** Each block's keywords as shown: one line of at most three whole keywords in muted text, no pills. */
async function expectKeywords(page: Page, list: string) {
  const lists = await page.locator(list).evaluateAll((uls) =>
    uls.map((ul) => {
      const box = ul.getBoundingClientRect();
      const shown = [...ul.children]
        .map((li) => li.getBoundingClientRect())
        .filter((r) => r.height > 0 && r.top < box.bottom - 1);
      return {
        count: ul.children.length,
        tops: [...new Set(shown.map((r) => Math.round(r.top)))],
        shown: shown.length,
        cut: shown.some((r) => r.right > box.right + 1),
        background: getComputedStyle(ul.children[0] as Element).backgroundColor,
      };
    }),
  );
  expect(lists.length).toBeGreaterThan(0);
  for (const k of lists) {
    expect(k.tops, 'one line').toHaveLength(1);
    expect(k.shown).toBeGreaterThan(0);
    expect(k.cut, 'no keyword cut').toBe(false);
    expect(k.shown).toBeLessThanOrEqual(3);
    expect(k.background, 'no pill').toBe('rgba(0, 0, 0, 0)');
  }
}

/**
 * On the reading's page the keywords start where the card's name starts, and "More about…" where the
 * block's text starts (the full width on a phone, the column beside the image wider; design review 11,
 * problem 9).
 */
async function expectTextColumn(page: Page) {
  const edges = await page.getByTestId('detail-card').evaluateAll((sections) =>
    sections.map((s) => {
      const left = (sel: string) => s.querySelector(sel)?.getBoundingClientRect().left ?? -1;
      return {
        name: left('.detail-card__name'),
        keywords: left('.detail-card__keywords'),
        text: left('.detail-card__text'),
        more: left('.detail-card__more summary'),
      };
    }),
  );
  expect(edges.length).toBeGreaterThan(0);
  for (const e of edges) {
    expect(Math.abs(e.keywords - e.name)).toBeLessThanOrEqual(1);
    expect(e.text).toBeGreaterThanOrEqual(0);
    expect(Math.abs(e.more - e.text), '"More about" on the text column').toBeLessThanOrEqual(1);
  }
}

/** The gloss is folded behind the position's heading: a button that opens and closes it, by tap and key. */
async function expectFoldedGloss(page: Page) {
  const block = page.getByTestId('detail-card').nth(7);
  const toggle = block.getByRole('button', { name: /Around you\W+what this position means/i });
  const gloss = block.locator('.detail-card__explanation');
  expect(await page.locator('.detail-card__explanation:visible').count()).toBe(0);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await gloss.waitFor();
  expect(await gloss.textContent()).toContain('The people and circumstances around you');
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await gloss.waitFor({ state: 'hidden' });
  await page.keyboard.press('Space');
  await gloss.waitFor();
  // The shot shows the opened gloss at rest, without the keyboard's focus ring.
  await toggle.blur();
}

describe('card blocks of a Celtic Cross', () => {
  for (const [k, [width, dark]] of (
    [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const
  ).entries())
    it(`say their own words at ${width} px, ${dark ? 'dark' : 'light'}: in the reveal and on the reading's page`, async () => {
      const scheme = dark ? 'dark' : 'light';
      const a = await account(Math.floor(k / 2));
      const context = await newContext(browser, { width, dark });
      await context.addInitScript(SEEN);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/readings') && r.status() === 201);
      await openSignedIn(page, server.url, a, '/reading');
      await page.getByLabel('1. Ask your question').fill('What should I focus on at work?');
      await page.locator('.reading-spread', { hasText: 'Celtic Cross' }).click();
      await page.getByRole('button', { name: /^Draw the cards/ }).click();
      const { reading } = (await (await created).json()) as { reading: { id: string } };
      await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 30_000 });
      await turnAll(page);
      expectOwnWords(await revealBlocks(page));
      // A returning reader: no glosses.
      expect(await page.locator('.part-card__explanation').count()).toBe(0);
      await expectLabelOfItsBlock(page);
      await page.evaluate(() => document.fonts.ready);
      await expectKeywords(page, '.part-card__keywords');
      await page.getByTestId('part-card').nth(4).scrollIntoViewIfNeeded();
      await screenshot(page, `frame-celtic-reveal-${width}-${scheme}`);
      await page.goto(`${server.url}/reading/${reading.id}`);
      await detailLoaded(page);
      expectOwnWords(await detailBlocks(page));
      await page.evaluate(() => document.fonts.ready);
      await expectKeywords(page, '.detail-card__keywords');
      await expectTextColumn(page);
      await expectFoldedGloss(page);
      await screenshot(page, `frame-celtic-detail-${width}-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    });

  it("say their own words in Telegram's dark theme", async () => {
    const tgUser = { id: 7_790_191, first_name: 'Mira', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await onboardInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser });
    // The page's timers stand still once the picker is up: with reduced motion the cards would otherwise
    // turn by themselves half a second after they are laid, and the MainButton then open the reading's page.
    await page.clock.install();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
    await page.locator('.reading-spread', { hasText: 'Celtic Cross' }).click();
    await page.clock.pauseAt(Date.now() + 1000);
    await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/readings') && r.status() === 201);
    await press(page, 'main');
    const { reading } = (await (await created).json()) as { reading: { id: string } };
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 30_000 });
    // Three cards turned by three presses: their blocks, glossed on this first Celtic Cross, with the
    // keywords in a line.
    const turned = page.locator('[data-testid="part-card"][data-turned="true"]');
    for (let n = 1; n <= 3; n++) {
      await press(page, 'main');
      await expect.poll(() => turned.count()).toBe(n);
    }
    await page.getByTestId('part-card').nth(1).scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'blocks-celtic-reveal-360-tgdark', { fullPage: false });
    // The other seven, one press each: the clock still stands, so no card turns by itself and no press
    // lands on the MainButton's next job (opening the reading's page).
    for (let n = 4; n <= 10; n++) {
      await press(page, 'main');
      await expect.poll(() => turned.count()).toBe(n);
    }
    expect(await page.getByTestId('turn-hint').textContent()).toBe('10 of 10 cards turned');
    await page.clock.resume();
    await page.getByTestId('part-synthesis').waitFor({ timeout: 30_000 });
    expectOwnWords(await revealBlocks(page));
    // The first Celtic Cross on this device: every block explains its position.
    expect(await page.locator('.part-card__explanation').count()).toBe(10);
    await expectKeywords(page, '.part-card__keywords');
    await page.evaluate(() => document.fonts.ready);
    await page.getByTestId('part-card').nth(4).scrollIntoViewIfNeeded();
    await screenshot(page, 'frame-celtic-reveal-360-tgdark');
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser },
      `/reading/${reading.id}`,
    );
    await detailLoaded(page);
    expectOwnWords(await detailBlocks(page));
    await page.evaluate(() => document.fonts.ready);
    await expectTextColumn(page);
    await expectFoldedGloss(page);
    await screenshot(page, 'frame-celtic-detail-360-tgdark');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('explain their positions on the first Celtic Cross of a device, and not on the second', async () => {
    const a = await account(2);
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const round of ['first', 'second'] as const) {
      await openSignedIn(page, server.url, a, '/reading');
      await page.getByLabel('1. Ask your question').fill('What should I focus on at work?');
      await page.locator('.reading-spread', { hasText: 'Celtic Cross' }).click();
      await page.getByRole('button', { name: /^Draw the cards/ }).click();
      await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 30_000 });
      await turnAll(page);
      const glosses = page.locator('.part-card__explanation');
      if (round === 'first') {
        expect(await glosses.count()).toBe(10);
        expect(await glosses.nth(7).textContent()).toContain('The people and circumstances around you');
      } else {
        expect(await glosses.count()).toBe(0);
      }
      await expectLabelOfItsBlock(page);
      await expectKeywords(page, '.part-card__keywords');
      await page.evaluate(() => document.fonts.ready);
      await page.getByTestId('part-card').nth(6).scrollIntoViewIfNeeded();
      await screenshot(page, `blocks-celtic-${round}-360-light`, { fullPage: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
