/**
 * What the person reads instead of a reading when the safety layer answers (DESIGN §6b): a short,
 * warm text in the reading's language, and for a crisis or a danger whom to call now. The same answer
 * serves the API (structured, for tappable numbers) and plain text (the stored reading, the bot).
 */
import { translate } from '../i18n.js';
import type { Locale } from '../locales.js';
import { isSupport, type ReframeCategory, type SupportCategory } from './classify.js';
import { type SupportContacts, supportContacts, telHref } from './helplines.js';

export interface ContactDto {
  country: string;
  /** The country's name in the reading's language. */
  country_name: string;
  name: string | null;
  phone: string;
  tel: string;
  url: string | null;
}

export interface SupportAnswer {
  category: SupportCategory | ReframeCategory;
  title: string;
  body: string;
  /** Headings for the contact lists, in the reading's language. */
  reach_now: string;
  emergency_label: string;
  no_charge: string;
  helplines: ContactDto[];
  emergency: ContactDto[];
  /** `label` heads the link in the app; `text` is the whole line for plain text. */
  directory: { name: string; url: string; label: string; text: string } | null;
}

const regionNames = new Map<Locale, Intl.DisplayNames>();
function countryName(locale: Locale, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The lines of every language in `from` (the question's first), without repeats. */
function merged(from: Locale[], category: SupportCategory): SupportContacts {
  const all = [...new Set(from)].map((l) => supportContacts(l, category));
  const once = <T extends { country: string; phone: string }>(list: T[]) =>
    list.filter((x, i) => list.findIndex((y) => y.country === x.country && y.phone === x.phone) === i);
  return {
    helplines: once(all.flatMap((c) => c.helplines)),
    emergency: once(all.flatMap((c) => c.emergency)),
    directory: all[0]?.directory ?? supportContacts(from[0] ?? 'en', category).directory,
  };
}

function contacts(locale: Locale, found: SupportContacts | null) {
  if (!found) return { helplines: [], emergency: [], directory: null };
  return {
    helplines: found.helplines.map((h) => ({
      country: h.country,
      country_name: countryName(locale, h.country),
      name: h.name,
      phone: h.phone,
      tel: telHref(h.phone),
      url: h.url,
    })),
    emergency: found.emergency.map((e) => ({
      country: e.country,
      country_name: countryName(locale, e.country),
      name: null,
      phone: e.phone,
      tel: telHref(e.phone),
      url: null,
    })),
    directory: {
      ...found.directory,
      label: translate(locale, 'support', 'elsewhere_label'),
      text: translate(locale, 'support', 'elsewhere', { ...found.directory }),
    },
  };
}

/**
 * The answer in the reading's language. A question written in another language adds that language's
 * countries' lines first: the person is likely to live where it is spoken.
 */
export function supportAnswer(
  locale: Locale,
  category: SupportCategory | ReframeCategory,
  questionLanguage: Locale = locale,
): SupportAnswer {
  const t = (key: string) => translate(locale, 'support', key);
  return {
    category,
    title: t(`${category}.title`),
    body: t(`${category}.body`),
    reach_now: t('reach_now'),
    emergency_label: t('emergency'),
    no_charge: t('no_charge'),
    ...contacts(locale, isSupport(category) ? merged([questionLanguage, locale], category) : null),
  };
}

/** The answer as plain text: the stored interpretation, and what the bot sends. */
export function supportText(answer: SupportAnswer): string {
  const line = (c: ContactDto) => `${c.name ? `${c.name} (${c.country_name})` : c.country_name}: ${c.phone}`;
  const emergency = answer.emergency.map((c) => `${c.country_name} ${c.phone}`).join(', ');
  return [
    answer.title,
    answer.body,
    answer.helplines.length > 0 ? [answer.reach_now, ...answer.helplines.map(line)].join('\n') : '',
    answer.emergency.length > 0 ? `${answer.emergency_label} ${emergency}` : '',
    answer.directory?.text ?? '',
    answer.no_charge,
  ]
    .filter(Boolean)
    .join('\n\n');
}
