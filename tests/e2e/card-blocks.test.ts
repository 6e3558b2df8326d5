/**
 * A card's block under its heading says what the card means there, not where it lies (design review 7,
 * problem 3): no block quotes its own position or names its card's place again, and no two blocks of
 * the Celtic Cross open with the same five words (the Crown and the Outcome did). In the reveal and on
 * the reading's page, at 360 and 1280 px, light and dark, and in Telegram's dark theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { bottomButton, openInTelegram, press } from './support/telegram.js';

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

async function post(path: string, body: unknown, token: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.ok, `${path} ${res.status}`).toBe(true);
}

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
 * Turns every card with the turn control (in Telegram, the MainButton), and waits for the whole text.
 * A card may turn by itself meanwhile, and the control go with the last one.
 */
async function turnAll(page: Page, tg = false) {
  const down = page.locator('.spread-layout [data-face="down"]');
  const turn = page.getByRole('button', { name: /^Turn the (first |next )?card$/ });
  for (let left = await down.count(); left > 0; left = await down.count()) {
    if (tg) {
      if (/^Turn the (first|next) card$/.test((await bottomButton(page)) ?? '')) await press(page, 'main');
    } else if (await turn.count()) {
      await turn.click({ timeout: 2000 }).catch(() => undefined);
    }
    await expect.poll(() => down.count()).toBeLessThan(left);
  }
  await page.getByTestId('part-synthesis').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('.interpretation__caret').count()).toBe(0);
}

/** The reading's page with its ten cards and each card's words. */
async function detailLoaded(page: Page) {
  await page.getByTestId('detail-card').nth(9).waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => (await detailBlocks(page)).every((b) => b.text.length > 0), { timeout: 30_000 })
    .toBe(true);
}

const revealBlocks = (page: Page) =>
  blocks(page, '[data-testid="part-card"]', '.part-card__position', '.part-card__text');
const detailBlocks = (page: Page) =>
  blocks(page, '[data-testid="detail-card"]', '.detail-card__position', '.detail-card__text');

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
      await page.evaluate(() => document.fonts.ready);
      await page.getByTestId('part-card').nth(4).scrollIntoViewIfNeeded();
      await screenshot(page, `frame-celtic-reveal-${width}-${scheme}`);
      await page.goto(`${server.url}/reading/${reading.id}`);
      await detailLoaded(page);
      expectOwnWords(await detailBlocks(page));
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `frame-celtic-detail-${width}-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    });

  it("say their own words in Telegram's dark theme", async () => {
    const tgUser = { id: 7_790_191, first_name: 'Mira', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
    await page.locator('.reading-spread', { hasText: 'Celtic Cross' }).click();
    await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/readings') && r.status() === 201);
    await press(page, 'main');
    const { reading } = (await (await created).json()) as { reading: { id: string } };
    await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 30_000 });
    await turnAll(page, true);
    // The last card may turn by itself as the MainButton is pressed, which then opens the reading's page.
    if (await page.getByTestId('part-card').count()) {
      expectOwnWords(await revealBlocks(page));
      await page.evaluate(() => document.fonts.ready);
      await page.getByTestId('part-card').nth(4).scrollIntoViewIfNeeded();
      await screenshot(page, 'frame-celtic-reveal-360-tgdark');
    }
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser },
      `/reading/${reading.id}`,
    );
    await detailLoaded(page);
    expectOwnWords(await detailBlocks(page));
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, 'frame-celtic-detail-360-tgdark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
