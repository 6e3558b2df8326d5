import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';

const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join('locales', locale, 'bot.json'), 'utf8')) as Record<string, unknown>;

/** Dotted key -> text, for every leaf of a bot.json. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(dotted, value);
    else for (const [k, v] of leaves(value, dotted)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = leaves(read('en'));
/** Plural forms ("label_one", "label_few") count as one key; each language has the forms it needs. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();
const others = LOCALES.filter((l) => l !== 'en');

/**
 * Every text key the bot's code names literally: dotted literals ('daily.gone', also inside ternaries)
 * and single words passed to t() or botText() ('error', 'menu_button').
 */
function keysUsedInCode(): string[] {
  const files = fs.readdirSync('bot', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const keys = new Set<string>();
  const literal = /'([a-z_]+(?:\.[a-z_]+)+)'|\bt\('([a-z_]+)'|botText\([^,]+,\s*'([a-z_]+)'/g;
  for (const file of files) {
    const source = fs.readFileSync(path.join('bot', file), 'utf8');
    for (const m of source.matchAll(literal)) keys.add(m[1] ?? m[2] ?? m[3] ?? '');
  }
  // A file name ('reading.png') is a dotted literal too, and no text key.
  return [...keys].filter((key) => !/\.(png|jpe?g|svg|json)$/.test(key)).sort();
}

describe('locales/<lang>/bot.json', () => {
  it.each(others)('%s has every key English has, and no others', (locale) => {
    const translated = leaves(read(locale));
    expect(baseKeys(translated.keys())).toEqual(baseKeys(english.keys()));
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of baseKeys([...english.keys()].filter((k) => k.endsWith('_one'))))
      for (const form of needed)
        expect(translated.has(`${key}_${form}`), `${locale} ${key}_${form}`).toBe(true);
  });

  it.each(others)('%s keeps every {{placeholder}} of the English text', (locale) => {
    const translated = leaves(read(locale));
    for (const [key, text] of translated) {
      const en = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en));
    }
  });

  it('has an English text for every key the bot code names', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(40);
    // A plural text is named by its base key ('chat.option', 'daily.streak'): its forms are there, '_other' at least.
    expect(used.filter((key) => !english.has(key) && !english.has(`${key}_other`))).toEqual([]);
  });

  it.each(LOCALES)('%s keeps invoice titles within Telegram’s 32 characters', (locale) => {
    const texts = leaves(read(locale));
    const titles = [...texts].filter(([key]) => key.startsWith('invoice.title_'));
    expect(titles.length).toBeGreaterThan(0);
    for (const pkg of ['starter', 'seeker', 'mystic', 'oracle'])
      for (const [key, text] of titles) {
        const title = text
          .replace('{{name}}', texts.get(`packages.${pkg}`) ?? '')
          .replace('{{count}}', '400');
        expect(title.length, `${locale} ${pkg} ${key}`).toBeLessThanOrEqual(32);
      }
  });
});
