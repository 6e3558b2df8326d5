/**
 * Telegram's own controls, end to end in the mocked client (issue 22 §3–5, issue 19): the web's bottom
 * tabs in Telegram's colours, the SettingsButton to the profile, the BackButton on nested screens and
 * the admin panel, the closing confirmation while a reading is written, fullscreen and the orientation
 * held during the reveal with a haptic tap per card and a selection tick per spread picked, the profile
 * phrased for a Telegram user (no Sign out), deleting a reading through Telegram's popup, and the
 * home-screen offer after the third daily card, once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startTelegramServer } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN } from '../helpers/harness.js';
import { telegramAccount } from './support/accounts.js';
import { postApi } from './support/api.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser, newContext, screenshot, watchErrors } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import {
  bottomButton,
  emit,
  lastCall,
  openInTelegram,
  press,
  TELEGRAM_DARK_THEME,
  TELEGRAM_LIGHT_THEME,
  type TelegramUser,
  telegramCalls,
} from './support/telegram.js';

const ADMIN_ID = 772_999_999;

let telegram: FakeTelegram;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  telegram = await startTelegramServer(TEST_BOT_TOKEN);
  server = await startServer({
    BOT_TOKEN: TEST_BOT_TOKEN,
    BOT_USERNAME: 'tarot_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
    ADMIN_TELEGRAM_IDS: String(ADMIN_ID),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await telegram?.close();
});

const post = (path: string, body: unknown, token?: string) => postApi(server.url, path, body, token);

let nextId = 772_000_001;

/** A Telegram user signed in through initData as the app does it, onboarded, no confirmation to spend. */
async function telegramUser(id = nextId++): Promise<{ user: TelegramUser; token: string }> {
  const user = { id, first_name: 'Vera', language_code: 'en' };
  const { access_token: token } = await telegramAccount(server.url, TEST_BOT_TOKEN, user, { confirm: false });
  return { user, token };
}

async function open(user: TelegramUser, path: string, dark = true) {
  const context = await newContext(browser, { width: 360, dark });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const theme = dark ? TELEGRAM_DARK_THEME : TELEGRAM_LIGHT_THEME;
  await openInTelegram(page, server.url, { botToken: TEST_BOT_TOKEN, user, theme }, path);
  return { page, errors, close: () => context.close() };
}

const callsTo = async (page: Page, name: string) =>
  (await telegramCalls(page)).filter((c) => c.name === name).map((c) => c.data);

const backButtonShown = async (page: Page) =>
  (await lastCall<{ is_visible: boolean }>(page, 'web_app_setup_back_button'))?.is_visible ?? false;

/** Draws the named spread with Telegram's MainButton and waits for the reading to be written. */
async function drawWithMainButton(page: Page, spread: string) {
  await page.locator('.reading-spread', { hasText: spread }).click();
  await expect.poll(() => bottomButton(page)).toMatch(/^Draw the cards/);
  await press(page, 'main');
  // Done: the MainButton opens the full reading; a new reading is the page's quiet link.
  await expect.poll(() => bottomButton(page), { timeout: 20_000 }).toBe('Open the full reading');
}

