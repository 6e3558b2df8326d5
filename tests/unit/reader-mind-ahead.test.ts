/**
 * A heavy card ahead of someone burned out or anxious is read with care (blind review 32: the Ten of
 * Swords' "figure on the ground under a black sky" as the outcome of a burnout reading): its own line for
 * a worn-out mind (tender-cards.json, `mind`), never its picture or its own words; in the present it keeps
 * its own reading, and a question with no word of the mind is read as before.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { essenceLine } from '../../core/oracle/reader/card-essence.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const BURNOUT: Record<Locale, string> = {
  en: 'I have been burned out for months. What do I need to understand?',
  ru: 'Я уже несколько месяцев в выгорании. Что мне важно понять?',
  de: 'Ich bin seit Monaten ausgebrannt. Was muss ich gerade verstehen?',
  es: 'Llevo meses quemada por el trabajo. ¿Qué necesito entender?',
  zh: '我已经倦怠好几个月了，我需要明白什么？',
};

type Tender = Record<string, { mind?: string }>;
const tender = (locale: Locale) => localeJson<Tender>(locale, 'tender-cards');

describe('a heavy card ahead of a worn-out mind', () => {
  for (const locale of LOCALES) {
    it(`in ${locale}: every heavy card has a line for it, naming no forecast`, () => {
      for (const [id, lines] of Object.entries(tender(locale))) {
        expect(lines.mind, `${locale} ${id}`).toBeTruthy();
        expect(lines.mind?.length ?? 0, `${locale} ${id}`).toBeGreaterThan(40);
      }
    });

    it(`in ${locale}: reads that line in the future, and the card's own reading in the present`, () => {
      const question = BURNOUT[locale];
      expect(questionShape(question, locale).subject.mind, question).toBe(true);
      for (const id of Object.keys(tender(locale))) {
        const req = {
          ...readingRequestFor(locale, 'three-cards', [
            ['cups-04', false],
            [id, false],
            [id === 'swords-10' ? 'swords-09' : 'swords-10', false],
          ]),
          question,
        };
        const [, , present = '', future = ''] = composeReading(req, { random: seededRandom(3) });
        const [, now, ahead] = req.cards;
        if (!now || !ahead) throw new Error('no cards');
        expect(future, `${locale} ${ahead.cardId}`).toContain(tender(locale)[ahead.cardId]?.mind ?? '—');
        expect(future, `${locale} ${ahead.cardId}`).not.toContain(essenceLine(locale, ahead));
        expect(present, `${locale} ${id}`).not.toContain(tender(locale)[id]?.mind ?? '—');
      }
    });
  }

  it('reads no line about "the two of you" to someone worn out who names no one', () => {
    // Blind review 33, set 2, R40: „Es bildet die Brücke zwischen euch“ in a burnout reading.
    const drawn: [string, boolean][] = [
      ['major-21', false],
      ['wands-01', true],
      ['wands-12', true],
      ['cups-02', false],
      ['swords-04', true],
      ['pentacles-03', true],
      ['cups-02', false],
      ['pentacles-09', false],
      ['major-13', false],
      ['swords-10', false],
    ];
    for (let seed = 1; seed <= 8; seed++) {
      const req = { ...readingRequestFor('de', 'celtic-cross', drawn), question: BURNOUT.de };
      expect(composeReading(req, { random: seededRandom(seed) }).join('\n')).not.toMatch(/zwischen euch/u);
    }
  });

  it('reads the card as before where the question is not about the mind', () => {
    const req = {
      ...readingRequestFor('en', 'three-cards', [
        ['cups-04', false],
        ['swords-09', false],
        ['swords-10', false],
      ]),
      question: 'Will I get the job?',
    };
    const future = composeReading(req, { random: seededRandom(3) })[3] ?? '';
    expect(future).not.toContain(tender('en')['swords-10']?.mind ?? '—');
  });
});
