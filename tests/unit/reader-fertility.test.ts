/**
 * Hoping for a child is read as a body's matter, with care (ADR 0116): no yes or no, no pace that reads as a
 * forecast ("growth here is slow… this year"), no heavy card's line about an illness, and the situation's own
 * words; "Will IVF work for us?" is no question about work.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { questionShape } from '../../core/oracle/question-shape.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const HOPING: Record<Locale, string[]> = {
  en: ['Will I get pregnant this year?', 'Will IVF work for us?', 'When will I get pregnant?'],
  ru: ['Забеременею ли я в этом году?', 'Получится ли у нас ЭКО?'],
  de: ['Werde ich dieses Jahr schwanger?', 'Wir wünschen uns so sehr ein Kind. Was hilft uns gerade?'],
  es: ['¿Me quedaré embarazada este año?', '¿Funcionará la FIV esta vez?'],
  zh: ['我今年能怀孕吗？', '这次试管能成功吗'],
};

type Lines = Record<string, string[]>;
/** Words for an illness, which someone hoping for a child is not read (the test's own list). */
const ILL: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(illness|sick|patient)/iu,
  ru: /(?<!\p{L})(болезн|болеет|пациент)/iu,
  de: /(?<!\p{L})(krankheit|patient)/iu,
  es: /(?<!\p{L})(enfermedad|paciente)/iu,
  zh: /病情|病友|患者/u,
};
const PACES = ['time_fast', 'time_slow', 'time_even', 'when_fast', 'when_slow', 'when_even'];

describe.each(LOCALES)('hoping for a child, in %s', (locale) => {
  it('is a tender matter of the body, whatever the words', () => {
    for (const question of HOPING[locale]) {
      const shape = questionShape(question, locale);
      expect(shape.scenario, question).toBe('fertility');
      expect(shape.subject.topic, question).toBe('health');
      expect(shape.subject.tender, question).toBe('health');
    }
  });

  it('hears no verdict, no pace and no word of an illness', () => {
    const oracle = localeJson<Lines>(locale, 'oracle');
    const verdicts = ['lean_yes', 'lean_no', 'verdict_yes', 'verdict_no'].flatMap((k) => oracle[k] ?? []);
    // Each pace by its longest run of words between the slots it fills.
    const paces = PACES.flatMap((k) => oracle[k] ?? []).map(
      (line) => line.split(/\{\{\w+\}\}/u).sort((a, b) => b.length - a.length)[0] ?? line,
    );
    for (const question of HOPING[locale])
      for (let seed = 1; seed <= 6; seed++) {
        const req = {
          ...readingRequestFor(locale, 'three-cards', [
            ['pentacles-05', false],
            ['major-17', false],
            ['swords-09', false],
          ]),
          question,
        };
        const text = composeReading(req, { random: seededRandom(seed) }).join('\n');
        for (const line of [...verdicts, ...paces]) expect(text, question).not.toContain(line);
        // The Five of Pentacles' and the Nine of Swords' lines for an illness are not read here.
        expect(text, question).not.toMatch(ILL[locale]);
      }
  });
});
