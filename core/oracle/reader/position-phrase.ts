/**
 * A position said as prose beside its card ("the Page of Cups, your outcome card"; "The Sun, in the
 * future"), never its name quoted in its own case (design review 8, problem 1). The phrases live in
 * locales/<lang>/position-phrases.json, one per position, written to stand next to a card's name in any
 * sentence (a prepositional phrase or an apposition, so no case is forced on it). A position the person
 * named (Two Paths' "staying") or dated (Year Ahead's "January 2028") keeps that name.
 */
import { interpolate, namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';

type Spreads = Record<string, { positions?: Record<string, string> }>;

const QUOTES = /[«»“”„"「」]/;
/** `{{name}}` inside the phrase's own quotation marks. */
const QUOTED_NAME = /[«“„"「]\{\{name\}\}[»”“"」]/;

/** Whether the position carries a name of its own rather than one of the spreads' default names. */
export function named(locale: Locale, position: string, name: string): boolean {
  const spreads = namespace<Spreads>(locale, 'spreads');
  return !Object.values(spreads).some((spread) => spread?.positions?.[position] === name);
}

export function positionPhrase(locale: Locale, card: Pick<OracleCard, 'position' | 'positionName'>): string {
  const phrases = namespace<Record<string, string>>(locale, 'position-phrases');
  const month = /^month_(\d+)$/.exec(card.position);
  if (card.positionName && named(locale, card.position, card.positionName)) {
    const phrase = (month ? phrases.named_month : phrases.named) ?? '';
    // A name that carries its own quotation marks (Two Paths' «Madrid») is not quoted again.
    const quoted = QUOTES.test(card.positionName) ? phrase.replace(QUOTED_NAME, '{{name}}') : phrase;
    return interpolate(quoted, { name: card.positionName }, locale);
  }
  if (month && phrases.month) return interpolate(phrases.month, { n: Number(month[1]) }, locale);
  return phrases[card.position] ?? phrases.other ?? '';
}

/** Positions whose name is what they mean (which road, which month): their block names them as a caption. */
const NAMED_BY_NATURE = /^(path_[ab](_brings)?|month_\d+|week_\d)$/;

export const namesItself = (locale: Locale, card: Pick<OracleCard, 'position' | 'positionName'>) =>
  NAMED_BY_NATURE.test(card.position) || named(locale, card.position, card.positionName);
