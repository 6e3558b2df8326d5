/**
 * How often the user asked the same question in the week before a reading, so the oracle can say
 * gently that drawing again rarely makes the answer clearer (ADR 0022).
 */
import { and, eq, gte, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ReadingRow, readings } from '../../db/schema.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Case, spacing and punctuation do not make a question new. */
export const sameQuestion = (question: string) =>
  question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function timesAskedBefore(db: Db, reading: ReadingRow): number {
  if (!reading.question) return 0;
  const asked = sameQuestion(reading.question);
  if (!asked) return 0;
  const earlier = db
    .select({ question: readings.question })
    .from(readings)
    .where(
      and(
        eq(readings.userId, reading.userId),
        ne(readings.id, reading.id),
        isNotNull(readings.question),
        gte(readings.createdAt, reading.createdAt - WEEK_MS),
        lt(readings.createdAt, reading.createdAt + 1),
      ),
    )
    .all();
  return earlier.filter((r) => r.question && sameQuestion(r.question) === asked).length;
}
