/**
 * The sixteen court cards as Chromium draws them (issue 23 §5, ADR 0059): each figure has a face whose
 * eyes are on its head, and holds its staff, cup, sword or coin in a hand that is painted over it, not
 * floating beside it; the heads the tradition turns are in profile, the eye toward where they look.
 * Screens: the Cups library at 360 and 1280 px, light and dark, the Queen of Swords' page inside
 * Telegram's dark theme, and every court at 160 px wide on a light and a dark page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME } from './support/telegram.js';

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

/** The heads the tradition shows in profile, and the way each looks. */
const PROFILES: Record<string, 'left' | 'right'> = {
  'wands-11': 'right',
  'swords-11': 'left',
  'swords-13': 'right',
  'wands-14': 'left',
};

const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
const HELD: Record<(typeof SUITS)[number], string> = {
  wands: 'wand',
  cups: 'cup',
  swords: 'sword',
  pentacles: 'pentacle',
};
const RANKS: Record<number, string> = { 11: 'page', 12: 'knight', 13: 'queen', 14: 'king' };
const COURTS = SUITS.flatMap((suit) => [11, 12, 13, 14].map((n) => ({ suit, n, id: `${suit}-${n}` })));

interface Drawn {
  /** How far the eyes' centre lies right of the head's centre, in px. */
  eyesAhead: number;
  eyesInHead: boolean;
  faceInFigure: boolean;
  handsOnThing: number;
  handsOnTop: number;
}

/** Measures the card open in the page: where its face, eyes, hands and held thing are painted. */
function measure(page: Page, rank: string, held: string): Promise<Drawn> {
  return page.evaluate(
    ([rank, held]) => {
      const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
      const inside = (a?: DOMRect, b?: DOMRect) =>
        !!a &&
        !!b &&
        a.width > 0 &&
        a.left >= b.left &&
        a.right <= b.right &&
        a.top >= b.top &&
        a.bottom <= b.bottom;
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const figure = box(`[data-figure="${rank}"]`);
      const face = box(`[data-figure="${rank}"] [data-figure="face"]`);
      // The head is the circle drawn just before the face.
      const head = document
        .querySelector(`[data-figure="${rank}"] [data-figure="face"]`)
        ?.previousElementSibling?.getBoundingClientRect();
      const eyes = box(`[data-figure="${rank}"] [data-figure="eyes"]`);
      const thing = box(`[data-figure="${held}"]`);
      const hands = [...document.querySelectorAll('[data-figure="hand"]')].map((h) =>
        h.getBoundingClientRect(),
      );
      const onTop = hands.filter((h) => {
        const hit = document.elementFromPoint(h.left + h.width / 2, h.top + h.height / 2);
        return hit?.closest('[data-figure="hand"]') !== null;
      });
      const mid = (r?: DOMRect) => (r ? r.left + r.width / 2 : 0);
      return {
        eyesAhead: mid(eyes) - mid(head),
        eyesInHead: inside(eyes, head),
        faceInFigure: inside(face, figure),
        handsOnThing: thing ? hands.filter((h) => meets(h, thing)).length : 0,
        handsOnTop: onTop.length,
      };
    },
    [rank, held] as const,
  );
}

describe('court card art in Chromium', () => {
  it('gives every court a face on its head and a hand over what it holds', async () => {
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    for (const { suit, n, id } of COURTS) {
      const res = await page.goto(`${server.url}/api/tarot/cards/${id}/image.svg`);
      expect(res?.status(), id).toBe(200);
      const drawn = await measure(page, RANKS[n] ?? 'missing', HELD[suit]);
      expect(drawn.faceInFigure, id).toBe(true);
      expect(drawn.eyesInHead, id).toBe(true);
      expect(drawn.handsOnThing, id).toBeGreaterThanOrEqual(1);
      // Both hands are visible: nothing of the figure or its props is painted over them.
      expect(drawn.handsOnTop, id).toBe(2);
      // A head in profile has its eye toward where it looks.
      const side = PROFILES[id];
      if (side === 'right') expect(drawn.eyesAhead, id).toBeGreaterThan(1);
      if (side === 'left') expect(drawn.eyesAhead, id).toBeLessThan(-1);
    }
    await context.close();
  });

  it('shows the courts in the card library at 360 and 1280 px, light and dark', async () => {
    const account = await register(server.url, { onboarded: true });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/learn?suit=cups');
      await page.getByRole('link', { name: 'King of Cups' }).scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((img) => /-1[1-4]\//.test(img.src))
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      await screenshot(page, `court-art-cups-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }, 120_000);

  it("shows the Queen of Swords' page inside Telegram's dark theme", async () => {
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const launch = {
      botToken: TEST_BOT_TOKEN,
      user: { id: 783_000_013, first_name: 'Vera', language_code: 'en' },
    };
    // The first launch signs the person in; they then get past onboarding, and Telegram opens the Swords shelf.
    await openInTelegram(page, server.url, { ...launch, theme: TELEGRAM_DARK_THEME }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    for (const [path, body] of [
      ['/api/user/locale', { locale: 'en' }],
      ['/api/user/terms', { accepted: true }],
      ['/api/user/arcana/skip', {}],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(res.ok, path).toBe(true);
    }
    await openInTelegram(page, server.url, { ...launch, theme: TELEGRAM_DARK_THEME }, '/learn?suit=swords');
    await page.getByRole('link', { name: 'Queen of Swords' }).click();
    await page.waitForURL(/\/learn\/cards\/swords-13/);
    const art = page.locator('img.learn-card__art[src*="swords-13"]');
    await art.waitFor();
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await screenshot(page, 'court-art-queen-of-swords-360-tgdark');
    await context.close();
  });

  it('shows every court at 160 px wide on a light and a dark page', async () => {
    for (const dark of [false, true]) {
      const context = await newContext(browser, { width: 1280, dark });
      const page = await context.newPage();
      // The faces as served, inlined: the server's own pages forbid writing markup into them.
      const cards = await Promise.all(
        COURTS.map(async ({ id }) => {
          const svg = await (await fetch(`${server.url}/api/tarot/cards/${id}/image.svg`)).text();
          return `<img alt="${id}" width="160" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
        }),
      );
      await page.setContent(
        `<body style="margin:12px;background:${dark ? '#17212b' : '#f4f1ea'};display:grid;grid-template-columns:repeat(8,160px);gap:12px">${cards.join('')}</body>`,
      );
      await page.waitForFunction(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      );
      await expect(page.locator('img').count()).resolves.toBe(16);
      await screenshot(page, `court-art-160-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  });
});
