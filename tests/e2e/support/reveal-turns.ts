/**
 * Drawing a spread and turning all its cards, on the page or by Telegram's MainButton (the spread
 * shapes and the wide stage use it). Once every card is up, the hint over the spread says exactly
 * "N of N cards turned" (design review 7, problem 1), read once, without waiting for it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bottomButton, press } from './telegram.js';

/** Chooses a spread, names Two Paths' paths when asked, and draws: on the page, or by the MainButton. */
export async function draw(
  page: Page,
  spread: string,
  options: { paths?: [string, string]; tg?: boolean } = {},
) {
  await page.locator('.spread-diagram').first().waitFor();
  await page.getByLabel('1. Ask your question').fill('What should I focus on this year?');
  await page.locator('.reading-spread', { hasText: spread }).click();
  if (options.paths) {
    await page.getByLabel('Option A').fill(options.paths[0]);
    await page.getByLabel('Option B').fill(options.paths[1]);
  }
  if (options.tg) {
    await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
    await press(page, 'main');
  } else await page.getByRole('button', { name: /^Draw the cards/ }).click();
  await page.locator('.reading-view[data-phase="complete"]').waitFor({ timeout: 30_000 });
}

/**
 * Presses the MainButton if it says one of `texts` while at least `atLeast` cards lie face down, all in one turn of the page's event loop. The cards also turn by themselves
 * (with reduced motion, one right after another): a press read from one round trip and sent in the
 * next could land after the last card had turned, when the MainButton has become "Open the full
 * reading", and leave the reveal for the detail page. That is what hung the "N of N" check in
 * Telegram: the hint it waited for was never on the page again.
 */
async function pressMainWhileTurning(page: Page, atLeast: number, texts: string[]) {
  return page.evaluate(
    ([least, want]) => {
      const calls = (window as unknown as { __tgCalls: { name: string; data: unknown }[] }).__tgCalls;
      const main = calls.filter((c) => c.name === 'web_app_setup_main_button').at(-1)?.data as
        | { text?: string; is_visible?: boolean }
        | undefined;
      const down = document.querySelectorAll('.spread-layout [data-face="down"]').length;
      if (!main?.is_visible || !want.includes(main.text ?? '') || down < least) return false;
      window.postMessage(JSON.stringify({ eventType: 'main_button_pressed', eventData: {} }), '*');
      return true;
    },
    [atLeast, texts] as const,
  );
}

/**
 * Turns every card: with reduced motion they turn one after another by themselves, and the page's one
 * turn control (the MainButton in Telegram) turns the next whenever they wait. Then checks the count
 * and waits for the end.
 */
export async function turnAll(page: Page, tg = false) {
  const down = page.locator('.spread-layout [data-face="down"]');
  const turn = page.getByRole('button', { name: /^Turn the (first |next )?card$/ });
  for (let left = await down.count(); left > 0; left = await down.count()) {
    if (tg) await pressMainWhileTurning(page, 3, ['Turn the first card', 'Turn the next card']);
    else if (await turn.count()) {
      // The card may turn by itself meanwhile, and the control go with the last one.
      await turn.click({ timeout: 2000 }).catch(() => undefined);
    }
    await expect.poll(() => down.count()).toBeLessThan(left);
  }
  // The count stops at the spread's size, however the taps and the cards' own turns interleave.
  const laid = await page.locator('.spread-layout [data-face]').count();
  expect(await page.getByTestId('turn-hint').allTextContents()).toEqual([`${laid} of ${laid} cards turned`]);
  await page
    .getByRole('button', { name: 'New reading' })
    .or(page.getByTestId('part-synthesis'))
    .first()
    .waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => document.fonts.ready);
}
