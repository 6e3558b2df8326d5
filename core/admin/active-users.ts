/**
 * Who counts as active (ADR 0095): a person who asked for a reading that UTC day, whatever came of it.
 * The dashboard's "Active today" and the chart's "Active users" both count this way. A sign-in is not
 * enough: last_seen_at keeps only a person's latest visit, so no earlier day could be counted by it.
 */
import { and, gte, lt, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readings } from '../../db/schema.js';

export const dayOf = (column: SQLWrapper) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/** Active people per UTC day from `from` (inclusive) to `end` (exclusive), epoch ms; days with none are left out. */
export function activeUsersByDay(db: Db, from: number, end: number): { day: string; n: number }[] {
  return db
    .select({ day: dayOf(readings.createdAt), n: sql<number>`count(distinct ${readings.userId})` })
    .from(readings)
    .where(and(gte(readings.createdAt, from), lt(readings.createdAt, end)))
    .groupBy(dayOf(readings.createdAt))
    .all();
}
