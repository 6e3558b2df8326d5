/**
 * Someone who stands by a grieving friend hears a care line for the one who supports (blind review 33, set 2,
 * R28: "a grief counsellor can walk beside you" for a loss that was the friend's), never one for the bereaved.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { scenarioOf } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const SUPPORTING: Record<Locale, string> = {
  en: 'My closest friend lost her mum last month. How can I be there for her?',
  ru: 'У моей лучшей подруги месяц назад умерла мама. Как мне её поддержать?',
  de: 'Die Mutter meiner besten Freundin ist letzten Monat gestorben. Wie kann ich für sie da sein?',
  es: 'Mi mejor amiga perdió a su madre el mes pasado. ¿Cómo puedo acompañarla?',
  zh: '我最好的朋友上个月失去了妈妈，我该怎么陪伴她？',
};

describe.each(LOCALES)('standing by someone who grieves, in %s', (locale) => {
  it('hears the care line for the one who supports, never the one for the bereaved', () => {
    // A step that already names a counsellor leaves the care line out (the referral is said once).
    const question = SUPPORTING[locale];
    expect(scenarioOf(question, locale)).toBe('support_grieving');
    const lines = localeJson<Record<string, string[]>>(locale, 'oracle');
    let supported = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const random = seededRandom(seed);
      const text = composeReading(randomReadingRequest(locale, 'three-cards', question, true, random), {
        random,
      }).join('\n');
      for (const line of lines.care_loss ?? []) expect(text).not.toContain(line);
      if ((lines.care_support ?? []).some((line) => text.includes(line))) supported++;
    }
    if (locale === 'en') expect(supported).toBeGreaterThan(0);
  });
});
