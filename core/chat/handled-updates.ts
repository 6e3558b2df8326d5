/**
 * Telegram delivers an update again when it is not sure it arrived (a slow webhook answer, a restart
 * mid-poll). What a chat reading does is recorded by key before it is done, so a repeat does nothing.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { handledUpdates } from '../../db/schema.js';

/** Telegram keeps an undelivered update for 24 hours; a key older than that cannot come again. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * True the first time any of the keys is seen (an update id, a callback query id); false when one of
 * them was seen before, so a repeat under either key is not read again.
 */
export function firstDelivery(db: Db, keys: readonly string[], now: number): boolean {
  return db.transaction(
    (tx) => {
      tx.delete(handledUpdates)
        .where(lt(handledUpdates.createdAt, now - KEPT_MS))
        .run();
      const added = tx
        .insert(handledUpdates)
        .values(keys.map((key) => ({ key, createdAt: now })))
        .onConflictDoNothing()
        .run().changes;
      return added === keys.length;
    },
    { behavior: 'immediate' },
  );
}
