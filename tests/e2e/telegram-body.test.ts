/**
 * Design review 8, problem 5 (ADR 0086): in Telegram the revealed reading, the journal and onboarding
 * speak the client's grouped-list grammar. The reveal's text lies on the section colour with no border
 * (the screen's edges on a phone), Save and "New reading" are rows of one list; the journal's figures are
 * one list of rows and its blocks grouped sections; onboarding is full-bleed, the arcana's rule a section
 * footer, not a disclosure. Screens at 360 and 1280 px in Telegram's dark and light themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { telegramAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { seedReadings } from './support/fixtures.js';
import { draw, turnAll } from './support/reveal-turns.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  openInTelegram,
  press,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
} from './support/telegram.js';

const DAY = 24 * 60 * 60 * 1000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ BOT_TOKEN: TEST_BOT_TOKEN, BOT_USERNAME: 'tarot_test_bot' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RUNS = [
  ['tgdark', TELEGRAM_DARK_THEME, true, 360],
  ['tglight', TELEGRAM_LIGHT_THEME, false, 360],
  ['tgdark', TELEGRAM_DARK_THEME, true, 1280],
  ['tglight', TELEGRAM_LIGHT_THEME, false, 1280],
] as const;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The colour `value` (a CSS custom property) resolves to inside `el`. */
const resolved = (page: Page, selector: string, value: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, v) => {
      const probe = document.createElement('span');
      probe.style.color = v;
      el.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, value);

/** Lazy card art loads once scrolled into view; a full-page screenshot should show all of it. */
async function imagesLoaded(page: Page) {
  const shown = () => [...document.images].filter((img) => img.getClientRects().length > 0);
  await page.evaluate(`(${shown})().forEach((img) => img.scrollIntoView({ block: 'center' }))`);
  await page.waitForFunction(`(${shown})().every((img) => img.complete)`);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
}

describe('the revealed reading in Telegram', () => {
  it('sets the text on the section colour with no border, and Save and New reading as rows of one list', async () => {
    let n = 0;
    for (const [name, theme, dark, width] of RUNS) {
      const user = { id: 787_000_100 + n++, first_name: 'Lina', language_code: 'en' };
      await telegramAccount(server.url, TEST_BOT_TOKEN, user, { confirm: false });
      const context = await newContext(browser, { width, dark, touch: width === 360 });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, '/reading');
      await draw(page, 'Past, Present, Future', { tg: true });
      await turnAll(page, true);
      await expect.poll(() => bottomButton(page)).toBe('Open the full reading');

      // The text: no border, on the section colour; at 360 it runs to the screen's edges, square.
      const panel = await page.getByTestId('interpretation').evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          border: [s.borderTopStyle, s.borderRightStyle, s.borderBottomStyle, s.borderLeftStyle],
          radius: s.borderTopLeftRadius,
          background: s.backgroundColor,
          edges: [Math.round(box.left), Math.round(box.right)],
        };
      });
      expect(panel.border).toEqual(['none', 'none', 'none', 'none']);
      expect(panel.background).toBe(rgb(theme.section_bg_color));
      if (width === 360) expect(panel).toMatchObject({ radius: '0px', edges: [0, 360] });
      else expect(panel.radius).toBe('12px');

      // Save and New reading: two rows of one list on the section colour, in the link colour, no underline.
      const save = page.getByRole('button', { name: 'Save', exact: true });
      const fresh = page.getByRole('button', { name: 'New reading' });
      const accent = await resolved(page, '.reading-view__actions', 'var(--accent-text)');
      const rows = await page.locator('.reading-view__actions').evaluate((list) => ({
        background: getComputedStyle(list).backgroundColor,
        radius: getComputedStyle(list).borderTopLeftRadius,
        rows: [...list.children].map((el) => ({
          text: el.textContent,
          colour: getComputedStyle(el).color,
          underline: getComputedStyle(el).textDecorationLine,
          border: getComputedStyle(el).borderTopStyle,
          spans: Math.abs(el.getBoundingClientRect().width - list.clientWidth) < 1,
          tall: el.getBoundingClientRect().height >= 44,
        })),
      }));
      const row = { colour: accent, underline: 'none', border: 'none', spans: true, tall: true };
      expect(rows).toEqual({
        background: rgb(theme.section_bg_color),
        radius: '12px',
        rows: [
          { text: 'Save', ...row },
          { text: 'New reading', ...row },
        ],
      });
      expect(await page.locator('.reading-view__actions .btn').count()).toBe(0);
      if (width === 360) expect(await seriousViolations(page)).toEqual([]);
      await imagesLoaded(page);
      await screenshot(page, `tgbody-reveal-done-${width}-${name}`);
      // The end of the page, where the rows sit above the tab bar.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await screenshot(page, `tgbody-reveal-actions-${width}-${name}`, { fullPage: false });

      if (width === 1280 && !dark) {
        // New reading goes back to the picker.
        await fresh.click();
        await page.locator('.spread-diagram').first().waitFor();
      } else {
        // Save works from its row: pressed, and the full reading (the MainButton) says it is saved.
        await save.click();
        const saved = page.getByRole('button', { name: 'Saved', exact: true });
        await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
        await press(page, 'main');
        await page.waitForURL(/\/reading\/[\w-]+$/);
        await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);
});

