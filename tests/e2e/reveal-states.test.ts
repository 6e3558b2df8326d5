/**
 * The reveal's states (design review 2, problems 2–4; ADR 0069): one turn control while any card lies
 * face down (a sticky button on the web, the MainButton in Telegram and none in the page), "Open the
 * full reading" the one primary once done, Save a toggle and New reading a link; the per-card blocks
 * there before the first card turns and in the same place and width from midway to done; a one-card
 * reading's synthesis called "Take-away", its card's counsel a pull-quote under the card's name and the
 * reminder one muted line.
 * Screens of each state for the Celtic Cross and one card at 360 and 1280 px, light and dark, and in
 * Telegram's dark theme.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { postApi } from './support/api.js';
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

const post = (path: string, body: unknown, token: string) => postApi(server.url, path, body, token);

/** Every control that turns a card as a whole ("Turn the first card", "… next card", "Turn the card"), as a person sees them. */
const turnControls = (page: Page) => page.getByRole('button', { name: /^Turn the (first |next )?card$/ });

/** Each card block's left edge and width. */
const blockBoxes = (page: Page) =>
  page
    .getByTestId('part-card')
    .evaluateAll((blocks) =>
      blocks.map((b) => [b.getBoundingClientRect().x, b.getBoundingClientRect().width]),
    );

/** The visible buttons and links of the finished reading that are filled (primary). */
const primaries = (page: Page) =>
  page
    .locator('.reading-view .btn--primary')
    .evaluateAll((els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent?.trim()),
    );

/**
 * What the person sees (the screen, scrolled to `focus` when given), and the whole page as one tall
 * screen, so the sticky turn button and the tab bar sit at its end rather than across the middle.
 */
async function shots(page: Page, name: string, focus?: Locator) {
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  else await page.evaluate(() => window.scrollTo({ top: 0 }));
  await screenshot(page, name, { fullPage: false });
  const size = page.viewportSize();
  if (!size) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await screenshot(page, `${name}-full`, { fullPage: false });
  await page.setViewportSize(size);
}

async function drawSpread(page: Page, spread: string) {
  await page.locator('.reading-spread', { hasText: spread }).click();
  await page.getByRole('button', { name: /^Draw the cards/ }).click();
  // The text is written while every card still lies face down: the page's timers stand still.
  await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
}

