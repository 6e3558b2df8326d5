/**
 * Design review 7, problem 10 (ADR 0086): Telegram's grouped-list grammar inside the reading page, the
 * quiz and admin. In Telegram the Ask and Note fields are borderless rows across their sections that
 * grow with their text, "Save note" is the note's last row, Delete a section of its own; the quiz's
 * answers are one list; and admin's language opens the app's choice sheet, on the web and in Telegram.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyQuiz } from '../../core/learn/quiz.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import {
  openSignedIn,
  register,
  type TestAccount,
  telegramAccount,
  uniqueEmail,
} from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { markEmailVerified, seedReadings } from './support/fixtures.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME } from './support/telegram.js';

const ADMIN_EMAIL = uniqueEmail('sections-admin');
const ADMIN_TELEGRAM_ID = 786_000_001;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAILS: ADMIN_EMAIL,
    ADMIN_TELEGRAM_IDS: String(ADMIN_TELEGRAM_ID),
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const THEMES = [
  ['tgdark', TELEGRAM_DARK_THEME, true],
  ['tglight', TELEGRAM_LIGHT_THEME, false],
] as const;

const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => [...document.images].every((img) => img.complete));

/** How a field looks: its border, grip, inner scroll and whether it spans its section's box. */
const fieldLook = (field: Locator) =>
  field.evaluate((el) => {
    const s = getComputedStyle(el);
    const box = el.closest('.detail-section__box') as HTMLElement;
    return {
      border: [s.borderTopStyle, s.borderRightStyle, s.borderBottomStyle, s.borderLeftStyle],
      resize: s.resize,
      scrolls: el.scrollHeight > el.clientHeight + 1,
      spans: Math.abs(el.getBoundingClientRect().width - box.getBoundingClientRect().width) < 1,
    };
  });

