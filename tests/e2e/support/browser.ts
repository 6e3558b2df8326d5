/** Debian's Chromium through playwright-core (no browser downloads here), one per test file. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = join(import.meta.dirname, '../../../test-artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export interface ContextOptions {
  width?: number;
  dark?: boolean;
  locale?: string;
  reducedMotion?: boolean;
  /** A phone: touch events and a coarse pointer, so `@media (pointer: coarse)` rules apply. */
  touch?: boolean;
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  return browser.newContext({
    viewport: { width, height: width < 768 ? 780 : 860 },
    colorScheme: options.dark ? 'dark' : 'light',
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Saves a full-page screenshot under test-artifacts/screens/ (CI keeps it; people look at it). A sheet
 * over the page is judged as the person sees it: `{ fullPage: false }` keeps only the viewport.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const dir = join(ARTIFACTS, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}
