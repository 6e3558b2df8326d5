/**
 * Issue 12 §1: every card in every language has its image description, both meanings, the love, work,
 * wellbeing and advice lines, within the lengths the product promises (Chinese counted in characters),
 * with no text repeated from another card, and Chinese with full-width punctuation.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { DECK } from '../../core/tarot/deck.js';
import { cardTexts } from '../helpers/locale-files.js';

const WORDS = {
  image_description: [30, 90],
  meaning_upright: [60, 120],
  meaning_reversed: [60, 120],
  love: [10, 45],
  work: [10, 45],
  wellbeing: [10, 45],
  advice: [6, 35],
} as const;
type Field = keyof typeof WORDS;
const FIELDS = Object.keys(WORDS) as Field[];
/** Chinese: characters, about twice the word bounds. */
const CHARACTERS: Record<Field, readonly [number, number]> = {
  image_description: [60, 180],
  meaning_upright: [120, 240],
  meaning_reversed: [120, 240],
  love: [20, 90],
  work: [20, 90],
  wellbeing: [20, 90],
  advice: [12, 70],
};

const size = (locale: string, text: string) =>
  locale === 'zh' ? [...text.replace(/\s/g, '')].length : text.trim().split(/\s+/).length;

describe.each(LOCALES)('card texts in %s', (locale) => {
  const texts = cardTexts(locale);

  it('give every card every field within its length', () => {
    const problems: string[] = [];
    for (const card of DECK) {
      const text = texts[card.id] as unknown as Record<Field, unknown> | undefined;
      for (const field of FIELDS) {
        const value = text?.[field];
        if (typeof value !== 'string' || !value.trim()) {
          problems.push(`${card.id}.${field}: missing`);
          continue;
        }
        const [min, max] = locale === 'zh' ? CHARACTERS[field] : WORDS[field];
        const n = size(locale, value);
        if (n < min || n > max) problems.push(`${card.id}.${field}: ${n}, not ${min}–${max}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never repeat a text word for word', () => {
    const all = DECK.flatMap((card) =>
      FIELDS.map((f) => (texts[card.id] as unknown as Record<Field, string>)[f]),
    );
    const repeated = all.filter((text, i) => all.indexOf(text) !== i);
    expect(repeated).toEqual([]);
  });
});

describe('card texts in Chinese', () => {
  it('use full-width punctuation', () => {
    const texts = cardTexts('zh');
    const ascii = DECK.flatMap((card) =>
      FIELDS.map(
        (f) => [`${card.id}.${f}`, (texts[card.id] as unknown as Record<Field, string>)[f]] as const,
      ),
    )
      .filter(([, text]) => /[\u4e00-\u9fff][,.;:!?]|[,.;:!?]$/.test(text))
      .map(([key]) => key);
    expect(ascii).toEqual([]);
  });
});
