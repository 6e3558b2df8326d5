/**
 * The cards of a new reading that keep coming back: drawn, with this reading, 3 or more times in the
 * last 90 days, so the reading can say so in one line (ADR 0039).
 */
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ReadingRow, readings } from '../../db/schema.js';
import type { DrawnCard } from '../tarot/draw.js';
import { RECURRING_MIN, windowStart } from './insights.js';

/** The window a reading looks back over: long enough for a pattern, short enough to be recent. */
export const READING_RECURRING_DAYS = 90;

export interface RecurringCard {
  cardId: string;
  /** Times drawn in the window, this reading included. */
  count: number;
  days: number;
}

export function recurringCards(db: Db, reading: ReadingRow): RecurringCard[] {
  const drawn = (JSON.parse(reading.cards) as DrawnCard[]).map((c) => c.card_id);
  if (drawn.length === 0) return [];
  const counts = new Map(drawn.map((id) => [id, 1]));
  const earlier = db
    .select({ cards: readings.cards })
    .from(readings)
    .where(
      and(
        eq(readings.userId, reading.userId),
        eq(readings.status, 'complete'),
        ne(readings.id, reading.id),
        gte(readings.createdAt, windowStart(reading.createdAt, READING_RECURRING_DAYS)),
        lt(readings.createdAt, reading.createdAt + 1),
      ),
    )
    .all();
  for (const row of earlier)
    for (const card of JSON.parse(row.cards) as DrawnCard[]) {
      const count = counts.get(card.card_id);
      if (count !== undefined) counts.set(card.card_id, count + 1);
    }
  return drawn
    .map((cardId) => ({ cardId, count: counts.get(cardId) ?? 1, days: READING_RECURRING_DAYS }))
    .filter((c) => c.count >= RECURRING_MIN)
    .sort((a, b) => b.count - a.count);
}
