/**
 * Which earlier card each position follows from (blind review 5: "a list, not a story"): the past leads
 * to the present, an obstacle to the advice that answers it, each of Two Paths' roads back to where you
 * stand. A position with none (the other person, Celtic Cross's staff, the months of a year) is read
 * without a link.
 */
import type { OracleCard } from '../oracle.js';

const FOLLOWS: Record<string, Record<string, string>> = {
  'three-cards': { present: 'past', future: 'present' },
  'situation-obstacle-advice': { obstacle: 'situation', advice: 'obstacle' },
  decision: {
    path_a: 'situation',
    path_a_brings: 'path_a',
    path_b: 'situation',
    path_b_brings: 'path_b',
    advice: 'situation',
  },
  'month-ahead': { week_2: 'week_1', week_3: 'week_2', week_4: 'week_3' },
  relationship: { challenge: 'connection', potential: 'challenge' },
  career: { challenges: 'strengths', action: 'challenges', outcome: 'action' },
  horseshoe: { present: 'past', obstacle: 'hidden', advice: 'obstacle', outcome: 'advice' },
  'shadow-work': { root: 'shadow', mask: 'root', gift: 'mask', integration: 'gift' },
  'celtic-cross': { challenge: 'present', outcome: 'near_future' },
};

/** The card this one follows from in its spread, or undefined. */
export function followsFrom(spreadId: string, card: OracleCard, cards: OracleCard[]): OracleCard | undefined {
  const from = FOLLOWS[spreadId]?.[card.position];
  return from ? cards.find((c) => c.position === from) : undefined;
}
