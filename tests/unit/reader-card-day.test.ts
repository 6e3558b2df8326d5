/**
 * The card of the day, drawn without a question, is lived through one ordinary day (blind review 30, R38:
 * "a bare recitation of the picture with one generic instruction"): after the card's own paragraph, where it
 * may show up today with a question to carry, then what to notice tonight.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { reminderLine } from '../../core/oracle/prompt-rules.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { cardTexts, localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

type Days = Record<string, Record<'upright' | 'reversed', { day: string; evening: string }>>;

const days = (locale: Locale) => localeJson<Days>(locale, 'card-day');

const daily = (locale: Locale, id: string, reversed: boolean, question: string | null = null) =>
  composeReading(readingRequestFor(locale, 'daily', [[id, reversed]], { question }), {
    random: seededRandom(3),
  });

describe.each(LOCALES)('the card of the day in %s', (locale) => {
  it('follows the card with its day and its evening, before the reminder', () => {
    for (const [id, reversed] of [
      ['pentacles-07', false],
      ['swords-10', false],
      ['major-16', true],
    ] as const) {
      const paragraphs = daily(locale, id, reversed);
      const lines = days(locale)[id]?.[reversed ? 'reversed' : 'upright'];
      // Where the day stands, then the card's own block, then its day.
      expect(paragraphs.slice(2)).toEqual([lines?.day, lines?.evening, reminderLine(locale)]);
    }
  });

  it('answers a question by the card’s lines for it, without the day’s', () => {
    const question = {
      en: 'Will he call?',
      ru: 'Он позвонит?',
      de: 'Ruft er an?',
      es: '¿Me llamará?',
      zh: '他会打电话吗？',
    }[locale];
    const text = daily(locale, 'pentacles-07', false, question).join('\n');
    const lines = days(locale)['pentacles-07']?.upright;
    expect(text).not.toContain(lines?.day);
    expect(text).not.toContain(lines?.evening);
  });

  it('has a day and an evening for every card on both sides, each said once in the deck', () => {
    const all = Object.keys(cardTexts(locale)).flatMap((id) =>
      (['upright', 'reversed'] as const).flatMap((side) => {
        const lines = days(locale)[id]?.[side];
        return [lines?.day ?? '', lines?.evening ?? ''];
      }),
    );
    expect(all.filter((line) => !line)).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});
