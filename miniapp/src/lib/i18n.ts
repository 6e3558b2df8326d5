/**
 * i18next for the mini-app: translation files from locales/ load lazily per language and namespace,
 * and the chosen language is kept in localStorage `locale` (spec §4 "Language change").
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale, toLocale } from './locales.js';
import { KEYS } from './session-storage.js';
import { LOADER_OPTIONS, type LoadTranslation, translationBackend } from './translation-backend.js';

// The server's own namespaces (bot, mail, oracle, portraits, deck, arcana, ranks, spreads) are not the interface's.
const files = import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/*/*.json',
    '!../../../locales/*/{bot,email,oracle,portraits,cards,card-roles,card-pairs,topic-lines,symbols,arcana,ranks,scenarios,spreads,support}.json',
  ],
  { import: 'default' },
);

/** Terms and privacy exist in English and Russian only (spec §1); other languages read them in English. */
const ENGLISH_ONLY_FALLBACK = new Set(['legal']);

export const loadBundled: LoadTranslation = async (locale, namespace) => {
  const lang = ENGLISH_ONLY_FALLBACK.has(namespace) && locale !== 'ru' ? 'en' : locale;
  const load = files[`../../../locales/${lang}/${namespace}.json`];
  if (!load) throw new Error(`No translation file ${lang}/${namespace}`);
  return load();
};

export function initialLocale(): Locale {
  return toLocale(localStorage.getItem(KEYS.locale));
}

/** `namespaces`: besides `common`, what the first view renders with, loaded in the same round. */
export async function initI18n(load: LoadTranslation = loadBundled, namespaces: string[] = []) {
  await i18next
    .use(translationBackend(load))
    .use(initReactI18next)
    .init({
      lng: initialLocale(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      ...LOADER_OPTIONS,
    });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export function currentLocale(): Locale {
  return toLocale(i18next.language);
}

/** Loads the language if needed, switches the interface, then remembers the choice. */
export async function changeLocale(next: string): Promise<Locale> {
  const locale = toLocale(next);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(KEYS.locale, locale);
  return locale;
}
