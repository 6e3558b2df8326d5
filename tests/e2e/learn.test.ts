/**
 * "Learn the cards" in Chromium (issue 23 §7, ADR 0051): from the reading screen to a suit, a card's page
 * with its full texts and its neighbours; the daily quiz answered by mouse and keyboard with the score
 * kept across a reload; and the quiz opened by its deep link inside Telegram's dark theme.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyQuiz, type QuizQuestion } from '../../core/learn/quiz.js';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { openSignedIn, register, type TestAccount } from './support/accounts.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { openInTelegram } from './support/telegram.js';

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

const names = cardTexts('en');
const nameOf = (id: string) => names[id]?.name ?? id;

/** Lazy card art loads once scrolled into view; a full-page screenshot should show all of it. */
async function artLoaded(page: Page) {
  for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The day the server's quiz is for, and its questions with their answers (the quiz is seeded by person and day). */
async function todaysQuiz(token: string, userId: number): Promise<QuizQuestion[]> {
  const res = await fetch(`${server.url}/api/learn/quiz`, { headers: { authorization: `Bearer ${token}` } });
  const { day } = (await res.json()) as { day: string };
  return dailyQuiz(userId, day);
}

const optionLabel = (q: QuizQuestion, choice: string) =>
  q.kind === 'name_the_card' ? nameOf(choice) : choice === 'upright' ? 'Upright' : 'Reversed';
const wrongChoice = (q: QuizQuestion) =>
  (q.options as readonly string[]).find((o) => o !== q.answer) as string;

/** The card art a question shows, by path: the back is `/api/tarot/card-back.svg`. */
const shownArt = (question: Locator) =>
  question
    .locator('.quiz-question__prompt img:visible')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));

/** Which way up each shown card face lies on screen, its own and its ancestors' transforms together. */
const faceWayUp = (question: Locator) =>
  question.locator('.quiz-question__prompt img:visible').evaluateAll((imgs) =>
    imgs
      .filter((img) => !(img as HTMLImageElement).src.includes('card-back'))
      .map((img) => {
        let m = new DOMMatrix();
        for (
          let el: Element | null = img;
          el && !el.matches('.quiz-question__prompt');
          el = el.parentElement
        ) {
          const t = getComputedStyle(el).transform;
          if (t !== 'none') m = new DOMMatrix(t).multiply(m);
        }
        const [x, y] = [Math.round(m.m11), Math.round(m.m22)];
        return x === 1 && y === 1 ? 'upright' : x === -1 && y === -1 ? 'reversed' : 'turning';
      }),
  );

