/**
 * One job interview is read as its own situation (ADR 0103), not as a job search: blind review 28 read
 * "keep applying, rewrite three CVs, message contacts" for "这次面试我能通过吗？".
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { scenarioOf } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from '../helpers/locale-files.js';
import { readingRequestFor } from '../helpers/oracle-request.js';
import { seededRandom } from '../helpers/seeded-random.js';

const ASKED: Record<Locale, string> = {
  en: 'Will I get the job I interviewed for?',
  ru: 'Пройду ли я собеседование в пятницу?',
  de: 'Bekomme ich die Stelle nach dem Vorstellungsgespräch?',
  es: '¿Me irá bien en la entrevista del lunes?',
  zh: '这次面试我能通过吗？',
};

type Steps = Record<string, { step: string[] }>;

describe.each(Object.keys(ASKED) as Locale[])('an interview question in %s', (locale) => {
  it('is the interview, and its reading ends on a step for the interview, never the search’s', () => {
    expect(scenarioOf(ASKED[locale], locale)).toBe('interview');
    const lines = localeJson<Steps>(locale, 'scenarios');
    const text = composeReading(
      readingRequestFor(locale, 'yes-no', [['swords-05', true]], { question: ASKED[locale] }),
      {
        random: seededRandom(1),
      },
    ).join('\n');
    expect(lines.interview?.step.some((step) => text.includes(step))).toBe(true);
    expect(lines.job_search?.step.some((step) => text.includes(step))).toBe(false);
  });
});
