/**
 * Issue 12 §1 and issue 23 §1: every card in every language has its image description, both meanings,
 * and the love, work, wellbeing and advice lines for each orientation, within the lengths the product
 * promises (Chinese counted in characters), the reversed line about as long as the upright one, with no
 * text repeated from another card or orientation, no upright line that speaks of the reversal, and Chinese
 * with full-width punctuation.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { DECK } from '../../core/tarot/deck.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';

const WORDS = {
  image_description: [30, 90],
  meaning_upright: [60, 120],
  meaning_reversed: [60, 120],
  'love.upright': [6, 40],
  'love.reversed': [6, 40],
  'work.upright': [6, 40],
  'work.reversed': [6, 40],
  'wellbeing.upright': [6, 40],
  'wellbeing.reversed': [6, 40],
  'advice.upright': [5, 30],
  'advice.reversed': [5, 30],
} as const;
type Field = keyof typeof WORDS;
const FIELDS = Object.keys(WORDS) as Field[];
/** Chinese: characters, about twice the word bounds. */
const CHARACTERS = Object.fromEntries(
  FIELDS.map((f) => [f, [WORDS[f][0] * 2, WORDS[f][1] * 2]]),
) as unknown as Record<Field, readonly [number, number]>;
/** How each language names the reversal: never in an upright line. */
const REVERSAL = {
  en: /\brevers/i,
  ru: /перев[её]рн/i,
  de: /umgekehrt|umgedreht/i,
  es: /invertid|al revés/i,
  zh: /逆位|倒置/,
} as const;

const size = (locale: string, text: string) =>
  locale === 'zh' ? [...text.replace(/\s/g, '')].length : text.trim().split(/\s+/).length;

/** The field's text: a string, or one side of a `{ upright, reversed }` line. */
function fieldOf(card: unknown, field: Field): unknown {
  const [key = '', side] = field.split('.');
  const value = (card as Record<string, unknown> | undefined)?.[key];
  return side ? (value as Record<string, unknown> | undefined)?.[side] : value;
}

describe.each(LOCALES)('card texts in %s', (locale) => {
  const texts = cardTexts(locale);

  it('give every card every field in both orientations within its length', () => {
    const problems: string[] = [];
    for (const card of DECK) {
      for (const field of FIELDS) {
        const value = fieldOf(texts[card.id], field);
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

  it('give each orientation a line of about the same length: neither under half the other', () => {
    const uneven = DECK.flatMap((card) =>
      (['love', 'work', 'wellbeing', 'advice'] as const).flatMap((topic) => {
        const line = texts[card.id]?.[topic];
        if (!line) return [];
        const [up, down] = [size(locale, line.upright), size(locale, line.reversed)];
        return Math.min(up, down) * 2 < Math.max(up, down) ? [`${card.id}.${topic}: ${up} and ${down}`] : [];
      }),
    );
    expect(uneven).toEqual([]);
  });

  it('never repeat a text word for word', () => {
    const all = DECK.flatMap((card) => FIELDS.map((f) => fieldOf(texts[card.id], f)));
    const repeated = all.filter((text, i) => all.indexOf(text) !== i);
    expect(repeated).toEqual([]);
  });

  it('keep the reversal out of the upright lines', () => {
    const mixed = DECK.flatMap((card) =>
      FIELDS.filter((f) => f.endsWith('.upright'))
        .filter((f) => REVERSAL[locale].test(String(fieldOf(texts[card.id], f))))
        .map((f) => `${card.id}.${f}`),
    );
    expect(mixed).toEqual([]);
  });
});

describe.each(LOCALES)('the symbols paragraphs in %s', (locale) => {
  const symbols = localeJson<Record<string, string>>(locale, 'symbols');
  const texts = cardTexts(locale);
  /** 3 to 5 sentences: about 45–140 words, or 90–320 Chinese characters. */
  const [min, max] = locale === 'zh' ? [90, 320] : [45, 140];

  it('explain every card, and only the 78 cards, in 3 to 5 sentences', () => {
    expect(Object.keys(symbols).sort()).toEqual(DECK.map((c) => c.id).sort());
    const off = DECK.map((card) => [card.id, size(locale, symbols[card.id] ?? '')] as const).filter(
      ([, n]) => n < min || n > max,
    );
    expect(off).toEqual([]);
  });

  it('never repeat another card or the image description word for word', () => {
    const all = Object.values(symbols);
    expect(all.filter((text, i) => all.indexOf(text) !== i)).toEqual([]);
    const copied = DECK.filter((card) => {
      const image = texts[card.id]?.image_description ?? '';
      const last =
        image
          .split(/(?<=[.!?。！？])\s*/)
          .filter(Boolean)
          .at(-1) ?? '';
      return last.length > 0 && (symbols[card.id] ?? '').includes(last);
    }).map((card) => card.id);
    expect(copied).toEqual([]);
  });
});

describe('card texts in Chinese', () => {
  it('use full-width punctuation', () => {
    const texts = cardTexts('zh');
    const ascii = DECK.flatMap((card) =>
      FIELDS.map((f) => [`${card.id}.${f}`, String(fieldOf(texts[card.id], f))] as const),
    )
      .filter(([, text]) => /[\u4e00-\u9fff][,.;:!?]|[,.;:!?]$/.test(text))
      .map(([key]) => key);
    expect(ascii).toEqual([]);
  });
});
