/**
 * A reading's positions as it names them: its own names where it has them (the paths the person named,
 * the dated weeks, the months; ADR 0072), else its spread's full name, short label and explanation.
 */
import type { Spread } from './deck.js';

interface Named {
  name: string;
  label: string;
  explanation?: string;
}

export function readingPositions(
  spread: Spread | undefined,
  own: Record<string, { name: string; label: string }> | undefined,
): (position: string) => Named {
  const byKey = new Map(spread?.positions.map((p) => [p.key, p]));
  return (position) => {
    const fixed = byKey.get(position);
    const mine = own?.[position];
    return {
      name: mine?.name ?? fixed?.name ?? position,
      label: mine?.label ?? fixed?.label ?? fixed?.name ?? position,
      explanation: fixed?.explanation,
    };
  };
}
