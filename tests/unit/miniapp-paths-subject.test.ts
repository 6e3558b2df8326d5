/**
 * A Two Paths reading without a question is titled by its named paths (design review 5 §4.3, ADR 0077)
 * in each language's own words and grammar: capitalised, Spanish "u" before a word that sounds with o,
 * one name alone set against another way, and no title when no path is named. Path labels under the
 * cards start with a capital, past a quotation mark.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { capitalFirst } from '../../miniapp/src/shared/spread/capital-first.js';
import { pathsSubject } from '../../miniapp/src/shared/spread/paths-subject.js';
import { localeJson } from '../helpers/locale-files.js';

/** The reading namespace's lines for `locale`, filled in as i18next fills them. */
function translate(locale: string) {
  const paths = localeJson<{ paths: Record<string, string> }>(locale, 'reading').paths;
  return (key: string, values: Record<string, string>) =>
    (paths[key.replace('paths.', '')] ?? key).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? '',
    );
}

const NAMES: Record<string, [string, string, string]> = {
  en: ['staying', 'moving to Lisbon', 'Staying or moving to Lisbon'],
  ru: ['остаться', 'переехать в Лиссабон', 'Остаться или переехать в Лиссабон'],
  de: ['bleiben', 'nach Lissabon ziehen', 'Bleiben oder nach Lissabon ziehen'],
  es: ['quedarme', 'mudarme a Lisboa', 'Quedarme o mudarme a Lisboa'],
  zh: ['留下', '搬去里斯本', '留下还是搬去里斯本'],
};

describe('the subject of a Two Paths reading', () => {
  for (const locale of LOCALES)
    it(`names both paths in ${locale}`, () => {
      const [a, b, title] = NAMES[locale] ?? ['', '', ''];
      expect(pathsSubject(translate(locale), { a, b })).toBe(title);
    });

  it('says "u" for "or" in Spanish before a word that starts with the sound o', () => {
    const t = translate('es');
    expect(pathsSubject(t, { a: 'quedarme', b: 'optar por Lisboa' })).toBe('Quedarme u optar por Lisboa');
    expect(pathsSubject(t, { a: 'esperar', b: 'hoy mismo' })).toBe('Esperar u hoy mismo');
    expect(pathsSubject(t, { a: 'otro', b: 'quedarme' })).toBe('Otro o quedarme');
    expect(pathsSubject(t, { a: 'quedarme', b: null })).toBe('Quedarme u otro camino');
    // Only Spanish changes its "or".
    expect(pathsSubject(translate('en'), { a: 'staying', b: 'opening a shop' })).toBe(
      'Staying or opening a shop',
    );
  });

  it('sets one name alone against another way, and names nothing when no path is named', () => {
    expect(pathsSubject(translate('en'), { a: null, b: 'moving' })).toBe('Moving or another way');
    expect(pathsSubject(translate('ru'), { a: 'остаться', b: '  ' })).toBe('Остаться или другой путь');
    expect(pathsSubject(translate('en'), { a: null, b: null })).toBeNull();
    expect(pathsSubject(translate('en'), null)).toBeNull();
  });
});

describe('path labels', () => {
  it('start with a capital past an opening quotation mark, and leave uncased scripts alone', () => {
    expect(capitalFirst('staying')).toBe('Staying');
    expect(capitalFirst('«остаться»')).toBe('«Остаться»');
    expect(capitalFirst('„bleiben“')).toBe('„Bleiben“');
    expect(capitalFirst('“留下”带来什么')).toBe('“留下”带来什么');
    expect(capitalFirst('What staying brings')).toBe('What staying brings');
  });
});
