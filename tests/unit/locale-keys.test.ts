/**
 * Every namespace of every locale has the keys English has, and no others, so no text falls back to
 * English unnoticed; phrase lists may hold a different number of variants, but never none.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { localeJson } from '../helpers/locale-files.js';
import { namespaces, SERVER_NAMESPACES, stringLeaves } from '../helpers/locale-strings.js';

/** Plural forms of one key ("label_one", "label_few"): the forms differ by language, the key does not. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The key tree of a JSON value: objects by key (plural forms folded into one), arrays as one "[]" node,
 * strings as "". tests/bot/locales.test.ts checks each language has the plural forms it needs.
 */
function shape(node: unknown): unknown {
  if (Array.isArray(node)) return node.length > 0 ? ['[]'] : [];
  if (node && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node)
        .map(([k, v]) => [k.replace(PLURAL, ''), shape(v)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  return typeof node;
}

/** Placeholders used anywhere under each top-level key path, array variants pooled together. */
function placeholders(node: unknown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, text] of stringLeaves(node)) {
    const pooled = key.replace(/\[\d+\]/g, '[]').replace(PLURAL, '');
    const set = out.get(pooled) ?? new Set<string>();
    for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) set.add(m[1] ?? '');
    out.set(pooled, set);
  }
  return out;
}

const others = LOCALES.filter((l) => l !== 'en');

describe('locale files', () => {
  it('include the server namespaces in English', () => {
    expect(namespaces()).toEqual(expect.arrayContaining(SERVER_NAMESPACES));
  });

  describe.each(SERVER_NAMESPACES)('%s.json', (ns) => {
    const english = localeJson<unknown>('en', ns);

    it.each(others)('in %s has every key English has, each list non-empty', (locale) => {
      expect(shape(localeJson<unknown>(locale, ns))).toEqual(shape(english));
    });

    it.each(others)('in %s uses only placeholders the English text fills', (locale) => {
      const known = placeholders(english);
      for (const [key, used] of placeholders(localeJson<unknown>(locale, ns)))
        for (const name of used)
          expect(known.get(key)?.has(name), `${locale} ${ns}.${key} {{${name}}}`).toBe(true);
    });
  });
});
