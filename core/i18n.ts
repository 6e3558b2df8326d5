/**
 * Server-side access to locales/<lang>/<namespace>.json, the same files the mini-app loads.
 * Missing keys fall back to English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import { LOCALES_DIR } from './paths.js';

const cache = new Map<string, unknown>();

function load(locale: Locale, ns: string): Record<string, unknown> {
  const key = `${locale}/${ns}`;
  let data = cache.get(key);
  if (data === undefined) {
    data = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8'));
    cache.set(key, data);
  }
  return data as Record<string, unknown>;
}

/** A namespace's JSON in the locale, with English filling any missing top-level key. */
export function namespace<T>(locale: Locale, ns: string): T {
  if (locale === DEFAULT_LOCALE) return load(locale, ns) as T;
  return { ...load(DEFAULT_LOCALE, ns), ...load(locale, ns) } as T;
}

/** Replaces {{name}} placeholders. Unknown placeholders are left visible rather than silently dropped. */
export function interpolate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Looks up a dotted key ("errors.not_found") and interpolates it. */
export function translate(
  locale: Locale,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const find = (data: unknown) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
  const value = find(load(locale, ns)) ?? find(load(DEFAULT_LOCALE, ns));
  return typeof value === 'string' ? interpolate(value, vars) : key;
}
