/**
 * A mocked Telegram client around the real app (STYLE.md: the SDK's environment, mocked only in tests):
 * launch parameters in the URL hash with initData signed by the test bot token, and a
 * `TelegramWebviewProxy` that records every method the app calls and answers the requests Telegram
 * answers (theme, viewport, safe areas, fullscreen, the home screen's status). `emit` sends an event as Telegram would (e.g. invoice_closed).
 */
import { sign } from '@telegram-apps/init-data-node';
import type { Page } from 'playwright-core';
import { postApi } from './api.js';

export const TELEGRAM_DARK_THEME = {
  accent_text_color: '#6ab2f2',
  bg_color: '#17212b',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
  header_bg_color: '#17212b',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  text_color: '#f5f5f5',
} as const;

/** Telegram's default light theme, as its Android client sends it. */
export const TELEGRAM_LIGHT_THEME = {
  accent_text_color: '#168acd',
  bg_color: '#ffffff',
  button_color: '#40a7e3',
  button_text_color: '#ffffff',
  destructive_text_color: '#d14e4e',
  header_bg_color: '#ffffff',
  hint_color: '#999999',
  link_color: '#168acd',
  secondary_bg_color: '#f1f1f1',
  section_bg_color: '#ffffff',
  section_header_text_color: '#168acd',
  subtitle_text_color: '#999999',
  text_color: '#000000',
} as const;

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export interface TelegramLaunchOptions {
  botToken: string;
  user: TelegramUser;
  startParam?: string;
  theme?: Record<string, string>;
  platform?: string;
}

export function launchHash(options: TelegramLaunchOptions): string {
  const initData = sign(
    { user: options.user, ...(options.startParam ? { start_param: options.startParam } : {}) },
    options.botToken,
    new Date(),
  );
  const params = new URLSearchParams([
    ['tgWebAppData', initData],
    ['tgWebAppVersion', '8.0'],
    ['tgWebAppPlatform', options.platform ?? 'android'],
    ['tgWebAppThemeParams', JSON.stringify(options.theme ?? TELEGRAM_DARK_THEME)],
  ]);
  if (options.startParam) params.set('tgWebAppStartParam', options.startParam);
  return `#${params.toString()}`;
}

/** Installs the fake client before any page script runs. */
export async function installTelegram(page: Page, theme: Record<string, string> = TELEGRAM_DARK_THEME) {
  await page.addInitScript((themeParams) => {
    type Call = { name: string; data: unknown };
    const w = window as unknown as {
      __tgCalls: Call[];
      TelegramWebviewProxy: { postEvent(name: string, data: string): void };
    };
    w.__tgCalls = [];
    const emit = (eventType: string, eventData: unknown) =>
      window.postMessage(JSON.stringify({ eventType, eventData }), '*');
    const answers: Record<string, () => void> = {
      web_app_request_theme: () => emit('theme_changed', { theme_params: themeParams }),
      web_app_request_viewport: () =>
        emit('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        }),
      web_app_request_safe_area: () => emit('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
      web_app_request_content_safe_area: () =>
        emit('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
      web_app_request_fullscreen: () => emit('fullscreen_changed', { is_fullscreen: true }),
      web_app_exit_fullscreen: () => emit('fullscreen_changed', { is_fullscreen: false }),
      // A phone where the app is not on the home screen yet.
      web_app_check_home_screen: () => emit('home_screen_checked', { status: 'missed' }),
    };
    w.TelegramWebviewProxy = {
      postEvent(name, data) {
        let parsed: unknown = data;
        try {
          parsed = data ? JSON.parse(data) : null;
        } catch {}
        w.__tgCalls.push({ name, data: parsed });
        answers[name]?.();
      },
    };
  }, theme);
}

/** The Mini App methods the app has called so far, e.g. web_app_open_invoice. */
export async function telegramCalls(page: Page): Promise<{ name: string; data: unknown }[]> {
  return page.evaluate(
    () => (window as unknown as { __tgCalls: { name: string; data: unknown }[] }).__tgCalls,
  );
}

/** The last parameters the app set with a method, e.g. web_app_setup_main_button; undefined if never. */
export async function lastCall<T = Record<string, unknown>>(
  page: Page,
  name: string,
): Promise<T | undefined> {
  return (await telegramCalls(page)).filter((c) => c.name === name).at(-1)?.data as T | undefined;
}

export interface BottomButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
}

/** What Telegram's MainButton (or SecondaryButton) shows now: its text, or null when hidden. */
export async function bottomButton(page: Page, which: 'main' | 'secondary' = 'main') {
  const params = await lastCall<BottomButtonParams>(page, `web_app_setup_${which}_button`);
  return params?.is_visible ? (params.text ?? null) : null;
}

/** The person taps Telegram's MainButton, SecondaryButton, BackButton or SettingsButton. */
export async function press(page: Page, button: 'main' | 'secondary' | 'back' | 'settings') {
  await emit(page, `${button}_button_pressed`, {});
}

/** An event from the Telegram client, e.g. emit(page, 'invoice_closed', {slug, status: 'paid'}). */
export async function emit(page: Page, eventType: string, eventData: unknown) {
  await page.evaluate(
    ([type, data]) => window.postMessage(JSON.stringify({ eventType: type, eventData: data }), '*'),
    [eventType, eventData] as const,
  );
}

/** Opens the app as Telegram would: installed client, then the URL with the launch parameters. */
export async function openInTelegram(page: Page, base: string, options: TelegramLaunchOptions, path = '/') {
  await installTelegram(page, options.theme);
  // Telegram opens each launch in a fresh web view. A URL that differs from the page's only in its hash
  // would be a same-document navigation that keeps the last launch's state (its start parameter, the
  // deep link already followed), so the page is emptied first.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(`${base}${path}${launchHash(options)}`);
}

/**
 * A Telegram user who has opened the app once (which signs them in) and is then onboarded over the API:
 * English, the terms accepted, the personal arcana skipped, no confirmation before a paid reading.
 * Returns their access token.
 */
export async function onboardInTelegram(page: Page, base: string, options: TelegramLaunchOptions) {
  await openInTelegram(page, base, options, '/');
  const token = String(
    await page.waitForFunction(() => localStorage.getItem('access_token')).then((h) => h.jsonValue()),
  );
  await postApi(base, '/api/user/locale', { locale: 'en' }, token);
  await postApi(base, '/api/user/terms', { accepted: true }, token);
  await postApi(base, '/api/user/arcana/skip', {}, token);
  await postApi(base, '/api/user/preferences/confirmation', { show_confirmation: false }, token);
  return token;
}
