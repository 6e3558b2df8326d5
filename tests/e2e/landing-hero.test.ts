/**
 * The landing's hero as the design review asked (issue 19): no count of spreads that the product
 * outgrew, in any language; the eyebrow without a word alone on its second line at 360 px; the lead
 * read from the left on a phone; at 1280 px the card fan's shadow fades out above the disclaimer; a
 * first visit paints the landing itself, with no loading screen before it (LCP, README bench).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function openLanding(page: Page, path = '/') {
  await page.goto(`${server.url}${path}`);
  await page.locator('.landing__fan-card').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/** The width of each rendered line of an element's text, top to bottom. */
function lineWidths(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Map<number, number>();
    for (const r of range.getClientRects()) {
      const top = Math.round(r.top);
      lines.set(top, (lines.get(top) ?? 0) + r.width);
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, w]) => w);
  });
}

describe('the landing hero', () => {
  it('paints on a first visit with no loading screen before it, then brings the sign-in form', async () => {
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    // Every element the app ever attaches, recorded from the first script on: a loading screen shown for
    // a single frame before the landing would be in it.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { seen: Set<string> }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.loading-view')) seen.add('loading');
        if (document.querySelector('.landing__lead')) seen.add('landing');
      }).observe(document, { childList: true, subtree: true });
    });
    // The slow order: the landing's code arrives only after its words (common, landing, auth) are in.
    const words = [/\/common-[\w-]+\.js$/, /\/landing-(?!page)[\w-]+\.js$/, /\/auth-(?!callback)[\w-]+\.js$/];
    let wordsIn: () => void = () => {};
    const allWordsIn = new Promise<void>((resolve) => {
      wordsIn = resolve;
    });
    const arrived = new Set<RegExp>();
    page.on('requestfinished', (request) => {
      for (const word of words) if (word.test(request.url())) arrived.add(word);
      if (arrived.size === words.length) wordsIn();
    });
    await page.route(/\/landing-page-[\w-]+\.js$/, async (route) => {
      await allWordsIn;
      await route.continue();
    });
    await page.goto(server.url);
    await page.getByLabel('Email').waitFor();
    expect(arrived.size).toBe(words.length);
    expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).toEqual([
      'landing',
    ]);
    await context.close();
  });

  it('names no number of spreads in any language (the app has thirteen)', async () => {
    const spreads = (await (await fetch(`${server.url}/api/tarot/spreads`)).json()) as unknown[];
    expect(spreads.length).toBe(13);
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    const numbers: Record<string, RegExp> = {
      en: /\b(seven|eleven|thirteen)\b/i,
      ru: /(семь|одиннадцать|тринадцать)/i,
      de: /\b(sieben|elf|dreizehn)\b/i,
      es: /\b(siete|once|trece)\b/i,
      zh: /(七|十一|十三)种/,
    };
    for (const [lang, number] of Object.entries(numbers)) {
      await openLanding(page, lang === 'en' ? '/' : `/${lang}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const features = (await page.locator('.landing__features').textContent()) ?? '';
      expect(features.length, lang).toBeGreaterThan(40);
      expect(features, lang).not.toMatch(number);
    }
    await context.close();
  });

  for (const dark of [false, true])
    it(`at 360 px (${dark ? 'dark' : 'light'}): a balanced eyebrow and a hero read from the left`, async () => {
      const context = await newContext(browser, { width: 360, dark });
      const page = await context.newPage();
      await openLanding(page);
      const eyebrow = await lineWidths(page, '.landing__eyebrow');
      // Two lines of about the same length, not a line and one word under it.
      expect(eyebrow.length).toBe(2);
      const [first = 0, second = 0] = eyebrow;
      expect(second / first).toBeGreaterThan(0.6);
      expect(await page.locator('.landing__lead').evaluate((el) => getComputedStyle(el).textAlign)).toMatch(
        /^(left|start)$/,
      );
      const leadLeft = await page.locator('.landing__lead').evaluate((el) => el.getBoundingClientRect().left);
      const titleLeft = await page.locator('.landing h1').evaluate((el) => el.getBoundingClientRect().left);
      expect(Math.abs(leadLeft - titleLeft)).toBeLessThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `landing-hero-360-${dark ? 'dark' : 'light'}`);
      await context.close();
    });

  for (const dark of [false, true])
    it(`at 1280 px (${dark ? 'dark' : 'light'}): the fan's shadow ends above the disclaimer`, async () => {
      const context = await newContext(browser, { width: 1280, dark });
      const page = await context.newPage();
      await openLanding(page);
      const { fanBottom, shadowReach, disclaimerTop } = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('.landing__fan-card')];
        // The reach of the first shadow under a card: its offset down plus its blur.
        const shadow = getComputedStyle(cards[0] as Element).boxShadow;
        const [, y = '0', blur = '0'] = /(-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px/.exec(shadow) ?? [];
        return {
          fanBottom: Math.max(...cards.map((c) => c.getBoundingClientRect().bottom)),
          shadowReach: Number(y) + Number(blur),
          disclaimerTop: document.querySelector('.landing__disclaimer')?.getBoundingClientRect().top ?? 0,
        };
      });
      expect(shadowReach).toBeGreaterThan(0);
      expect(disclaimerTop - fanBottom).toBeGreaterThanOrEqual(shadowReach);
      await screenshot(page, `landing-hero-1280-${dark ? 'dark' : 'light'}`);
      await context.close();
    });
});
