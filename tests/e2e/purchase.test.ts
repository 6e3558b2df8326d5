/**
 * Buying tokens, in a sheet anchored to the bottom edge (a centred dialog in a browser from 768 px):
 * inside (mocked) Telegram the subscription and the packages are rows of one radio group, drawn as
 * Telegram's grouped lists in two sections (Monthly, One-time) with a trailing checkmark; a summary line
 * over the MainButton says what it buys, and the MainButton ("Pay N ★") opens a Stars invoice; the bot credits the tokens on
 * successful_payment from the (loopback) Bot API; when Telegram reports the invoice paid the balance is
 * read from the server. In a browser nothing is for sale: one link to the app's `buy` deep link.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { openSignedIn, register } from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  emit,
  openInTelegram,
  press,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
  telegramCalls,
} from './support/telegram.js';

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

const post = (path: string, body: unknown, token?: string) => postApi(server.url, path, body, token);

/** The sheet’s body scrolls on its own, without handing the scroll to the page, and fades out at its foot. */
async function expectFadingBody(page: Page) {
  const style = await page.locator('dialog.modal--sheet[open] .modal__body').evaluate((el) => {
    const css = getComputedStyle(el);
    return {
      overflowY: css.overflowY,
      overscroll: css.overscrollBehaviorY,
      mask: css.maskImage || css.getPropertyValue('-webkit-mask-image'),
    };
  });
  expect(style).toMatchObject({ overflowY: 'auto', overscroll: 'contain' });
  expect(style.mask).toMatch(/^linear-gradient\(.*rgba\(0, 0, 0, 0\)\)$/);
}

/** Inside Telegram and on phones: on the bottom edge, at most 85% of the screen high. */
async function expectBottomSheet(page: Page) {
  const sheet = page.locator('dialog.modal--sheet[open]');
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  expect(box && viewport && box.height <= viewport.height * 0.85 + 1).toBe(true);
  expect(await sheet.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('16px');
  await expectFadingBody(page);
}

/** In a browser window from 768 px: a dialog in the middle, clear of every edge. */
async function expectCentredDialog(page: Page) {
  const box = await page.locator('dialog.modal--sheet[open]').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no sheet on screen');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  expect(box.y + box.height).toBeLessThan(viewport.height - 24);
  await expectFadingBody(page);
}

/** The rows that carry a checkmark, by test id. */
const checkedRows = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('.offer')
    .filter({ has: page.locator('.offer__check svg') })
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));

