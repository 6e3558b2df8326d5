/**
 * Accounts for browser tests, made through the real API the way the app makes them, and handed to a
 * page as the session the app keeps in localStorage.
 */
import { sign } from '@telegram-apps/init-data-node';
import type { Page } from 'playwright-core';
import { postApi as post } from './api.js';

export interface TestAccount {
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
  user: { id: number; email: string | null };
}

let seq = 0;

export function uniqueEmail(prefix = 'user') {
  seq += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${seq}@example.com`;
}

/** Registers by e-mail; `onboarded` also confirms the language, accepts the terms and skips the birth date. */
export async function register(
  base: string,
  options: { onboarded?: boolean; email?: string; password?: string; locale?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery staple';
  const auth = (await post(base, '/api/auth/', {
    action: 'register',
    email,
    password,
    locale: options.locale ?? 'en',
  })) as Omit<TestAccount, 'email' | 'password'>;
  if (options.onboarded) {
    await post(base, '/api/user/locale', { locale: options.locale ?? 'en' }, auth.access_token);
    await post(base, '/api/user/terms', { accepted: true }, auth.access_token);
    await post(base, '/api/user/arcana/skip', {}, auth.access_token);
  }
  return { email, password, ...auth };
}

export interface TelegramTestUser {
  id: number;
  first_name: string;
  language_code: string;
}

/**
 * Signs a Telegram user in through initData as the app does, then onboards them in English (language,
 * terms, no birth date); `confirm: false` also turns off the question before a paid reading.
 */
export async function telegramAccount(
  base: string,
  botToken: string,
  user: TelegramTestUser,
  options: { confirm?: boolean } = {},
): Promise<TestAccount> {
  const auth = (await post(base, '/api/auth/', { initData: sign({ user }, botToken, new Date()) })) as Omit<
    TestAccount,
    'email' | 'password'
  >;
  await post(base, '/api/user/locale', { locale: 'en' }, auth.access_token);
  await post(base, '/api/user/terms', { accepted: true }, auth.access_token);
  await post(base, '/api/user/arcana/skip', {}, auth.access_token);
  if (options.confirm === false)
    await post(base, '/api/user/preferences/confirmation', { show_confirmation: false }, auth.access_token);
  return { email: '', password: '', ...auth };
}

/** Opens the app already signed in as `account` (tokens in localStorage, as after a sign-in). */
export async function openSignedIn(page: Page, base: string, account: TestAccount, path = '/reading') {
  await page.goto(`${base}/healthz`);
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    [account.access_token, account.refresh_token] as const,
  );
  await page.goto(`${base}${path}`);
}
