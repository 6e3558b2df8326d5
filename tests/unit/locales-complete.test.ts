/**
 * Every language has every key of every interface namespace, with the plural forms its grammar needs
 * and the same placeholders. Terms and privacy exist in English and Russian only (spec §1): other
 * languages read them in English. The server's namespaces have tests of their own (tests/bot, unit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { SERVER_NAMESPACES } from '../helpers/locale-strings.js';

const ENGLISH_RUSSIAN_ONLY = new Set(['legal']);
const SERVER = new Set(SERVER_NAMESPACES);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (Array.isArray(node)) {
    node.forEach((v, i) => {
      if (typeof v === 'string') out.set(`${prefix}[${i}]`, v);
      else for (const [k, s] of leaves(v, `${prefix}[${i}]`)) out.set(k, s);
    });
    return out;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(dotted, value);
    else for (const [k, v] of leaves(value, dotted)) out.set(k, v);
  }
  return out;
}

const read = (locale: string, ns: string) =>
  leaves(JSON.parse(fs.readFileSync(path.join('locales', locale, `${ns}.json`), 'utf8')));

/** Keys with plural suffixes folded: "tokens_one"/"tokens_other" → "tokens". */
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();

const namespaces = fs
  .readdirSync(path.join('locales', 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((ns) => !SERVER.has(ns));

describe.each(namespaces)('locales/*/%s.json', (ns) => {
  const english = read('en', ns);
  const languages = LOCALES.filter((l) => l !== 'en' && (!ENGLISH_RUSSIAN_ONLY.has(ns) || l === 'ru'));

  it.each(languages)('%s has every key English has, and no others', (locale) => {
    const file = path.join('locales', locale, `${ns}.json`);
    expect(fs.existsSync(file), `${file} is missing`).toBe(true);
    const theirs = read(locale, ns);
    expect([...baseKeys(theirs.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
  });

  it.each(languages)('%s has the plural forms its grammar needs and the same placeholders', (locale) => {
    const theirs = read(locale, ns);
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of baseKeys([...english.keys()].filter((k) => PLURAL.test(k)))) {
      for (const form of needed) expect(theirs.has(`${key}_${form}`), `${locale} ${key}_${form}`).toBe(true);
    }
    for (const [key, text] of theirs) {
      const en = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      if (en === undefined) continue;
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en));
    }
  });
});
