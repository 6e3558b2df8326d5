/**
 * A reading's positions as it names them: its own names where it has them (the paths the person named,
 * the dated weeks, the months, with the months' three letters; ADR 0072, 0084), else its spread's full
 * name, short label and explanation.
 * The person's own words start with a capital where they stand alone under a card or as a heading
 * ("2 Staying"; ADR 0077); the reading's text keeps them as written.
 */
import { capitalFirst } from './capital-first.js';
import type { Spread } from './deck.js';

interface Named {
  name: string;
  label: string;
  /** Under a card in a row of six (the year's months on a wide screen): "Jan". */
  short?: string;
  explanation?: string;
}

export function readingPositions(
  spread: Spread | undefined,
  own: Record<string, { name: string; label: string; short?: string }> | undefined,
): (position: string) => Named {
  const byKey = new Map(spread?.positions.map((p) => [p.key, p]));
  return (position) => {
    const fixed = byKey.get(position);
    const mine = own?.[position];
    return {
      name: mine ? capitalFirst(mine.name) : (fixed?.name ?? position),
      label: mine ? capitalFirst(mine.label) : (fixed?.label ?? fixed?.name ?? position),
      short: mine?.short,
      explanation: fixed?.explanation,
    };
  };
}