describe('the reveal on the web', () => {
  for (const width of [360, 1280])
    for (const dark of [false, true]) {
      const scheme = dark ? 'dark' : 'light';
      it(`one turn control, blocks in place from the start, then the full reading first (${width} px, ${scheme})`, async () => {
        const a = await register(server.url, { onboarded: true });
        await post('/api/user/preferences/confirmation', { show_confirmation: false }, a.access_token);
        const context = await newContext(browser, { width, dark });
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.clock.install();
        await openSignedIn(page, server.url, a, '/reading');
        await page.locator('.spread-diagram').first().waitFor();
        await page.clock.pauseAt(Date.now() + 1000);

        // The Celtic Cross, every card face down: ten blocks already stand, none turned; one turn control.
        await drawSpread(page, 'Celtic Cross');
        const down = page.locator('.spread-layout [data-face="down"]');
        expect(await down.count()).toBe(10);
        const blocks = page.getByTestId('part-card');
        expect(await blocks.count()).toBe(10);
        expect(await page.locator('[data-testid="part-card"][data-turned="true"]').count()).toBe(0);
        expect(await turnControls(page).allTextContents()).toEqual(['Turn the first card']);
        expect(await primaries(page)).toEqual(['Turn the first card']);
        expect(await page.locator('.reading-view__actions').count()).toBe(0);
        const before = await blockBoxes(page);
        await shots(page, `reveal2-celtic-waiting-${width}-${scheme}`);

        // Midway: five turned by the one control; the blocks where they were.
        const turn = turnControls(page);
        for (let left = 10; left > 5; left--) {
          await turn.click();
          await expect.poll(() => down.count()).toBe(left - 1);
        }
        expect(await turnControls(page).count()).toBe(1);
        await expect
          .poll(() => page.locator('[data-testid="part-card"][data-turned="true"]').count())
          .toBe(5);
        expect(await blocks.nth(4).locator('.interpretation').count()).toBe(1);
        expect(await blocks.nth(5).locator('.interpretation').count()).toBe(0);
        const midway = await blockBoxes(page);
        expect(midway).toEqual(before);
        await shots(page, `reveal2-celtic-midway-${width}-${scheme}`);
        // Scrolled into the text: the strip of thumbnails over it, the turn button held at the bottom.
        await blocks.nth(4).evaluate((el) => el.scrollIntoView({ block: 'center' }));
        if (width < 1024) {
          await page.locator('.pinned-spread.is-shown').waitFor({ state: 'attached' });
          await expect
            .poll(() => page.locator('.pinned-spread__bar').evaluate((el) => getComputedStyle(el).opacity))
            .toBe('1');
        } else {
          // A wide screen lays the spread beside the text (ADR 0076), held by its top while it fits the
          // screen (ADR 0084): at 1280 × 860 the Celtic Cross does, so no pinned copy is needed.
          const spread = await page.locator('.spread-layout').boundingBox();
          expect(spread?.y ?? -1).toBeGreaterThanOrEqual(0);
          expect(
            await page.locator('.reading-view__stage').evaluate((el) => getComputedStyle(el).position),
          ).toBe('sticky');
          expect(await page.locator('.pinned-spread').isVisible()).toBe(false);
        }
        await screenshot(page, `reveal2-celtic-midway-scrolled-${width}-${scheme}`, { fullPage: false });

        // Done: no turn control; "Open the full reading" the one primary, Save (a toggle) and New reading two
        // equal secondary buttons in one row under it (design review 10, problem 7).
        for (let left = 5; left > 0; left--) {
          await turn.click();
          await expect.poll(() => down.count()).toBe(left - 1);
        }
        await page.locator('.reading-view__actions').waitFor();
        expect(await turnControls(page).count()).toBe(0);
        expect(await primaries(page)).toEqual(['Open the full reading']);
        const save = page.getByRole('button', { name: 'Save', exact: true });
        expect(await save.getAttribute('aria-pressed')).toBe('false');
        expect(await save.getAttribute('class')).toContain('btn--secondary');
        const fresh = page.getByRole('button', { name: 'New reading' });
        expect(await fresh.getAttribute('class')).toContain('btn--secondary');
        const [saveBox, freshBox] = [await save.boundingBox(), await fresh.boundingBox()];
        expect(freshBox?.y).toBe(saveBox?.y);
        expect(freshBox?.width).toBe(saveBox?.width);
        expect(freshBox?.height).toBe(saveBox?.height);
        // The blocks kept their left edge and width from midway to done.
        expect(await blockBoxes(page)).toEqual(midway);
        // One column at one measure: no wider than 62 characters of the body face.
        const measure = await page.locator('.parts').evaluate((el) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
          probe.textContent = '0'.repeat(62);
          el.append(probe);
          const ch = probe.getBoundingClientRect().width;
          probe.remove();
          return { width: el.getBoundingClientRect().width, ch };
        });
        expect(measure.width).toBeLessThanOrEqual(measure.ch + 0.5);
        // The opening in the body face at 17/26.
        const opening = await page
          .locator('.parts__opening .interpretation')
          .evaluate((el) => [
            getComputedStyle(el).fontFamily,
            getComputedStyle(el).fontSize,
            getComputedStyle(el).lineHeight,
          ]);
        expect(opening[0]).not.toContain('Cormorant');
        expect(opening.slice(1)).toEqual(['17px', '26px']);
        await page.getByTestId('part-advice').waitFor();
        expect(await page.getByTestId('part-synthesis').getByRole('heading').textContent()).toBe(
          'The cards together',
        );
        // The one take-away is labelled as such, one ending for every spread (design review 11).
        expect(await page.getByTestId('part-advice').getByText('Take-away', { exact: true }).count()).toBe(1);
        await shots(page, `reveal2-celtic-done-${width}-${scheme}`, page.locator('.reading-view__actions'));

        // One card: its block before it turns, "Turn the card" the one control, then its take-away.
        await fresh.click();
        await page.locator('.spread-diagram').first().waitFor();
        await drawSpread(page, 'Card of the Day');
        await page.getByText('Your card is on the table. Turn it over when you are ready.').waitFor();
        expect(await blocks.count()).toBe(1);
        expect(await turnControls(page).allTextContents()).toEqual(['Turn the card']);
        expect(await primaries(page)).toEqual(['Turn the card']);
        await shots(page, `reveal2-one-waiting-${width}-${scheme}`);
        const [one] = await blockBoxes(page);
        await turnControls(page).click();
        await page.locator('.reading-view__actions').waitFor();
        expect(await turnControls(page).count()).toBe(0);
        expect(await primaries(page)).toEqual(['Open the full reading']);
        expect(await blockBoxes(page)).toEqual([one]);
        // Where the day stands, then the card's own block, which is the day's counsel: no heading after
        // it, no quote saying that counsel again, only the reminder (design review 11, problems 1, 3).
        const synthesis = page.getByTestId('part-synthesis');
        expect(await synthesis.getByRole('heading').count()).toBe(0);
        expect(await page.getByTestId('part-advice').count()).toBe(0);
        const reminder = page.getByTestId('part-reminder');
        expect(await reminder.textContent()).toBe(
          'For reflection and entertainment, not medical, legal or financial advice.',
        );
        expect(await page.locator('.parts__opening').textContent()).not.toMatch(
          /card of the day|Today's word/i,
        );
        // The page's title names the spread: no caption under the lone card, no label over its block.
        expect(await page.locator('.spread-layout__label').count()).toBe(0);
        expect(await page.locator('.part-card__position').count()).toBe(0);
        await shots(page, `reveal2-one-done-${width}-${scheme}`, page.locator('.reading-view__actions'));
        // Save is a toggle: pressed once saved.
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect
          .poll(() => page.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed'))
          .toBe('true');
        await page.clock.resume();
        expect(errors).toEqual([]);
        await context.close();
      });
    }
});