describe('the reading page in Telegram', () => {
  it('has borderless, growing fields, "Save note" across the note, and Delete in a section of its own', async () => {
    const user = { id: 786_000_101, first_name: 'Noor', language_code: 'en' };
    const me = await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    const [id] = seedReadings(server.dataDir, me.user.id, 1, {
      question: () => 'What should I keep in mind?',
    });
    for (const [name, theme, dark] of THEMES) {
      const context = await newContext(browser, { width: 360, dark, touch: true });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openInTelegram(page, server.url, {
        botToken: TEST_BOT_TOKEN,
        user,
        theme,
        startParam: `reading_${id}`,
      });
      await page.waitForURL(new RegExp(`/reading/${id}`));
      const ask = page.getByLabel('Your follow-up question');
      const note = page.getByRole('textbox', { name: 'Your note' });
      await ask.waitFor();
      expect(await fieldLook(ask)).toEqual({
        border: ['none', 'none', 'none', 'none'],
        resize: 'none',
        scrolls: false,
        spans: true,
      });
      expect(await fieldLook(note)).toEqual({
        border: ['none', 'none', 'none', 'none'],
        resize: 'none',
        scrolls: false,
        spans: true,
      });

      // "Save note" is the note section's last row, as wide as the section, in the accent colour.
      const save = page.getByRole('button', { name: 'Save note' });
      const saveLook = await save.evaluate((el) => {
        const box = el.closest('.detail-section__box') as HTMLElement;
        const probe = document.createElement('span');
        probe.style.color = 'var(--accent-text)';
        box.append(probe);
        const accent = getComputedStyle(probe).color;
        probe.remove();
        return {
          last: box.lastElementChild === el,
          spans: Math.abs(el.getBoundingClientRect().width - box.getBoundingClientRect().width) < 1,
          accent: getComputedStyle(el).color === accent,
          border: getComputedStyle(el).borderTopStyle,
        };
      });
      expect(saveLook).toEqual({ last: true, spans: true, accent: true, border: 'none' });

      // Delete: one row alone in a section on the section colour, outside the note's, in Telegram's red.
      const remove = page.getByRole('button', { name: 'Delete', exact: true });
      const removeLook = await remove.evaluate((el) => {
        const section = el.parentElement as HTMLElement;
        return {
          alone: section.children.length === 1,
          inNote: !!el.closest('.detail-note'),
          section: getComputedStyle(section).backgroundColor,
          colour: getComputedStyle(el).color,
          spans: Math.abs(el.getBoundingClientRect().width - section.getBoundingClientRect().width) < 1,
        };
      });
      expect(removeLook).toEqual({
        alone: true,
        inNote: false,
        section: dark ? 'rgb(23, 33, 43)' : 'rgb(255, 255, 255)',
        colour: dark ? 'rgb(236, 57, 66)' : 'rgb(209, 78, 78)',
        spans: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await imagesLoaded(page);
      await screenshot(page, `tgsect-detail-360-${name}`);

      // The note grows with its text instead of scrolling inside, and is saved from its row.
      await note.fill('');
      const before = (await note.boundingBox())?.height ?? 0;
      const text = `Line one of what it stirred (${name}).\nLine two.\nLine three.\nLine four.\nLine five.\nLine six.`;
      await note.fill(text);
      await expect.poll(async () => (await note.boundingBox())?.height ?? 0).toBeGreaterThan(before);
      expect((await fieldLook(note)).scrolls).toBe(false);
      await ask.fill('And what about the weeks after that, when the move is done?');
      expect((await fieldLook(ask)).scrolls).toBe(false);
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, `tgsect-detail-typed-360-${name}`, { fullPage: false });
      await save.click();
      await page.getByText('Note saved').first().waitFor();
      await expect.poll(() => save.isDisabled()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('keeps the web fields and buttons outside Telegram', async () => {
    const account = await register(server.url, { onboarded: true });
    const [id] = seedReadings(server.dataDir, account.user.id, 1);
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, `/reading/${id}`);
    const note = page.getByRole('textbox', { name: 'Your note' });
    await note.waitFor();
    const look = await note.evaluate((el) => ({
      border: getComputedStyle(el).borderTopStyle,
      resize: getComputedStyle(el).resize,
    }));
    expect(look).toEqual({ border: 'solid', resize: 'vertical' });
    expect(await page.locator('.detail-row').count()).toBe(0);
    await page.locator('.detail-note__foot').getByRole('button', { name: 'Save note' }).waitFor();
    await context.close();
  });
});

describe('the quiz in Telegram', () => {
  it('lists the answers as one group of rows and the score without web boxes', async () => {
    const user = { id: 786_000_202, first_name: 'Ivo', language_code: 'en' };
    const me = await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    const res = await fetch(`${server.url}/api/learn/quiz`, {
      headers: { authorization: `Bearer ${me.access_token}` },
    });
    const { day } = (await res.json()) as { day: string };
    const quiz = dailyQuiz(me.user.id, day);
    for (const [name, theme, dark, width] of [
      ['tgdark', TELEGRAM_DARK_THEME, true, 360],
      ['tglight', TELEGRAM_LIGHT_THEME, false, 360],
      ['tgdark', TELEGRAM_DARK_THEME, true, 1280],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme, startParam: 'quiz' });
      await page.waitForURL(`${server.url}/learn/quiz`);
      // The 360 light run answers the first question; the later one shows the second.
      const n = width === 1280 ? 1 : 0;
      await page.getByText(`Question ${n + 1} of 5`).waitFor();
      const options = page.locator('.quiz-option');
      await expect.poll(() => options.count()).toBe(quiz[n]?.options.length);
      const look = await options.evaluateAll((els) => {
        const list = els[0]?.parentElement as HTMLElement;
        const rects = els.map((el) => el.getBoundingClientRect());
        return {
          oneList: els.every((el) => el.parentElement === list),
          listBackground: getComputedStyle(list).backgroundColor,
          rounded: getComputedStyle(list).borderTopLeftRadius,
          rows: els.map((el) => [
            getComputedStyle(el).borderTopStyle,
            getComputedStyle(el).borderTopLeftRadius,
          ]),
          // Stacked and touching: one row under the other, the list's width each.
          stacked: rects.every(
            (r, i) =>
              Math.abs(r.width - list.getBoundingClientRect().width) < 1 &&
              (i === 0 || Math.abs(r.top - (rects[i - 1] as DOMRect).bottom) < 1),
          ),
        };
      });
      expect(look).toEqual({
        oneList: true,
        listBackground: dark ? 'rgb(23, 33, 43)' : 'rgb(255, 255, 255)',
        rounded: '12px',
        rows: look.rows.map(() => ['none', '0px']),
        stacked: true,
      });
      const tiles = await page
        .locator('.quiz-score__figure')
        .evaluateAll((els) =>
          els.map((el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).backgroundColor]),
        );
      expect(tiles).toEqual([0, 1, 2].map(() => ['none', 'rgba(0, 0, 0, 0)']));
      // The view switch is Telegram's segmented control: the chosen segment raised (a shadow) above a grey
      // track, white in the light theme and lighter than the section in the dark one; never the web's pill
      // in the button colour.
      const [chosen, raised] = await page
        .getByRole('link', { name: 'Daily quiz' })
        .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).boxShadow !== 'none']);
      expect(raised).toBe(true);
      if (dark) expect(['rgb(23, 33, 43)', 'rgb(82, 136, 193)', 'rgba(0, 0, 0, 0)']).not.toContain(chosen);
      else expect(chosen).toBe('rgb(255, 255, 255)');
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.quiz-question__prompt img')].every(
          (img) => img.complete,
        ),
      );
      await screenshot(page, `tgsect-quiz-${width}-${name}`);
      if (width === 360) expect(await seriousViolations(page)).toEqual([]);
      if (name === 'tglight') {
        await options.first().click();
        await page.locator('.quiz-verdict').waitFor();
        await screenshot(page, `tgsect-quiz-answered-360-${name}`);
      }
      await context.close();
    }
  }, 180_000);
});

