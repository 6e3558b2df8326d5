/** A reading's follow-ups, oldest first, and one of them for its owner. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type FollowupRow, followups } from '../../db/schema.js';
import { notFound } from '../errors.js';

export const followupsOf = (db: Db, readingId: string): FollowupRow[] =>
  db
    .select()
    .from(followups)
    .where(eq(followups.readingId, readingId))
    // rowid breaks ties: follow-ups asked within the same millisecond keep the order they were asked in.
    .orderBy(asc(followups.createdAt), sql`rowid`)
    .all();

/** The owner's follow-up of this reading, or 404 for anyone else. */
export function ownFollowup(db: Db, userId: number, readingId: string, id: string): FollowupRow {
  const row = db
    .select()
    .from(followups)
    .where(and(eq(followups.id, id), eq(followups.readingId, readingId), eq(followups.userId, userId)))
    .get();
  if (!row) throw notFound('Follow-up not found');
  return row;
}
