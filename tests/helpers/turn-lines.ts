/**
 * Whether a reading tells where its cards turn in a situation's own words (scenarios.json `turns`, ADR
 * 0101): the written parts of one of its sentences, around the card's name and place, are in the text.
 */
import type { Locale } from '../../core/locales.js';
import type { CardFamily } from '../../core/oracle/reader/card-family.js';
import type { Scenario } from '../../core/oracle/scenarios/scenario.js';
import type { TurnKind } from '../../core/oracle/scenarios/scenario-voice.js';
import { localeJson } from './locale-files.js';

export type Turns = {
  carries: Record<CardFamily, string[]>;
  weighs: Record<CardFamily, string[]>;
  decides: string[];
};

/** A kind's sentences: those of one family of cards, or of all. */
export function turnLines(turns: Turns | undefined, kind: TurnKind, family?: CardFamily): string[] {
  if (kind === 'decides') return turns?.decides ?? [];
  const families: Partial<Record<CardFamily, string[]>> = turns?.[kind] ?? {};
  return family ? (families[family] ?? []) : Object.values(families).flat();
}

const read = new Map<Locale, Record<string, { turns?: Turns }>>();

/** The locale's own scenarios.json, read once (the measure asks for every reading). */
function scenariosOf(locale: Locale) {
  const found = read.get(locale) ?? localeJson<Record<string, { turns?: Turns }>>(locale, 'scenarios');
  read.set(locale, found);
  return found;
}

/**
 * The situation's turn sentences (of one kind and family, or all), each as its written parts, the slots
 * left out.
 */
function turnParts(locale: Locale, scenario: Scenario, kind?: TurnKind, family?: CardFamily): string[][] {
  const turns = scenariosOf(locale)[scenario]?.turns;
  const kinds: TurnKind[] = kind ? [kind] : ['carries', 'weighs', 'decides'];
  const lines = kinds.flatMap((each) => turnLines(turns, each, family));
  return lines.map((line) =>
    line
      .split(/\{\{turn(?:_pos)?\}\}/)
      .map((part) => part.replace(/^[\s,，、]+|[\s,，、]+$/g, ''))
      .filter((part) => part.length > 3),
  );
}

export function saysTurn(
  text: string,
  locale: Locale,
  scenario: Scenario,
  kind?: TurnKind,
  family?: CardFamily,
): boolean {
  return turnParts(locale, scenario, kind, family).some(
    (parts) => parts.length > 0 && parts.every((p) => text.includes(p)),
  );
}
