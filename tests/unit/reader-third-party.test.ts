/**
 * Another person's heart, asked as "what" rather than "whether" (blind review 11's baseline, draw 10:
 * "What does my brother really feel about me since our father died?"): the opening says that no card
 * sees into another person, not that "a yes or a no would be a guess"; and the Two People spread, read
 * for a brother, says so without talking about what the spread was designed for. With the real composeReading, in English and Russian.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { classifyQuestion } from '../../core/safety/classify.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { saysPhrase } from '../helpers/says-phrase.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** An English opening says "he" where the question does (their-pronoun.ts): read back as written, "they". */
const asWritten = (text: string) =>
  text
    .replace(/\bhe stands\b/g, 'they stand')
    .replace(/\bhis\b/g, 'their')
    .replace(/\bhim\b/g, 'them');
const says = (text: string, locale: Locale, key: string) =>
  saysPhrase(text, locale, key) || (locale === 'en' && saysPhrase(asWritten(text), locale, key));

const QUESTION: Partial<Record<Locale, string>> = {
  en: 'What does my brother really feel about me since our father died?',
  ru: 'Что на самом деле чувствует ко мне брат после смерти отца?',
};
const DRAW: [string, boolean][] = [
  ['pentacles-12', false],
  ['cups-13', true],
  ['pentacles-06', true],
];

describe.each(['en', 'ru'] as Locale[])('a %s question about what a brother feels', (locale) => {
  const question = QUESTION[locale] ?? '';
  const thirdParty = classifyQuestion(question, locale).category === 'third_party';
  const reading = (seed: number) =>
    composeReading(readingRequestFor(locale, 'two-people', DRAW, { question, thirdParty }), {
      random: seededRandom(seed),
    });

  it('is read as another person’s heart', () => expect(thirdParty).toBe(true));

  it.each([1, 2, 3])('opens on what no card can see and names no spread (seed %i)', (seed) => {
    const [opening = ''] = reading(seed);
    // The spread has a place for him: his card is read as an impression of his side (blind review 22).
    expect(says(opening, locale, 'lens_their_card')).toBe(true);
    expect(says(opening, locale, 'lens_third_party')).toBe(false);
    expect(says(opening, locale, 'third_party_no_verdict')).toBe(false);
    // Whom the places stand for is said in their blocks, not here as well.
    expect(says(reading(seed)[2] ?? '', locale, 'misfit_other')).toBe(true);
    expect(opening).not.toMatch(/spread|расклад создан|written for a couple|для пары/i);
  });

  it('on three cards with no place for him, says the reading speaks to the asker’s side', () => {
    const [opening = ''] = composeReading(
      readingRequestFor(locale, 'three-cards', DRAW, { question, thirdParty }),
      { random: seededRandom(1) },
    );
    expect(says(opening, locale, 'lens_their_card')).toBe(false);
    expect(says(opening, locale, 'lens_third_party') || says(opening, locale, 'third_party_no_verdict')).toBe(
      true,
    );
  });
});