describe('the journal in Telegram', () => {
  it('lists the figures as rows of one list and its blocks as grouped sections', async () => {
    let n = 0;
    for (const [name, theme, dark, width] of RUNS) {
      const user = { id: 787_000_200 + n++, first_name: 'Tia', language_code: 'en' };
      const me = await telegramAccount(server.url, TEST_BOT_TOKEN, user, { confirm: false });
      // As journal.test.ts: 8 readings (24 cards) in 30 days, the last three on three days running.
      seedReadings(server.dataDir, me.user.id, 20, { stepMs: 5 * DAY });
      seedReadings(server.dataDir, me.user.id, 3, { stepMs: DAY });
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // Telegram opens the app at its start; the journal is History's second view.
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, '/reading');
      await page.getByRole('link', { name: 'History' }).click();
      await page.getByRole('radio', { name: 'Journal' }).check();
      const figures = page.getByTestId('journal-figures');
      await figures.waitFor();
      // Both switches are Telegram's segmented control: the chosen segment raised, the others flat.
      const segments = await page
        .locator('.tg-segmented > label')
        .evaluateAll((els) => els.map((el) => [el.textContent, getComputedStyle(el).boxShadow !== 'none']));
      expect(segments).toEqual([
        ['Readings', false],
        ['Journal', true],
        ['30 days', true],
        ['90 days', false],
        ['A year', false],
      ]);
      const list = await figures.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        radius: getComputedStyle(el).borderTopLeftRadius,
        rows: [...el.children].map((row) => ({
          text: [...row.children].map((c) => c.textContent),
          border: getComputedStyle(row).borderTopStyle,
          spans: Math.abs(row.getBoundingClientRect().width - el.clientWidth) < 1,
          // Label on the left, figure on the right, on one line.
          oneLine:
            Math.abs(
              (row.children[0] as Element).getBoundingClientRect().top -
                (row.children[1] as Element).getBoundingClientRect().top,
            ) < 4,
        })),
      }));
      const row = { border: 'none', spans: true, oneLine: true };
      expect(list).toEqual({
        background: rgb(theme.section_bg_color),
        radius: '12px',
        rows: [
          { text: ['Readings', '8'], ...row },
          { text: ['Cards drawn', '24'], ...row },
          { text: ['Reversed', list.rows[2]?.text[1]], ...row },
          { text: ['Streak', '3 days · longest 3'], ...row },
        ],
      });
      // The Major Arcana's share is the balance's, not a second figure here (design review 9 #10).
      expect(list.rows[2]?.text[1]).toMatch(/^\d+%$/);

      // The suits and the frequent cards: a caps header over a borderless box on the section colour.
      for (const title of ['Suits and Major Arcana', 'Your most frequent cards']) {
        const heading = page.getByRole('heading', { name: title });
        const look = await heading.evaluate((h) => {
          const box = h.nextElementSibling as HTMLElement;
          return {
            caps: getComputedStyle(h).textTransform,
            border:
              getComputedStyle(box).borderTopWidth !== '0px' &&
              getComputedStyle(box).borderTopColor !== 'rgba(0, 0, 0, 0)',
            background: getComputedStyle(box).backgroundColor,
          };
        });
        expect(look).toEqual({ caps: 'uppercase', border: false, background: rgb(theme.section_bg_color) });
      }
      expect(await page.locator('.journal__figure, .journal__panel').count()).toBe(0);
      if (width === 360) expect(await seriousViolations(page)).toEqual([]);
      await imagesLoaded(page);
      await screenshot(page, `tgbody-journal-${width}-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 240_000);
});

describe('onboarding in Telegram', () => {
  it('is full-bleed, the languages one list, and the arcana’s rule a footer, not a disclosure', async () => {
    let n = 0;
    for (const [name, theme, dark, width] of RUNS) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const user = { id: 787_000_300 + n++, first_name: 'Ada', language_code: 'en' };
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme });
      await page.getByRole('heading', { level: 1, name: 'Which language shall the cards speak?' }).waitFor();

      // No card and no night sky: the steps lie on Telegram's page, the languages one list of rows.
      const frame = await page.locator('.onboarding__card').evaluate((el) => ({
        border: getComputedStyle(el).borderTopStyle,
        background: getComputedStyle(el).backgroundColor,
        shadow: getComputedStyle(el).boxShadow,
        stars: document.querySelectorAll('.starfield').length,
        page: getComputedStyle(el.parentElement as Element).backgroundColor,
      }));
      expect(frame).toEqual({
        border: 'none',
        background: 'rgba(0, 0, 0, 0)',
        shadow: 'none',
        stars: 0,
        page: rgb(theme.secondary_bg_color),
      });
      const languages = await page.locator('.language-step__options').evaluate((list) => ({
        background: getComputedStyle(list).backgroundColor,
        rows: [...list.querySelectorAll('.language-step__option')].map(
          (el) => `${getComputedStyle(el).borderTopStyle} ${getComputedStyle(el).backgroundColor}`,
        ),
      }));
      expect(languages).toEqual({
        background: rgb(theme.section_bg_color),
        rows: languages.rows.map(() => 'none rgba(0, 0, 0, 0)'),
      });
      expect(languages.rows).toHaveLength(5);
      await screenshot(page, `tgbody-onboarding-language-${width}-${name}`);
      await expect.poll(() => bottomButton(page)).toBe('Continue');
      await press(page, 'main');

      await page.getByRole('heading', { level: 1, name: 'A few words between us' }).waitFor();
      const docs = await page
        .locator('.terms-step__doc')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).borderTopStyle));
      expect(docs).toEqual(['none', 'none']);
      await screenshot(page, `tgbody-onboarding-terms-${width}-${name}`);
      await expect.poll(() => bottomButton(page)).toBe('Accept and continue');
      await press(page, 'main');

      await page.getByRole('heading', { level: 1, name: 'When were you born?' }).waitFor();
      await screenshot(page, `tgbody-onboarding-birth-${width}-${name}`);
      await page.getByLabel('Birth date').fill('1984-02-29');
      await press(page, 'main');
      const arcana = page.getByTestId('personal-arcana');
      await arcana.getByRole('img', { name: 'The Chariot' }).waitFor();
      // The rule under the cards' section as its footer, always shown: no <details> anywhere.
      expect(await page.locator('details').count()).toBe(0);
      const footer = page.getByText('Your first personal arcana is the day you were born', { exact: false });
      expect(await footer.isVisible()).toBe(true);
      const place = await arcana.evaluate((list) => ({
        background: getComputedStyle(list).backgroundColor,
        footerNext: list.nextElementSibling?.className,
      }));
      expect(place).toEqual({ background: rgb(theme.section_bg_color), footerNext: 'arcana-reveal__footer' });
      if (width === 360) expect(await seriousViolations(page)).toEqual([]);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid=personal-arcana] img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      await screenshot(page, `tgbody-onboarding-arcana-${width}-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 300_000);
});
