/**
 * Whether a reading tells where its cards turn in a situation's own words (scenarios.json `turns`, ADR
 * 0101): the written parts of one of its sentences, around the card's name and place, are in the text.
 */
import type { Locale } from '../../core/locales.js';
import type { Scenario } from '../../core/oracle/scenarios/scenario.js';
import { localeJson } from './locale-files.js';

type Turns = Record<'carries' | 'weighs' | 'decides', string[]>;

/** Each turn sentence of the situation as its written parts, the slots left out. */
export function turnParts(locale: Locale, scenario: Scenario): string[][] {
  const turns = localeJson<Record<string, { turns?: Turns }>>(locale, 'scenarios')[scenario]?.turns;
  return Object.values(turns ?? {})
    .flat()
    .map((line) =>
      line
        .split(/\{\{turn(?:_pos)?\}\}/)
        .map((part) => part.replace(/^[\s,，、]+|[\s,，、]+$/g, ''))
        .filter((part) => part.length > 3),
    );
}

export function saysTurn(text: string, locale: Locale, scenario: Scenario): boolean {
  return turnParts(locale, scenario).some(
    (parts) => parts.length > 0 && parts.every((p) => text.includes(p)),
  );
}
