/** The rank ladder by completed readings (a product decision, ADR 0008). Names are in locales/<lang>/ranks.json. */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readings } from '../../db/schema.js';
import { namespace } from '../i18n.js';
import type { Locale } from '../locales.js';

export const RANKS = [
  { id: 'seeker', at: 0 },
  { id: 'apprentice', at: 3 },
  { id: 'adept', at: 10 },
  { id: 'mystic', at: 25 },
  { id: 'oracle', at: 50 },
  { id: 'sage', at: 100 },
  { id: 'archmage', at: 200 },
] as const;

export function rankFor(readingsDone: number, locale: Locale) {
  const names = namespace<Record<string, string>>(locale, 'ranks');
  let level = 0;
  while (level + 1 < RANKS.length && readingsDone >= (RANKS[level + 1]?.at ?? Number.POSITIVE_INFINITY))
    level++;
  const current = RANKS[level] ?? RANKS[0];
  const next = RANKS[level + 1];
  return {
    rank: current.id,
    name: names[current.id] ?? current.id,
    level: level + 1,
    max_level: RANKS.length,
    readings_count: readingsDone,
    next_rank: next ? { rank: next.id, name: names[next.id] ?? next.id, readings_required: next.at } : null,
    /** 0..1 of the way from this rank to the next; 1 at the top. */
    progress: next ? (readingsDone - current.at) / (next.at - current.at) : 1,
  };
}

export function completedReadings(db: Db, userId: number): number {
  return (
    db
      .select({ n: count() })
      .from(readings)
      .where(and(eq(readings.userId, userId), eq(readings.status, 'complete')))
      .get()?.n ?? 0
  );
}
