/**
 * The spreads this device has read to their end (ADR 0088): a reveal explains each position in an
 * italic gloss until its spread has been done once, and from then on trusts the heading alone. Kept
 * in localStorage (seen_spreads, a JSON list of spread ids) beside home_screen_offered, and like it
 * not cleared by signing out: what the person has learned stays learned.
 */
import { KEYS } from '../../../lib/session-storage.js';

function seen(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEYS.seenSpreads) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const hasSeenSpread = (spreadId: string): boolean => seen().includes(spreadId);

export function markSpreadSeen(spreadId: string): void {
  const list = seen();
  if (list.includes(spreadId)) return;
  try {
    localStorage.setItem(KEYS.seenSpreads, JSON.stringify([...list, spreadId]));
  } catch {
    // Storage full or blocked: the glosses keep showing, which is harmless.
  }
}
