/**
 * The situation's step does not say again what the reading has said (ab14, P39: a savings line in a card's
 * block and again as the step): of its variants the reader takes one that shares no run of words with the
 * text before it, and only where each does, any that fits.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.js';
import { composeReading } from '../../core/oracle/reader/compose-reading.js';
import { echoes } from '../../core/oracle/reader/echoes.js';
import { habitFits } from '../../core/oracle/reader/habit-kind.js';
import { companyFits } from '../../core/oracle/reader/solo-trip.js';
import { scenarioOf } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from '../helpers/locale-files.js';
import { randomReadingRequest } from '../helpers/oracle-request.js';
import { SCENARIO_EXAMPLES_DE } from '../helpers/scenario-examples/de.js';
import { SCENARIO_EXAMPLES_EN } from '../helpers/scenario-examples/en.js';
import { SCENARIO_EXAMPLES_ES } from '../helpers/scenario-examples/es.js';
import { SCENARIO_EXAMPLES_RU } from '../helpers/scenario-examples/ru.js';
import { SCENARIO_EXAMPLES_ZH } from '../helpers/scenario-examples/zh.js';
import { seededRandom } from '../helpers/seeded-random.js';

const EXAMPLES = {
  en: SCENARIO_EXAMPLES_EN,
  ru: SCENARIO_EXAMPLES_RU,
  de: SCENARIO_EXAMPLES_DE,
  es: SCENARIO_EXAMPLES_ES,
  zh: SCENARIO_EXAMPLES_ZH,
};
const SPREADS = ['three-cards', 'situation-obstacle-advice', 'horseshoe', 'celtic-cross'];

describe.each(LOCALES)('the step in %s', (locale) => {
  it('is one that says nothing the reading has said, wherever the situation has one', () => {
    const steps = localeJson<Record<string, { step?: string[] }>>(locale, 'scenarios');
    let seed = 1;
    let stepped = 0;
    for (const questions of Object.values(EXAMPLES[locale]))
      for (const question of questions ?? [])
        for (const spread of SPREADS) {
          const random = seededRandom(seed++);
          const paragraphs = composeReading(randomReadingRequest(locale, spread, question, true, random), {
            random,
          });
          const variants = steps[scenarioOf(question, locale) ?? '']?.step ?? [];
          const last = paragraphs.at(-2) ?? '';
          const step = variants.find((line) => last.includes(line));
          if (!step) continue;
          stepped++;
          const before = [...paragraphs.slice(0, -2), last.slice(0, last.indexOf(step))].join(' ');
          if (!echoes(step, before, locale)) continue;
          // Said again only where every variant that may be said (solo-trip.ts, habit-kind.ts) would have been.
          const scenario = scenarioOf(question, locale);
          const alone = companyFits(scenario, question, locale, locale);
          const own = habitFits(scenario, question, locale, locale);
          for (const other of variants.filter((line) => alone(line) && own(line)))
            expect(echoes(other, before, locale), `${question}\n${other}`).toBe(true);
        }
    // Most readings from a known situation end on its step: the check reads enough of them to mean something.
    expect(stepped).toBeGreaterThan(300);
  });
});
