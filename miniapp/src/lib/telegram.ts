/**
 * Where the bundle runs: inside Telegram (launch parameters present) or in a plain browser. Inside
 * Telegram the SDK is set up once: theme and viewport CSS variables, safe areas, expanded viewport.
 */

import { mayBeTelegram } from './telegram-hint.js';
import { applyScheme } from './theme.js';

/** The SDK's module: loaded only when the page may have been launched by Telegram (ADR 0087). */
export type TelegramSdk = typeof import('@telegram-apps/sdk-react');

export interface TelegramLaunch {
  initData: string | null;
  /** The Telegram user who opened the app; the session inside Telegram must be theirs. */
  userId: number | null;
  startParam: string | null;
  platform: string;
  /** The Mini Apps version the client speaks, e.g. "8.0": what it supports. */
  version: string;
  languageCode: string | null;
  isDark: boolean;
}

let launch: TelegramLaunch | null = null;
let sdk: TelegramSdk | null = null;

/** The SDK inside Telegram; null in a browser, where no Telegram call may be made. */
export function telegramSdk(): TelegramSdk | null {
  return sdk;
}

export function telegramLaunch(): TelegramLaunch | null {
  return launch;
}

export function inTelegram(): boolean {
  return launch !== null;
}

/** Telegram's desktop and web clients, worked with a pointer, not a finger. */
const DESKTOPS = new Set(['tdesktop', 'macos', 'web', 'weba', 'webk', 'unigram']);

/** Inside a Telegram client on a computer: its controls are clicked, not tapped. */
export function telegramOnDesktop(): boolean {
  return launch !== null && DESKTOPS.has(launch.platform);
}

/**
 * Sets up the SDK when launched by Telegram; a no-op in a browser, which never downloads the SDK: the
 * launch parameters are looked for where the SDK looks before its chunk is fetched.
 */
export async function initTelegram(): Promise<TelegramLaunch | null> {
  if (!mayBeTelegram()) return null;
  const loaded = await import('@telegram-apps/sdk-react');
  const {
    backButton,
    init,
    isTMA,
    miniApp,
    retrieveLaunchParams,
    retrieveRawInitData,
    swipeBehavior,
    themeParams,
    viewport,
  } = loaded;
  if (!isTMA()) return null;
  sdk = loaded;
  // Telegram's web clients may send CSS for the SDK to put in a <style> through innerHTML, which the
  // page's Trusted Types rule refuses; the app's own theme is all it wears (ADR 0035).
  init({ acceptCustomStyles: false });
  const params = retrieveLaunchParams();
  const user = params.tgWebAppData?.user;
  launch = {
    initData: retrieveRawInitData() ?? null,
    userId: user?.id ?? null,
    startParam: params.tgWebAppStartParam ?? null,
    platform: params.tgWebAppPlatform,
    version: params.tgWebAppVersion,
    languageCode: user?.language_code ?? null,
    isDark: false,
  };
  backButton.mount.ifAvailable();
  swipeBehavior.mount.ifAvailable();
  if (swipeBehavior.disableVertical.isAvailable()) swipeBehavior.disableVertical();
  if (themeParams.mountSync.isAvailable()) {
    themeParams.mountSync();
    themeParams.bindCssVars();
    launch.isDark = themeParams.isDark();
    // The user can switch Telegram's theme while the app is open; follow it.
    themeParams.isDark.sub((dark) => applyScheme(dark));
  }
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    miniApp.bindCssVars();
    if (miniApp.ready.isAvailable()) miniApp.ready();
  }
  if (viewport.mount.isAvailable()) {
    void viewport
      .mount()
      .then(() => {
        viewport.bindCssVars();
        if (viewport.expand.isAvailable()) viewport.expand();
      })
      .catch((error: unknown) => console.error('viewport', error));
  }
  document.documentElement.classList.add('tg');
  return launch;
}

/** A light tap on card reveals, a selection tick on a choice; nothing outside Telegram. */
export function haptic(kind: 'light' | 'medium' | 'selection' | 'success' | 'error' = 'light') {
  if (!sdk) return;
  const { hapticFeedback } = sdk;
  if (kind === 'selection') {
    if (hapticFeedback.selectionChanged.isAvailable()) hapticFeedback.selectionChanged();
  } else if (kind === 'success' || kind === 'error') {
    if (hapticFeedback.notificationOccurred.isAvailable()) hapticFeedback.notificationOccurred(kind);
  } else if (hapticFeedback.impactOccurred.isAvailable()) {
    hapticFeedback.impactOccurred(kind);
  }
}
