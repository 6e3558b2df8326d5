/**
 * Accounts for browser tests, made through the real API the way the app makes them, and handed to a
 * page as the session the app keeps in localStorage.
 */
import type { Page } from 'playwright-core';

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

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
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
