/**
 * Today's free card for one user, as the bot shows it: the day's free daily reading when there is
 * one, else a new one drawn with createReading, then its interpretation once the oracle is done.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freeDailyDraws, type ReadingRow, readings, type UserRow } from '../../db/schema.js';
import type { Tx } from '../ledger.js';
import type { Services } from '../services.js';
import type { DrawnCard } from '../tarot/draw.js';
import { utcDay } from '../time.js';
import { createReading } from './create-reading.js';
import { readingEvents } from './reading-events.js';

export const DAILY_SPREAD = 'daily';

export interface DailyCard {
  reading: ReadingRow;
  card: DrawnCard;
}

/** The user's free draw of that UTC day, if they made it. */
export function findDailyDraw(db: Db | Tx, userId: number, day: string) {
  return db
    .select({ readingId: freeDailyDraws.readingId })
    .from(freeDailyDraws)
    .where(and(eq(freeDailyDraws.userId, userId), eq(freeDailyDraws.day, day)))
    .get();
}

/** The free daily reading of the UTC day, creating it if the user has none; null if it was deleted. */
function todaysReading(deps: Services, user: UserRow): ReadingRow | null {
  const day = utcDay(deps.now());
  // One immediate transaction (createReading nests as a savepoint), so two processes cannot both see
  // no free draw and the second one then pay for a card the user did not ask for.
  return deps.db.transaction(
    (tx) => {
      const claimed = findDailyDraw(tx, user.id, day);
      if (!claimed) return createReading(deps, user, { spreadId: DAILY_SPREAD }).reading;
      return tx.select().from(readings).where(eq(readings.id, claimed.readingId)).get() ?? null;
    },
    { behavior: 'immediate' },
  );
}

const withCard = (reading: ReadingRow): DailyCard => {
  const [card] = JSON.parse(reading.cards) as DrawnCard[];
  if (!card) throw new Error(`daily reading ${reading.id} has no card`);
  return { reading, card };
};

/** Today's card as drawn, its interpretation perhaps still pending; null if today's was deleted. */
export function drawTodaysCard(deps: Services, user: UserRow): DailyCard | null {
  const drawn = todaysReading(deps, user);
  return drawn ? withCard(drawn) : null;
}

/** Today's card with its interpretation finished (complete, or failed with the reason recorded). */
export async function todaysCard(deps: Services, user: UserRow): Promise<DailyCard | null> {
  const drawn = todaysReading(deps, user);
  if (!drawn) return null;
  if (drawn.status === 'pending') {
    // Starts generation if nobody is running it, and ends with the terminal event.
    for await (const event of readingEvents(deps.db, deps.interpretations, user.id, drawn.id)) {
      if (event.type !== 'delta') break;
    }
  }
  return withCard(deps.db.select().from(readings).where(eq(readings.id, drawn.id)).get() ?? drawn);
}