describe('Telegram controls', () => {
  it('draws with the MainButton over the bottom tabs, in fullscreen, a haptic tap per card, asking before closing while written', async () => {
    const { user } = await telegramUser();
    const { page, errors, close } = await open(user, '/reading');
    await page.locator('.reading-spread').first().waitFor();

    // The web's bottom tabs, in Telegram's colours: its secondary background (no bottom_bar_bg_color in
    // this theme) and the current tab's icon in its button colour. No Draw of ours in the page.
    const bar = page.locator('.tab-bar');
    const tabs = await bar.boundingBox();
    expect(tabs && Math.round(tabs.y + tabs.height)).toBe(page.viewportSize()?.height);
    const colours = await bar.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      current: getComputedStyle(el.querySelector('[aria-current="page"] .tab-bar__icon') as Element).color,
    }));
    expect(colours).toEqual({ background: 'rgb(35, 46, 60)', current: 'rgb(82, 136, 193)' });
    expect(await page.locator('.reading__action').count()).toBe(0);
    await screenshot(page, 'telegram-tab-bar-360-tgdark', { fullPage: false });

    await drawWithMainButton(page, 'Past, Present, Future');
    // Picking the spread was a selection tick.
    const ticks = ((await callsTo(page, 'web_app_trigger_haptic_feedback')) as { type: string }[]).filter(
      (t) => t.type === 'selection_change',
    );
    expect(ticks).toHaveLength(1);

    // Closing asked for confirmation while the reading was written, and no longer once it was.
    const closing = (
      (await callsTo(page, 'web_app_setup_closing_behavior')) as { need_confirmation: boolean }[]
    ).map((c) => c.need_confirmation);
    expect(closing.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(closing.lastIndexOf(false)).toBeGreaterThan(closing.indexOf(true));
    expect(closing.at(-1)).toBe(false);
    // Fullscreen and the orientation held from the draw; a light tap as each card turned.
    expect(await callsTo(page, 'web_app_request_fullscreen')).toHaveLength(1);
    expect(await lastCall(page, 'web_app_toggle_orientation_lock')).toEqual({ locked: true });
    const lightTaps = async () =>
      (
        (await callsTo(page, 'web_app_trigger_haptic_feedback')) as { type: string; impact_style?: string }[]
      ).filter((t) => t.type === 'impact' && t.impact_style === 'light').length;
    await expect.poll(lightTaps).toBe(3);
    await screenshot(page, 'telegram-reading-done-360-tgdark', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // A new reading leaves fullscreen and lets the phone turn again.
    await page.getByRole('button', { name: 'New reading' }).click();
    await page.locator('.reading-spread').first().waitFor();
    await expect.poll(() => callsTo(page, 'web_app_exit_fullscreen')).toHaveLength(1);
    expect(await lastCall(page, 'web_app_toggle_orientation_lock')).toEqual({ locked: false });
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the profile with the SettingsButton, phrased for a Telegram user, and leads back from nested screens', async () => {
    const { user, token } = await telegramUser();
    const { reading } = (await post('/api/readings', { spread_id: 'daily', locale: 'en' }, token)) as {
      reading: { id: string };
    };
    for (const dark of [true, false]) {
      const { page, errors, close } = await open(user, '/reading', dark);
      await page.locator('.reading-spread').first().waitFor();
      await screenshot(page, `telegram-reading-360-${dark ? 'tgdark' : 'tglight'}`, { fullPage: false });
      await expect.poll(() => lastCall(page, 'web_app_setup_settings_button')).toEqual({ is_visible: true });
      expect(await backButtonShown(page)).toBe(false);

      await press(page, 'settings');
      await page.waitForURL(/\/profile$/);
      // An e-mail is offered as the way to the web too; no password to set before there is one.
      await page.getByText('Sign in on the web', { exact: true }).waitFor();
      await page.getByText('Add an email to sign in on the web too.').waitFor();
      expect(await page.getByText('Password', { exact: true }).count()).toBe(0);
      await page.getByText('Morning card from the bot').waitFor();
      expect(await page.getByText('Daily card in Telegram').count()).toBe(0);
      // The person is their Telegram account: nothing to sign out of.
      await page.getByRole('heading', { name: 'Token history' }).waitFor();
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      await page.getByRole('heading', { name: 'Token history' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(page, `telegram-profile-end-360-${dark ? 'tgdark' : 'tglight'}`, { fullPage: false });
      await screenshot(page, `telegram-profile-360-${dark ? 'tgdark' : 'tglight'}`);

      // A reading from the history is a nested screen: the BackButton shows there and leads back.
      await page.getByRole('link', { name: 'History' }).click();
      await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
      await screenshot(page, `telegram-history-360-${dark ? 'tgdark' : 'tglight'}`);
      await page.locator(`a[href="/reading/${reading.id}"]`).click();
      await page.waitForURL(new RegExp(`/reading/${reading.id}$`));
      await expect.poll(() => backButtonShown(page)).toBe(true);
      await press(page, 'back');
      await page.waitForURL(/\/history$/);
      await expect.poll(() => backButtonShown(page)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('deletes a reading only after the destructive button of Telegram’s popup', async () => {
    const { user, token } = await telegramUser();
    const { reading } = (await post('/api/readings', { spread_id: 'daily', locale: 'en' }, token)) as {
      reading: { id: string };
    };
    // Inside Telegram the app opens on the reading; the reading is a tap into the history.
    const { page, errors, close } = await open(user, '/reading');
    await page.getByRole('link', { name: 'History' }).click();
    await page.locator(`a[href="/reading/${reading.id}"]`).click();
    const stored = async () =>
      (
        await fetch(`${server.url}/api/readings/${reading.id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    const popups = () => callsTo(page, 'web_app_open_popup');

    // Telegram asks, not the page: the delete as its destructive button, beside its own Cancel.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await popups()).length).toBe(1);
    expect((await popups())[0]).toEqual({
      title: 'Delete this reading?',
      message: 'The reading, its interpretation and your note are removed for good. This cannot be undone.',
      buttons: [
        { id: 'confirm', type: 'destructive', text: 'Delete' },
        { id: 'keep', type: 'cancel' },
      ],
    });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Cancelled: the reading stays, and so does the page.
    await emit(page, 'popup_closed', { button_id: 'keep' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await popups()).length).toBe(2);
    expect(await stored()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/reading/${reading.id}`);

    // Chosen: deleted, and the history is next.
    await emit(page, 'popup_closed', { button_id: 'confirm' });
    await page.waitForURL(/\/history$/);
    expect(await stored()).toBe(404);
    expect(errors).toEqual([]);
    await close();
  });

  it('leads out of the admin panel with the BackButton instead of a link in the page', async () => {
    const { user } = await telegramUser(ADMIN_ID);
    const { page, errors, close } = await open(user, '/reading');
    await page.locator('.reading-spread').first().waitFor();
    // An admin reaches /admin by its address (no tab leads there).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    await expect.poll(() => backButtonShown(page)).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to the app' }).isVisible()).toBe(false);
    await press(page, 'back');
    await page.waitForURL(/\/reading$/);
    await expect.poll(() => backButtonShown(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('offers the home screen after the third daily card, and never again', async () => {
    const { user, token } = await telegramUser();
    // Two daily cards already drawn (the bot's /daily counts too); the third is drawn in the app.
    await post('/api/readings', { spread_id: 'daily', locale: 'en' }, token);
    await post('/api/readings', { spread_id: 'daily', locale: 'en' }, token);
    const { page, errors, close } = await open(user, '/reading');
    await page.locator('.reading-spread').first().waitFor();

    await drawWithMainButton(page, 'Card of the Day');
    const offer = page.getByTestId('home-screen-offer');
    await offer.waitFor();
    expect(await callsTo(page, 'web_app_check_home_screen')).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    // An inset list of Telegram's, not a web card (design review 11 #6): one rounded block on the section
    // colour with no border, what is offered then its two actions as full-width rows with no frame.
    const looks = await offer.evaluate((aside) => {
      const list = aside.querySelector('.settings-group__list') as HTMLElement;
      const style = getComputedStyle(list);
      const box = list.getBoundingClientRect();
      return {
        aside: getComputedStyle(aside).borderTopWidth,
        border: style.borderTopColor,
        fill: style.backgroundColor,
        radius: style.borderTopLeftRadius,
        rows: [...list.children].map((row) => {
          const own = getComputedStyle(row);
          const r = row.getBoundingClientRect();
          return {
            tag: row.tagName,
            text: row.textContent?.trim().slice(0, 20),
            frame: `${own.borderTopWidth} ${own.backgroundColor} ${own.borderTopLeftRadius}`,
            full: Math.abs(r.left - box.left) <= 1 && Math.abs(r.right - box.right) <= 1,
          };
        }),
      };
    });
    expect(looks).toMatchObject({
      aside: '0px',
      border: 'rgba(0, 0, 0, 0)',
      fill: 'rgb(23, 33, 43)',
      radius: '12px',
    });
    expect(looks.rows.map((r) => [r.tag, r.text, r.frame, r.full])).toEqual([
      ['DIV', 'Your card of the day', '0px rgba(0, 0, 0, 0) 0px', true],
      ['BUTTON', 'Add to home screen', '0px rgba(0, 0, 0, 0) 0px', true],
      ['BUTTON', 'Not now', '0px rgba(0, 0, 0, 0) 0px', true],
    ]);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'telegram-home-screen-offer-360-tgdark', { fullPage: false });
    // Telegram's light theme, switched while the app is open: its blue button and accent text are
    // darkened in ui/theme.css, so they pass AA on white too.
    await emit(page, 'theme_changed', { theme_params: TELEGRAM_LIGHT_THEME });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'telegram-home-screen-offer-360-tglight', { fullPage: false });
    await offer.getByRole('button', { name: 'Add to home screen' }).click();
    expect(await callsTo(page, 'web_app_add_to_home_screen')).toHaveLength(1);
    await offer.waitFor({ state: 'detached' });

    // The fourth daily card, and the app opened again: not asked twice.
    await page.getByRole('button', { name: 'New reading' }).click();
    await drawWithMainButton(page, 'Card of the Day');
    expect(await page.getByTestId('home-screen-offer').count()).toBe(0);
    expect(await callsTo(page, 'web_app_check_home_screen')).toHaveLength(1);
    await page.goto('about:blank');
    await openInTelegram(
      page,
      server.url,
      { botToken: TEST_BOT_TOKEN, user, theme: TELEGRAM_LIGHT_THEME },
      '/reading',
    );
    await drawWithMainButton(page, 'Card of the Day');
    expect(await page.getByTestId('home-screen-offer').count()).toBe(0);
    expect(await callsTo(page, 'web_app_check_home_screen')).toHaveLength(0);
    expect(errors).toEqual([]);
    await close();
  });
});
