/**
 * What the reader says for the situation a question comes from (scenario.ts): a leaning's meaning there,
 * the direct answer to a how, what or why, and one concrete step, each a variant of
 * locales/<lang>/scenarios.json picked with the reading's random source; '' where the situation has no
 * line, so the reader falls back on the cards' own.
 */
import { namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { Scenario } from './scenario.js';

export type ScenarioKey = 'yes' | 'no' | 'maybe' | 'open' | 'step';

type Lines = Partial<Record<Scenario, Partial<Record<ScenarioKey, string[]>>>>;

export interface ScenarioVoice {
  scenario: Scenario | null;
  say(key: ScenarioKey): string;
}

/**
 * `fits` keeps out a variant the reading must not say (a harsh word in a tender place: harsh-lines.ts);
 * when no variant fits, the voice says nothing and the cards' own lines answer.
 */
export function scenarioVoice(
  locale: Locale,
  scenario: Scenario | null,
  random: (n: number) => number,
  fits: (line: string) => boolean = () => true,
): ScenarioVoice {
  const lines = scenario ? (namespace<Lines>(locale, 'scenarios')[scenario] ?? {}) : {};
  return {
    scenario,
    say(key) {
      const variants = (lines[key] ?? []).filter(fits);
      return variants.length ? (variants[random(variants.length)] ?? '') : '';
    },
  };
}