describe("admin's language", () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await register(server.url, { onboarded: true, email: ADMIN_EMAIL });
    markEmailVerified(server.dataDir, admin.user.id);
  });

  async function openPerson(page: Page, email: string) {
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    await page.getByTestId('user-row').getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Adjust tokens' }).waitFor();
  }

  it('opens the choice sheet on the web, by keyboard too, and saves the language picked', async () => {
    const person = await register(server.url, { onboarded: true });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await openSignedIn(page, server.url, admin, '/admin?tab=users');
      await openPerson(page, person.email);
      expect(await page.locator('form select').count()).toBe(0);
      const language = page.getByRole('button', { name: /^Language / });
      const current = width === 360 && !dark ? 'English' : 'Deutsch';
      expect(await language.textContent()).toBe(current);
      const sheet = page.getByRole('dialog', { name: 'Language' });
      if (width === 360 && !dark) {
        // By keyboard: Enter opens the sheet, Enter on a choice picks it, and focus comes back.
        await language.focus();
        await page.keyboard.press('Enter');
        await sheet.getByRole('radio', { name: 'English' }).waitFor();
        expect(await sheet.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');
        await screenshot(page, `tgsect-admin-language-${width}-light`, { fullPage: false });
        await sheet.getByRole('radio', { name: 'Deutsch' }).focus();
        await page.keyboard.press('Enter');
        await sheet.waitFor({ state: 'hidden' });
        await expect.poll(() => language.evaluate((el) => el === document.activeElement)).toBe(true);
        await expect.poll(() => language.textContent()).toBe('Deutsch');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Changes saved').first().waitFor();
        await page.reload();
        await page.getByRole('heading', { name: 'Adjust tokens' }).waitFor();
        await expect.poll(() => language.textContent()).toBe('Deutsch');
      } else {
        await language.click();
        await sheet.getByRole('radio', { name: 'Deutsch', checked: true }).waitFor();
        await screenshot(page, `tgsect-admin-language-${width}-${dark ? 'dark' : 'light'}`, {
          fullPage: false,
        });
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
      }
      await language.scrollIntoViewIfNeeded();
      await screenshot(page, `tgsect-admin-language-field-${width}-${dark ? 'dark' : 'light'}`, {
        fullPage: false,
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it("opens the same sheet in Telegram's themes", async () => {
    const person = await register(server.url, { onboarded: true, email: uniqueEmail('sections-tg') });
    const user = { id: ADMIN_TELEGRAM_ID, first_name: 'Ada', language_code: 'en' };
    await telegramAccount(server.url, TEST_BOT_TOKEN, user);
    for (const [name, theme, dark] of THEMES) {
      const context = await newContext(browser, { width: 360, dark, touch: true });
      const page = await context.newPage();
      await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, '/reading');
      await page.locator('.reading-spread').first().waitFor();
      // An admin reaches /admin by its address (no tab leads there).
      await page.evaluate(() => {
        window.history.pushState(null, '', '/admin?tab=users');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await openPerson(page, person.email);
      const language = page.getByRole('button', { name: /^Language / });
      await language.scrollIntoViewIfNeeded();
      await screenshot(page, `tgsect-admin-language-field-360-${name}`, { fullPage: false });
      await language.click();
      const sheet = page.getByRole('dialog', { name: 'Language' });
      const pick = name === 'tgdark' ? 'Español' : 'English';
      await sheet.getByRole('radio', { name: dark ? 'English' : 'Español', checked: true }).waitFor();
      await screenshot(page, `tgsect-admin-language-360-${name}`, { fullPage: false });
      // The sheet's title is in the system sans, as Telegram's own sheets are (design review 8 #10).
      const title = await sheet
        .locator('.modal__title')
        .evaluate((h) => ({ font: getComputedStyle(h).fontFamily, size: getComputedStyle(h).fontSize }));
      expect(title.font).not.toMatch(/Cormorant/);
      expect(title.font).toMatch(/^system-ui/);
      expect(title.size).toBe('17px');
      expect(await seriousViolations(page)).toEqual([]);
      await sheet.getByRole('radio', { name: pick }).click();
      await sheet.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Changes saved').first().waitFor();
      await expect.poll(() => language.textContent()).toBe(pick);
      await context.close();
    }
  }, 180_000);
});
