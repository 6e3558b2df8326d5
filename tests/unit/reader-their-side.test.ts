/**
 * "What does he really feel about me?" (ADR 0119; blind reviews 33 and 34: "never answers what he feels"):
 * after the honest note that no card sees into another person, the opening gives the impression the card in
 * their place gives of their side, by its suit and how it leans, before the way; a spread with no place for
 * them gives none.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { classifyQuestion } from '../../core/safety/classify.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Side = Record<'light' | 'shadow' | 'open', string>;

/**
 * An impression as the opening says it: after the honest note its own hedge ("As far as the cards can show,")
 * is dropped, so the line is matched from its second word's letter on.
 */
const said = (line = '-') => line.replace(/^[^,，]*[,，]\s*/u, '').slice(1);

const QUESTION: Record<Locale, string> = {
  en: 'What does Alex really feel about me?',
  ru: 'Что он чувствует ко мне на самом деле?',
  de: 'Was empfindet Max wirklich für mich?',
  es: '¿Qué siente realmente por mí?',
  zh: '他到底对我是什么感觉？',
};

describe.each(LOCALES)('their side in %s', (locale) => {
  const side = localeJson<Record<string, { side?: Record<string, Side> }>>(locale, 'scenarios').their_feelings
    ?.side;
  const read = (spread: string, cards: [string, boolean][]) => {
    const question = QUESTION[locale];
    const thirdParty = classifyQuestion(question, locale).category === 'third_party';
    return composeReading(readingRequestFor(locale, spread, cards, { question, thirdParty }), {
      random: seededRandom(1),
    });
  };

  it('has an impression for each suit and the Majors, hopeful, heavy and open', () => {
    for (const kind of ['cups', 'wands', 'swords', 'pentacles', 'major'])
      for (const lean of ['light', 'shadow', 'open'] as const)
        expect(side?.[kind]?.[lean]?.length ?? 0, `${kind}.${lean}`).toBeGreaterThan(
          locale === 'zh' ? 15 : 40,
        );
  });

  it('gives in the opening the impression of the card in their place', () => {
    // The Chariot (you), the Five of Cups (their side, heavy), the Two of Swords reversed.
    const [opening = ''] = read('two-people', [
      ['major-07', false],
      ['cups-05', false],
      ['swords-02', true],
    ]);
    expect(opening).toContain(said(side?.cups?.shadow));
    expect(opening).not.toMatch(
      /As far as the cards can show|Насколько можно судить|Soweit die Karten|Hasta donde pueden|就牌面能显示/u,
    );
    // The Sun in their place: hopeful.
    const [bright = ''] = read('two-people', [
      ['major-07', false],
      ['major-19', false],
      ['swords-02', true],
    ]);
    expect(bright).toContain(said(side?.major?.light));
  });

  it('gives none on a spread with no place for them', () => {
    const text = read('three-cards', [
      ['major-07', false],
      ['cups-05', false],
      ['swords-02', true],
    ]).join('\n');
    const all = Object.values(side ?? {}).flatMap((s) => Object.values(s));
    expect(all.filter((line) => text.includes(said(line)))).toEqual([]);
  });
});

describe('their side in an English question that says "he"', () => {
  it('says "he" in the impression and in the way after it, never "they"', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const question = 'What does he really feel about me?';
      const [opening = ''] = composeReading(
        readingRequestFor(
          'en',
          'two-people',
          [
            ['major-07', false],
            ['major-04', false],
            ['swords-02', true],
          ],
          { question, thirdParty: classifyQuestion(question, 'en').category === 'third_party' },
        ),
        { random: seededRandom(seed) },
      );
      expect(opening).toMatch(/\bhis side\b/);
      expect(opening).not.toMatch(/\bthey\b/i);
    }
  });
});
