/**
 * The sixteen court cards as Chromium draws them (issue 23 §5, ADR 0059): each figure has a face whose
 * eyes are on its head, and holds its staff, cup, sword or coin in a hand that is painted over it, not
 * floating beside it. Screens: the Cups library at 360 and 1280 px, light and dark, and every court at
 * 160 px wide on a light and a dark page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, register } from './support/accounts.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
      return {
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
    }
    await context.close();
  });

  it('shows the courts in the card library and at 160 px wide, light and dark', async () => {
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
