/**
 * A position said as prose beside its card ("the Page of Cups, your outcome card"; "The Sun, in the
 * future"), never its name quoted in its own case (design review 8, problem 1). The phrases live in
 * locales/<lang>/position-phrases.json, one per position, written to stand next to a card's name in any
 * sentence (a prepositional phrase or an apposition, so no case is forced on it).
 */
import { interpolate, namespace } from '../../i18n.js';
import type { Locale } from '../../locales.js';
import type { OracleCard } from '../oracle.js';

export function positionPhrase(locale: Locale, card: Pick<OracleCard, 'position'>): string {
  const phrases = namespace<Record<string, string>>(locale, 'position-phrases');
  const month = /^month_(\d+)$/.exec(card.position);
  if (month && phrases.month) return interpolate(phrases.month, { n: Number(month[1]) }, locale);
  return phrases[card.position] ?? phrases.other ?? '';
}