describe("the reveal in Telegram's dark theme", () => {
  it('the MainButton is the one turn control, then opens the full reading', async () => {
    const tgUser = { id: 7_790_069, first_name: 'Mira', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    await post('/api/user/locale', { locale: 'en' }, token);
    await post('/api/user/terms', { accepted: true }, token);
    await post('/api/user/arcana/skip', {}, token);
    await post('/api/user/preferences/confirmation', { show_confirmation: false }, token);
    const open = async () => {
      // The page's timers run while the app opens; they stand still once it has.
      await page.clock.resume();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/reading');
      await page.locator('.spread-diagram').first().waitFor();
      await page.clock.pauseAt(Date.now() + 1000);
    };
    const drawInTelegram = async (spread: string) => {
      await page.locator('.reading-spread', { hasText: spread }).click();
      await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
      await press(page, 'main');
      await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 20_000 });
    };
    await open();
    await drawInTelegram('Celtic Cross');
    const down = page.locator('.spread-layout [data-face="down"]');
    expect(await down.count()).toBe(10);
    expect(await page.getByTestId('part-card').count()).toBe(10);
    await expect.poll(() => bottomButton(page)).toBe('Turn the first card');
    expect(await turnControls(page).count()).toBe(0);
    expect(await page.locator('.reading-view .btn--primary').count()).toBe(0);
    await shots(page, 'reveal2-celtic-waiting-360-tgdark');
    for (let left = 10; left > 5; left--) {
      await press(page, 'main');
      await expect.poll(() => down.count()).toBe(left - 1);
    }
    expect(await turnControls(page).count()).toBe(0);
    await shots(page, 'reveal2-celtic-midway-360-tgdark');
    await page
      .getByTestId('part-card')
      .nth(4)
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.locator('.pinned-spread.is-shown').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.locator('.pinned-spread__bar').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
    await screenshot(page, 'reveal2-celtic-midway-scrolled-360-tgdark', { fullPage: false });
    for (let left = 5; left > 0; left--) {
      await press(page, 'main');
      await expect.poll(() => down.count()).toBe(left - 1);
    }
    // Done: the MainButton opens the full reading; in the page, Save and New reading, no filled button.
    await expect.poll(() => bottomButton(page)).toBe('Open the full reading');
    await page.locator('.reading-view__actions').waitFor();
    expect(await page.getByRole('link', { name: 'Open the full reading' }).count()).toBe(0);
    expect(await page.locator('.reading-view .btn--primary').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New reading' }).waitFor();
    await shots(page, 'reveal2-celtic-done-360-tgdark', page.locator('.reading-view__actions'));
    await press(page, 'main');
    await page.waitForURL(/\/reading\/[\w-]+$/);

    // One card: "Turn the card" on the MainButton, then its block, with no quote saying it again.
    await open();
    await drawInTelegram('Card of the Day');
    await expect.poll(() => bottomButton(page)).toBe('Turn the card');
    expect(await turnControls(page).count()).toBe(0);
    await shots(page, 'reveal2-one-waiting-360-tgdark');
    await press(page, 'main');
    await expect.poll(() => bottomButton(page)).toBe('Open the full reading');
    await page.getByTestId('part-reminder').waitFor();
    expect(await page.getByTestId('part-advice').count()).toBe(0);
    await shots(page, 'reveal2-one-done-360-tgdark', page.locator('.reading-view__actions'));
    await page.clock.resume();
    expect(errors).toEqual([]);
    await context.close();
  });
});
