/**
 * Server and bot texts through i18next (issue 12 §7), on the same locales/<lang>/<namespace>.json files
 * as the mini-app: plural forms by each language's rules (`count`), English for a missing key. All files
 * are read once, at first use, into one synchronous instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';
import { LOCALES_DIR } from './paths.js';

let instance: i18n | undefined;

function readResources(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) {
    const dir = path.join(LOCALES_DIR, locale);
    resources[locale] = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
    );
  }
  return resources;
}

function server(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: readResources(),
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // Resources are in memory: init finishes before it returns.
      initAsync: false,
      // Texts go to e-mail templates and Telegram HTML, which escape what they insert themselves.
      interpolation: { escapeValue: false },
      returnNull: false,
      returnObjects: false,
    });
  }
  return instance;
}

const merged = new Map<string, unknown>();

/**
 * A namespace's JSON in the locale, with English filling any missing top-level key. The files are read
 * once and never change, so each locale's merge is made once too (the reader asks per sentence).
 */
export function namespace<T>(locale: Locale, ns: string): T {
  const key = `${locale}/${ns}`;
  let bundle = merged.get(key);
  if (!bundle) {
    const store = server();
    const english = store.getResourceBundle(DEFAULT_LOCALE, ns) as Record<string, unknown>;
    bundle =
      locale === DEFAULT_LOCALE
        ? english
        : { ...english, ...(store.getResourceBundle(locale, ns) as Record<string, unknown>) };
    merged.set(key, bundle);
  }
  return bundle as T;
}

/**
 * Fills {{name}} placeholders of a text that is not a key (a phrase picked from a list) with i18next's
 * own interpolator. Unknown placeholders are left visible rather than silently dropped.
 */
export function interpolate(
  template: string,
  vars: Record<string, string | number>,
  locale: Locale = DEFAULT_LOCALE,
) {
  return server().services.interpolator.interpolate(template, vars, locale, {});
}

/**
 * Looks up a dotted key ("errors.not_found") and interpolates it; `count` picks the plural form the
 * language needs (Russian: one, few, many). Answers the key itself when no language has it.
 */
export function translate(
  locale: Locale,
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const store = server();
  if (!store.exists(key, { lng: locale, ns }) && !store.exists(key, { lng: locale, ns, count: 2 }))
    return key;
  return store.t(key, { lng: locale, ns, ...vars });
}