/** Screenshots at 1280 and 360, light and dark, then back to 1280 light. */
async function screenshotEachWay(page: Page, name: string) {
  for (const [width, dark] of [
    [1280, false],
    [1280, true],
    [360, false],
    [360, true],
  ] as const) {
    await page.setViewportSize({ width, height: width < 768 ? 780 : 860 });
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    await screenshot(page, `${name}-${width}-${dark ? 'dark' : 'light'}`);
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
}

const scoreFigure = (page: Page, label: string) =>
  page
    .getByTestId('quiz-score')
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Whether the shelves' row fades at its start and at its end: only where more lies past the edge. */
async function expectFadedEdges(page: Page, edges: { before: boolean; after: boolean }) {
  const row = page.locator('.library__suits');
  await expect
    .poll(() =>
      row.evaluate((el) => ({
        before: el.classList.contains('has-more-before'),
        after: el.classList.contains('has-more-after'),
      })),
    )
    .toEqual(edges);
  const mask = await row.evaluate((el) => getComputedStyle(el).maskImage);
  if (edges.before || edges.after) expect(mask).toContain('linear-gradient');
  else expect(mask).toBe('none');
}

/**
 * Inside Telegram the shelves are text tabs, not a second set of pills (design review 9 #9): no border or
 * fill, the chosen one in a 2 px underline.
 */
async function expectSuitTabs(page: Page) {
  const tabs = await page.locator('.library__suits > label').evaluateAll((labels) =>
    labels.map((l) => {
      const s = getComputedStyle(l);
      return {
        border: s.borderTopWidth,
        fill: s.backgroundColor,
        underline: /inset/.test(s.boxShadow) && /0px -2px 0px/.test(s.boxShadow),
      };
    }),
  );
  expect(tabs).toHaveLength(5);
  for (const tab of tabs) expect(tab).toMatchObject({ border: '0px', fill: 'rgba(0, 0, 0, 0)' });
  expect(tabs.map((t) => t.underline)).toEqual([false, false, false, true, false]);
}

describe('learn the cards', () => {
  it('browses a suit from the link on the reading screen, opens a card with its full texts and steps to the next', async () => {
    const account = await register(server.url, { onboarded: true });
    const context = await newContext(browser, { width: 360 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/reading');
    await page.getByRole('link', { name: /^New to the cards\? Learn them/ }).click();
    await page.waitForURL(`${server.url}/learn`);
    await page.getByRole('heading', { name: 'Major Arcana' }).waitFor();
    await expect(page.locator('.library__grid li').count()).resolves.toBe(22);

    await page.getByRole('radio', { name: 'Cups' }).check();
    await page.waitForURL(`${server.url}/learn?suit=cups`);
    await page.getByRole('heading', { name: 'Cups' }).waitFor();
    await page.getByRole('link', { name: 'Ace of Cups' }).waitFor();
    await expect(page.locator('.library__grid li').count()).resolves.toBe(14);

    await page.getByRole('link', { name: 'Three of Cups' }).click();
    await page.waitForURL(`${server.url}/learn/cards/cups-03`);
    await page.getByRole('heading', { level: 1, name: 'Three of Cups' }).waitFor();
    const card = names['cups-03'];
    await page.getByText(card?.meaning_upright ?? '-').waitFor();
    await page.getByText(card?.meaning_reversed ?? '-').waitFor();
    await page.getByText(card?.image_description ?? '-').waitFor();
    await page.getByText(localeJson<Record<string, string>>('en', 'symbols')['cups-03'] ?? '-').waitFor();
    // The library teaches both orientations of every topic line, each under its label.
    for (const line of [card?.love, card?.work, card?.wellbeing, card?.advice])
      for (const side of ['upright', 'reversed'] as const)
        await page.locator('.card-about__side', { hasText: line?.[side] ?? '-' }).waitFor();
    for (const keyword of card?.reversed ?? []) await page.getByText(keyword, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Next card: Four of Cups' }).click();
    await page.getByRole('heading', { level: 1, name: 'Four of Cups' }).waitFor();
    await page.getByRole('link', { name: 'Back to Cups' }).click();
    await page.waitForURL(`${server.url}/learn?suit=cups`);
    await context.close();
  });

  it('shows a shelf and a card at 360 and 1280 px, light and dark', async () => {
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
      await page.getByRole('link', { name: 'King of Cups' }).waitFor();
      await artLoaded(page);
      // The art's ribbon names each card; no caption repeats it under the picture.
      const captions = await page.locator('.library__card').evaluateAll((links) =>
        links
          .flatMap((a) => [...a.querySelectorAll('span')])
          .filter((s) => s.getBoundingClientRect().width > 1)
          .map((s) => s.textContent),
      );
      expect(captions).toEqual([]);
      if (width === 360) {
        // Two columns on a phone, so the name on each ribbon is legible (design review 2 #10).
        const columns = await page
          .locator('.library__grid')
          .evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(' ').length);
        expect(columns).toBe(2);
        // The five shelves are one row of chips that scrolls sideways; the page itself does not.
        const suits = page.locator('.library__suits');
        const tops = await suits
          .locator('label')
          .evaluateAll((ls) => ls.map((l) => Math.round(l.getBoundingClientRect().top)));
        expect(tops).toHaveLength(5);
        expect(new Set(tops).size).toBe(1);
        const [scrollWidth, clientWidth] = await suits.evaluate((r) => [r.scrollWidth, r.clientWidth]);
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(360);
        // The chosen shelf is scrolled clear of the row's fading edge.
        const [right, visible] = await suits.evaluate((row) => [
          (row.querySelector('.is-active') as Element).getBoundingClientRect().right,
          row.getBoundingClientRect().right - 48,
        ]);
        expect(right).toBeLessThanOrEqual(visible);
        // With shelves on both sides of the chosen one, both edges fade (design review 9 #9).
        await expectFadedEdges(page, { before: true, after: true });
      }
      await screenshot(page, `learn-cups-${width}-${dark ? 'dark' : 'light'}`);
      if (width === 360) {
        await page.locator('.library__suits').evaluate((row) => row.scrollTo({ left: 0 }));
        await expectFadedEdges(page, { before: false, after: true });
      } else await expectFadedEdges(page, { before: false, after: false });
      await page.getByRole('link', { name: 'Three of Cups' }).click();
      await page.getByRole('heading', { level: 1, name: 'Three of Cups' }).waitFor();
      await artLoaded(page);
      await screenshot(page, `learn-card-${width}-${dark ? 'dark' : 'light'}`);
      await page.goto(`${server.url}/learn/quiz`);
      await page.getByText('Question 1 of 5').waitFor();
      await artLoaded(page);
      // Looking at the card is the task: min(55vw, 220px) wide, 198 px at 360.
      const art = await page.locator('.quiz-question__art').boundingBox();
      expect(Math.round(art?.width ?? 0)).toBe(Math.round(Math.min(0.55 * width, 220)));
      await screenshot(page, `learn-quiz-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }, 120_000);

  it('takes the daily quiz by mouse and keyboard, with the score kept', async () => {
    const account: TestAccount = await register(server.url, { onboarded: true });
    const quiz = await todaysQuiz(account.access_token, account.user.id);
    const context = await newContext(browser, { width: 1280 });
    const page = await context.newPage();
    await openSignedIn(page, server.url, account, '/learn');
    await page.getByRole('link', { name: 'Daily quiz' }).click();
    await page.waitForURL(`${server.url}/learn/quiz`);
    await expect(scoreFigure(page, 'Today').textContent()).resolves.toBe('0/5');

    let orientationShot = false;
    // Wrong on the first (a card to name) and the fourth (which way up), right on the others.
    const rightAt = (i: number) => i !== 0 && i !== 3;
    for (const [i, q] of quiz.entries()) {
      const right = rightAt(i);
      const choice = right ? q.answer : wrongChoice(q);
      await page.getByText(`Question ${i + 1} of 5`).waitFor();
      const question = page.locator('.quiz-question');
      await question
        .getByRole('heading', {
          name: q.kind === 'name_the_card' ? 'Which card is this?' : 'Upright or reversed?',
        })
        .waitFor();
      if (q.kind === 'name_the_card') {
        // The card to name shows no name, to sighted people or screen readers.
        const art = question.getByRole('img', { name: 'A tarot card with its name hidden' });
        await art.waitFor();
        await expect(question.textContent()).resolves.not.toContain(`It is ${nameOf(q.cardId)}`);
        // Nor a number: the picture's only words are the "?" on its ribbon (the High Priestess's
        // pillars keep their B and J), no Roman numeral and no card's name (design review B8).
        const src = (await art.getAttribute('src')) ?? '';
        const svg = Buffer.from(src.split(',')[1] ?? '', 'base64').toString('utf8');
        const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
        expect(words.at(-1)).toBe('?');
        for (const word of words) {
          expect(word).not.toMatch(/^[0IVXL]+$/);
          expect(Object.values(names).map((n) => n.name)).not.toContain(word);
        }
      }
      // Which way up the card falls is the question: until it is answered only its back shows.
      if (q.kind === 'upright_or_reversed') {
        await expect(shownArt(question)).resolves.toEqual(['/api/tarot/card-back.svg']);
        if (!orientationShot) await screenshotEachWay(page, 'learn-quiz-orientation-open');
      }
      const option = question.getByRole('button', { name: optionLabel(q, choice), exact: true });
      if (i === 1) {
        // By keyboard: the option focused, Enter answers.
        await option.focus();
        await page.keyboard.press('Enter');
      } else await option.click();
      await question.getByText(right ? 'Right!' : 'Not quite.').waitFor();
      await question.getByText(nameOf(q.cardId), { exact: false }).first().waitFor();
      // Answered, it turns over and lies the way up it fell, whatever was answered.
      if (q.kind === 'upright_or_reversed') {
        await expect.poll(() => faceWayUp(question)).toEqual([q.answer]);
        if (!orientationShot) await screenshotEachWay(page, 'learn-quiz-orientation-answered');
        orientationShot = true;
      }
      if (i === 1) await screenshot(page, 'learn-quiz-answered-1280-light');
      await page.getByRole('button', { name: i < 4 ? 'Next question' : "See today's score" }).click();
    }
    await page.getByRole('heading', { name: "Today's quiz is done" }).waitFor();
    await page.getByText('You got 3 of 5 right.').waitFor();
    await expect(scoreFigure(page, 'Today').textContent()).resolves.toBe('3/5');
    await expect(scoreFigure(page, 'All time').textContent()).resolves.toBe('3');
    await expect(scoreFigure(page, 'Streak').textContent()).resolves.toBe('1');
    // Each card's name is one line beside its mark, not a word a line (design review 10, problem 5).
    // A miss says the right answer beside the card: the way up it fell, or what was said instead.
    for (const [i, q] of quiz.entries()) {
      const answer = page.locator('.quiz-done__item').nth(i).locator('.quiz-done__answer');
      if (rightAt(i)) await expect(answer.count()).resolves.toBe(0);
      else
        await expect(answer.textContent()).resolves.toBe(
          q.kind === 'upright_or_reversed' ? q.answer : `you said ${nameOf(wrongChoice(q))}`,
        );
    }
    // The names are plain text with a chevron, not bold gold links, and still 44 px targets.
    const row = page.locator('.quiz-done__card').first();
    expect((await row.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(
      row.evaluate((a) => {
        const s = getComputedStyle(a);
        return { weight: s.fontWeight, line: s.textDecorationLine, color: s.color };
      }),
    ).resolves.toEqual({
      weight: '400',
      line: 'none',
      color: await page
        .locator('.quiz-done p')
        .first()
        .evaluate((p) => getComputedStyle(p).color),
    });
    const nameLines = await page.locator('.quiz-done__name').evaluateAll((links) =>
      links.map((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(nameLines).toEqual([1, 1, 1, 1, 1]);
    await screenshot(page, 'learn-quiz-done-1280-light');

    // The score and the finished quiz are the server's: a reload shows them again.
    await page.reload();
    await page.getByRole('heading', { name: "Today's quiz is done" }).waitFor();
    await expect(scoreFigure(page, 'Today').textContent()).resolves.toBe('3/5');
    const first = quiz[0] as QuizQuestion;
    await page.getByRole('link', { name: nameOf(first.cardId) }).click();
    await page.getByRole('heading', { level: 1, name: nameOf(first.cardId) }).waitFor();
    await context.close();
  });

  it('opens the quiz from its deep link inside Telegram’s dark theme', async () => {
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    const user = { id: 6_060_606, first_name: 'Lea', language_code: 'en' };
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/');
    const token = String(
      await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
    );
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    await post('/api/user/locale', { locale: 'en' });
    await post('/api/user/terms', { accepted: true });
    await post('/api/user/arcana/skip', {});
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, startParam: 'quiz' }, '/');
    await page.waitForURL(`${server.url}/learn/quiz`);
    await page.getByText('Question 1 of 5').waitFor();
    // Each figure's label is one line at 360 px, so the three tiles stay level (design review 4).
    const labels = await page.locator('.quiz-score dt').all();
    expect(labels).toHaveLength(3);
    for (const label of labels) {
      const { height, line } = await label.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: Number.parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height, (await label.textContent()) ?? '').toBeLessThan(line * 1.5);
    }
    await artLoaded(page);
    await screenshot(page, 'learn-quiz-telegram-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user }, '/learn?suit=swords');
    await page.getByRole('link', { name: 'King of Swords' }).waitFor();
    await expectSuitTabs(page);
    await artLoaded(page);
    await screenshot(page, 'learn-swords-telegram-dark');
    // Scrolled halfway, the row fades at both ends; at its start, only at the end.
    const suits = page.locator('.library__suits');
    await suits.evaluate((row) => row.scrollTo({ left: (row.scrollWidth - row.clientWidth) / 2 }));
    await expectFadedEdges(page, { before: true, after: true });
    await suits.evaluate((row) => row.scrollTo({ left: 0 }));
    await expectFadedEdges(page, { before: false, after: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectSuitTabs(page);
    // All five fit: nothing fades.
    await expectFadedEdges(page, { before: false, after: false });
    await screenshot(page, 'learn-swords-1280-telegram-dark');
    await context.close();
  });
});
