/**
 * The offline reader's phrases (locales/<lang>/oracle.json) for one reading. Each key holds variants;
 * the phrasebook picks at random but avoids a variant already used in the same reading, so ten cards do
 * not all open with the same sentence.
 */
import { randomInt } from 'node:crypto';
import { interpolate, namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';

type Vars = Record<string, string | number>;

/**
 * A question quoted at the end of a sentence keeps its own mark: «…?» not «…?».; “…？”, not “…？”。
 * A name said with its orientation between commas ("the Tower, reversed,") loses its closing comma
 * before other punctuation.
 */
const tidy = (text: string) =>
  text.replace(/([?!？！])([»”“」])[.。]/g, '$1$2').replace(/,(?=[,.;:!?)])/g, '');

/**
 * Spanish contracts "de" and "a" before the article "el" (not before a name's capital "El", nor "él"): a
 * slot that starts on "el" ("Habla de {{between}}" with "el trato que te das") reads "del", not "de el".
 */
const contract = (text: string, locale: Locale) =>
  locale === 'es'
    ? text.replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_, p: string) =>
        p.length === 2 ? `${p[0]}el` : `${p}l`,
      )
    : text;

/**
 * A sentence that starts on a card's article ("the", Spanish "el", "la", German "der", "die", "das", the
 * Russian «карта» of a plural name, or the Russian adjective of a reversed card) starts on a capital; a
 * name alone does not.
 */
const ARTICLE: Partial<Record<Locale, RegExp>> = {
  en: /(^|[.!?]\s+)(the) /g,
  es: /(^|[.!?]\s+)(el|la|los|las) /g,
  de: /(^|[.!?]\s+)(der|die|das) /g,
  ru: /(^|[.!?]\s+)(карта|перевёрнут\p{L}*) /gu,
};
const capital = (key: string, text: string, locale: Locale) => {
  const article = ARTICLE[locale];
  if (!article || key.startsWith('name_')) return text;
  return text.replace(
    article,
    (_, start: string, word: string) => `${start}${word.charAt(0).toUpperCase()}${word.slice(1)} `,
  );
};

/** Spanish verbs the frames put beside a card's name, with their plural. */
const PLURAL_ES: Record<string, string> = {
  está: 'están',
  es: 'son',
  muestra: 'muestran',
  aparece: 'aparecen',
  sale: 'salen',
  marca: 'marcan',
  refleja: 'reflejan',
  actúa: 'actúan',
  acompaña: 'acompañan',
  trae: 'traen',
  señala: 'señalan',
  pone: 'ponen',
  llega: 'llegan',
  habla: 'hablan',
  espera: 'esperan',
  encuentra: 'encuentran',
  describe: 'describen',
  da: 'dan',
  brilla: 'brillan',
  queda: 'quedan',
  cierra: 'cierran',
  indica: 'indican',
  deja: 'dejan',
  pide: 'piden',
  apunta: 'apuntan',
};
const VERB_ES = Object.keys(PLURAL_ES).join('|');
const BEFORE_ES = new RegExp(`(?<!\\p{L})(${VERB_ES}) (?=[Ll]os Enamorados)`, 'giu');
const AFTER_ES = new RegExp(
  `(?<=(?:^|[.!?:;]\\s+))([Ll]os Enamorados(?: invertidos)?(?:, [^,.;:]+,)?) (${VERB_ES})(?!\\p{L})`,
  'gu',
);

/**
 * The one card whose Spanish name is plural, los Enamorados, takes a plural verb where a frame puts a
 * singular one beside it (blind review 23: «aparece los Enamorados»): the verb before it, or after it where
 * the name opens its sentence as its subject (not "El mensaje de los Enamorados es claro").
 */
const plural = (verb: string) => {
  const many = PLURAL_ES[verb.toLowerCase()] ?? verb;
  return verb.charAt(0) === verb.charAt(0).toLowerCase()
    ? many
    : many.charAt(0).toUpperCase() + many.slice(1);
};
const agree = (text: string, locale: Locale) =>
  locale !== 'es' || !text.includes('Enamorados')
    ? text
    : text
        .replace(BEFORE_ES, (_, verb: string) => `${plural(verb)} `)
        .replace(AFTER_ES, (_, name: string, verb: string) => `${name} ${plural(verb)}`);

/**
 * A Russian template that calls a card "карта" before its name ("рядом с картой {{card}}") sets the name
 * in quotation marks, as Russian sets a name after the word for what it is; a name standing alone is bare
 * (card-paragraph.ts). The one plural name brings its own.
 */
const labelled = (template: string, locale: Locale) =>
  locale === 'ru' ? template.replace(/(?<!\p{L})(карт\p{L}*) \{\{(\w+)\}\}/gu, '$1 «{{$2}}»') : template;

/** A reversed name set in quotation marks keeps its orientation outside them: «Башня» (в перевёрнутом положении). */
const REVERSED_LABEL = /«(перевёрнут\p{L}*) ([^»]+)»/gu;
const turnedLabel = (text: string, locale: Locale) =>
  locale === 'ru' ? text.replace(REVERSED_LABEL, '«$2» (в перевёрнутом положении)') : text;

export interface Phrasebook {
  locale: Locale;
  /** A variant of the key, interpolated; '' when the key has no variants. */
  line(key: string, vars?: Vars): string;
  /** One of `variants` (written elsewhere, e.g. scenarios.json), interpolated as a line is; '' for none. */
  say(variants: readonly string[], vars?: Vars): string;
  /** True when the key exists with at least one variant. */
  has(key: string): boolean;
  /** A single word or phrase from the `names` table (suits, elements, the list joiner). */
  name(key: string): string;
  /** "A, B and C" in the locale's way. */
  list(items: string[]): string;
  /** Sentences into one paragraph: with spaces, or none in Chinese. Empty sentences drop out. */
  join(sentences: string[]): string;
}

export function phrasebook(locale: Locale, random: (n: number) => number = randomInt): Phrasebook {
  const data = namespace<Record<string, unknown>>(locale, 'oracle');
  const names = (data.names ?? {}) as Record<string, string>;
  const used = new Map<string, Set<number>>();
  const variants = (key: string) => {
    const value = data[key];
    return Array.isArray(value) ? (value as string[]) : [];
  };
  const render = (key: string, text: string, vars: Vars) =>
    capital(
      key,
      agree(
        contract(tidy(turnedLabel(interpolate(labelled(text, locale), vars, locale), locale)), locale),
        locale,
      ),
      locale,
    );
  return {
    locale,
    line(key, vars = {}) {
      const list = variants(key);
      if (list.length === 0) return '';
      const seen = used.get(key) ?? new Set<number>();
      if (seen.size >= list.length) seen.clear();
      const fresh = list.map((_, i) => i).filter((i) => !seen.has(i));
      const index = fresh[random(fresh.length)] ?? 0;
      seen.add(index);
      used.set(key, seen);
      return render(key, list[index] ?? '', vars);
    },
    say(list, vars = {}) {
      if (list.length === 0) return '';
      return render('', list[random(list.length)] ?? '', vars);
    },
    has: (key) => variants(key).length > 0,
    name: (key) => names[key] ?? key,
    list(items) {
      if (items.length <= 1) return items[0] ?? '';
      return `${items.slice(0, -1).join(names.comma ?? ', ')}${names.and ?? ' and '}${items.at(-1)}`;
    },
    join: (sentences) => sentences.filter(Boolean).join(names.space ?? ' '),
  };
}