describe('buying tokens', () => {
  it('in Telegram: opens the Stars invoice and shows the balance the server credited once paid', async () => {
    const tgUser = { id: 5_550_001, first_name: 'Vera', language_code: 'en' };
    const context = await newContext(browser, { width: 360, dark: true });
    const page = await context.newPage();
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser, theme: TELEGRAM_DARK_THEME },
      '/',
    );
    // First visit: onboarding (language, terms, birth date) — answered through the API to reach the profile.
    const token = await page
      .waitForFunction(() => localStorage.getItem('access_token'))
      .then((h) => h.jsonValue());
    await post('/api/user/locale', { locale: 'en' }, String(token));
    await post('/api/user/terms', { accepted: true }, String(token));
    await post('/api/user/arcana/skip', {}, String(token));
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/profile');

    const balance = page.getByTestId('profile-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('60 tokens', { exact: true }).waitFor();
    await screenshot(page, 'purchase-telegram-360-tgdark', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await expectBottomSheet(page);

    // One radio group drawn as Telegram's grouped lists: the subscription under MONTHLY, then the
    // packages under ONE-TIME, smallest first; rows on the section background, on the secondary one.
    const group = dialog.locator('fieldset.offers');
    expect(await group.count()).toBe(1);
    const rows = await group
      .locator('.offer')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(rows).toEqual(['offer-monthly', 'offer-starter', 'offer-seeker', 'offer-mystic', 'offer-oracle']);
    expect(await group.locator('.offers__header').allInnerTexts()).toEqual(['MONTHLY', 'ONE-TIME']);
    const sections = await group.locator('.offers__section').evaluateAll((els) =>
      els.map((e) => ({
        header: e.querySelector('legend')?.textContent,
        rows: [...e.querySelectorAll('.offer')].map((r) => r.getAttribute('data-testid')),
        background: getComputedStyle(e.querySelector('.offers__list') as Element).backgroundColor,
      })),
    );
    expect(sections).toEqual([
      { header: 'Monthly', rows: ['offer-monthly'], background: 'rgb(23, 33, 43)' },
      {
        header: 'One-time',
        rows: ['offer-starter', 'offer-seeker', 'offer-mystic', 'offer-oracle'],
        background: 'rgb(23, 33, 43)',
      },
    ]);
    expect(
      await page.locator('dialog.modal--sheet[open]').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(35, 46, 60)');
    // The radios carry the section's name to a screen reader.
    expect(await dialog.getByRole('group', { name: 'Monthly' }).getByRole('radio').count()).toBe(1);
    expect(await dialog.getByRole('group', { name: 'One-time' }).getByRole('radio').count()).toBe(4);
    // The title starts at the row's text inset, with no gutter before it; the checkmark trails the price.
    const seeker = dialog.getByTestId('offer-seeker');
    const [row, title, price, check] = await Promise.all(
      ['', '.offer__title', '.offer__price', '.offer__check svg'].map((sel) =>
        (sel ? seeker.locator(sel) : seeker).boundingBox(),
      ),
    );
    if (!row || !title || !price || !check) throw new Error('the chosen row is not drawn');
    expect(title.x - row.x).toBe(16);
    expect(check.x).toBeGreaterThan(price.x + price.width);
    expect(row.x + row.width - (check.x + check.width)).toBeLessThanOrEqual(16);
    // Each line under a title says what the offer is worth against the smallest package, not its name.
    const value = (id: string) => dialog.getByTestId(`offer-${id}`).locator('.offer__value').textContent();
    const saving = (id: string) =>
      dialog.getByTestId(`offer-${id}`).locator('.offer__saving').allInnerTexts();
    await expect(value('starter')).resolves.toBe('2 ★ per token');
    await expect(saving('starter')).resolves.toEqual([]);
    await expect(value('seeker')).resolves.toBe('1.7 ★ per token');
    await expect(saving('seeker')).resolves.toEqual(['Save 16%']);
    await expect(value('mystic')).resolves.toBe('1.5 ★ per token');
    await expect(saving('mystic')).resolves.toEqual(['Save 25%']);
    await expect(value('monthly')).resolves.toBe('1 ★ per token');
    await expect(saving('monthly')).resolves.toEqual(['Save 50%']);
    // Whole rows are the choice: a checkmark, no radio circle on screen (the radio is for screen readers).
    const radio = dialog.getByRole('radio', { name: /^60 tokens/ });
    expect(await radio.isChecked()).toBe(true);
    expect((await radio.boundingBox())?.width).toBeLessThanOrEqual(1);

    // Inside Telegram the choice is paid with the MainButton (issue 22 §3), which names the chosen
    // offer's price and follows the checkmark; no pay or subscribe button in the sheet.
    expect(await dialog.getByRole('button', { name: /Buy|Pay|Subscribe/ }).count()).toBe(0);
    // Over the MainButton, a summary line says what it buys; the footnote is the chosen kind's, and
    // changing it does not move the sheet.
    const summary = dialog.getByTestId('purchase-summary');
    // The footnote shown (the other one keeps its place, hidden).
    const footnote = dialog.getByTestId('purchase-footnote').locator(':scope > :not([aria-hidden="true"])');
    const payment = 'Payment is made in Telegram Stars. Tokens arrive as soon as Telegram confirms it.';
    await expect.poll(() => checkedRows(page)).toEqual(['offer-seeker']);
    await expect.poll(() => bottomButton(page)).toBe('Pay 100 ★');
    await expect.poll(() => summary.textContent()).toBe('60 tokens for 100 ★');
    await expect.poll(() => footnote.textContent()).toBe(payment);
    await dialog.getByTestId('offer-starter').click();
    await expect.poll(() => checkedRows(page)).toEqual(['offer-starter']);
    await expect.poll(() => bottomButton(page)).toBe('Pay 50 ★');
    await expect.poll(() => summary.textContent()).toBe('25 tokens for 50 ★');
    const sheetTop = async () => (await page.locator('dialog.modal--sheet[open]').boundingBox())?.y;
    const top = await sheetTop();
    await dialog.getByTestId('offer-monthly').click();
    await expect.poll(() => checkedRows(page)).toEqual(['offer-monthly']);
    await expect.poll(() => bottomButton(page)).toBe('Subscribe · 150 ★ a month');
    await expect.poll(() => summary.textContent()).toBe('150 tokens a month for 150 ★');
    expect(await sheetTop()).toBe(top);
    await expect
      .poll(() => footnote.textContent())
      .toBe('Renews every 30 days; cancel any time in your profile.');
    await screenshot(page, 'purchase-telegram-subscription-360-tgdark', { fullPage: false });
    await dialog.getByText('60 tokens', { exact: true }).click();
    await expect.poll(() => checkedRows(page)).toEqual(['offer-seeker']);
    await expect.poll(() => bottomButton(page)).toBe('Pay 100 ★');
    await expect.poll(() => summary.textContent()).toBe('60 tokens for 100 ★');
    await expect.poll(() => footnote.textContent()).toBe(payment);
    // The summary stays in the sheet's footer, on screen however far the list scrolls.
    const viewport = page.viewportSize();
    const summaryBox = await summary.boundingBox();
    expect(summaryBox && viewport && summaryBox.y + summaryBox.height <= viewport.height).toBe(true);
    // Each pick is a selection tick under the finger.
    const ticks = (await telegramCalls(page)).filter(
      (c) =>
        c.name === 'web_app_trigger_haptic_feedback' &&
        (c.data as { type: string }).type === 'selection_change',
    );
    expect(ticks).toHaveLength(3);
    await press(page, 'main');
    await page.waitForFunction(() =>
      (window as unknown as { __tgCalls: { name: string }[] }).__tgCalls.some(
        (c) => c.name === 'web_app_open_invoice',
      ),
    );
    const opened = (await telegramCalls(page)).find((c) => c.name === 'web_app_open_invoice');
    expect(opened?.data).toEqual({ slug: 'invoice-1' });

    // Telegram takes the payment: the bot answers pre_checkout_query, then credits on successful_payment.
    const invoice = telegram.callsTo('createInvoiceLink').at(-1);
    const payload = String(invoice?.payload);
    const from = { id: tgUser.id, is_bot: false, first_name: tgUser.first_name };
    telegram.pushUpdates(
      {
        update_id: 9001,
        pre_checkout_query: {
          id: 'pcq-1',
          from,
          currency: 'XTR',
          total_amount: 100,
          invoice_payload: payload,
        },
      },
      {
        update_id: 9002,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: tgUser.id, type: 'private', first_name: tgUser.first_name },
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: 100,
            invoice_payload: payload,
            telegram_payment_charge_id: 'charge-e2e-1',
            provider_payment_charge_id: '',
          },
        },
      },
    );
    await emit(page, 'invoice_closed', { slug: 'invoice-1', status: 'paid' });
    await page.getByText('Payment received').waitFor();
    await expect(balance.textContent()).resolves.toBe(`${before + 60} tokens`);
    await expect.poll(() => bottomButton(page)).toBe(null);
    await context.close();
  }, 120_000);

  // Four launches of the app, one per look: given two minutes, as the paying test, on a busy machine.
  it('in Telegram’s light theme and in a wide Telegram window, the same lists and summary', async () => {
    const tgUser = { id: 5_550_003, first_name: 'Mira', language_code: 'en' };
    const first = await newContext(browser);
    const page = await first.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = await page
      .waitForFunction(() => localStorage.getItem('access_token'))
      .then((h) => h.jsonValue());
    await post('/api/user/locale', { locale: 'en' }, String(token));
    await post('/api/user/terms', { accepted: true }, String(token));
    await post('/api/user/arcana/skip', {}, String(token));
    await first.close();
    for (const [width, theme, name] of [
      [360, TELEGRAM_LIGHT_THEME, 'tglight'],
      [1280, TELEGRAM_DARK_THEME, 'tgdark'],
      [1280, TELEGRAM_LIGHT_THEME, 'tglight'],
    ] as const) {
      const context = await newContext(browser, { width, dark: theme === TELEGRAM_DARK_THEME });
      const shot = await context.newPage();
      // A fresh launch: the buy deep link opens the sheet.
      await openInTelegram(shot, server.url, {
        botToken: TEST_BOT_TOKEN,
        user: tgUser,
        theme,
        startParam: 'buy',
      });
      const dialog = shot.getByRole('dialog');
      await dialog.getByText('60 tokens', { exact: true }).waitFor();
      await expect.poll(() => shot.getByTestId('purchase-summary').textContent()).toBe('60 tokens for 100 ★');
      await expect.poll(() => bottomButton(shot)).toBe('Pay 100 ★');
      // The lists on the theme's section colour, the sheet on its secondary one.
      const [list, sheet] = await Promise.all([
        dialog
          .locator('.offers__list')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
        shot.locator('dialog.modal--sheet[open]').evaluate((el) => getComputedStyle(el).backgroundColor),
      ]);
      expect([list, sheet]).toEqual(
        theme === TELEGRAM_DARK_THEME
          ? ['rgb(23, 33, 43)', 'rgb(35, 46, 60)']
          : ['rgb(255, 255, 255)', 'rgb(241, 241, 241)'],
      );
      expect(await seriousViolations(shot)).toEqual([]);
      await screenshot(shot, `purchase-telegram-${width}-${name}`, { fullPage: false });
      await context.close();
    }
  }, 120_000);

  it('in a browser: no packages to pick, one Buy in Telegram to the app’s buy deep link, in a centred dialog on wide screens', async () => {
    const account = await register(server.url, { onboarded: true });
    for (const [width, dark] of [
      [360, false],
      [360, true],
      [1280, false],
      [1280, true],
    ] as const) {
      const context = await newContext(browser, { width, dark });
      const page = await context.newPage();
      await openSignedIn(page, server.url, account, '/profile');
      await page.getByRole('button', { name: 'Buy tokens' }).click();
      const dialog = page.getByRole('dialog');
      const link = dialog.getByRole('link', { name: 'Buy in Telegram' });
      await link.waitFor();
      // The deep link opens the app inside Telegram with the purchase sheet (startapp=buy).
      expect(await link.getAttribute('href')).toBe('https://t.me/tarot_test_bot?startapp=buy');
      await dialog
        .getByText(
          'Tokens are bought with Telegram Stars. Open the app in Telegram to top up; your balance here updates when you come back.',
        )
        .waitFor();
      // Nothing that cannot be bought here: no radios, no prices, no second action.
      expect(await dialog.getByRole('radio').count()).toBe(0);
      expect(await dialog.getByText(/Stars$/).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /Buy|Pay|Subscribe/ }).count()).toBe(0);
      const viewport = page.viewportSize();
      const box = await link.boundingBox();
      expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
      if (width < 768) await expectBottomSheet(page);
      else await expectCentredDialog(page);
      await screenshot(page, `purchase-browser-${width}-${dark ? 'dark' : 'light'}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('opens the packages from the bot’s buy deep link (startapp=buy)', async () => {
    const tgUser = { id: 5_550_002, first_name: 'Lev', language_code: 'en' };
    const first = await newContext(browser);
    const page = await first.newPage();
    await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user: tgUser }, '/');
    const token = await page
      .waitForFunction(() => localStorage.getItem('access_token'))
      .then((h) => h.jsonValue());
    await post('/api/user/locale', { locale: 'en' }, String(token));
    await post('/api/user/terms', { accepted: true }, String(token));
    await post('/api/user/arcana/skip', {}, String(token));
    await first.close();
    const context = await newContext(browser);
    const again = await context.newPage();
    await openInTelegram(
      again,
      server.url,
      { botToken: TEST_BOT_TOKEN, user: tgUser, startParam: 'buy' },
      '/',
    );
    await again.getByRole('dialog').getByText('Tokens').first().waitFor();
    expect(new URL(again.url()).pathname).toBe('/profile');
    await context.close();
  });
});
