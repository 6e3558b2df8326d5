/** Reading lookups for their owner: one reading, history and saved pages, save, unsave, delete. */
import { and, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ReadingRow, readings } from '../../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { type ReadingDto, toReadingDto } from './reading-dto.js';

export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 50;

/** The owner's reading, or 404 for anyone else (never 403, so ids cannot be probed). */
export function ownReading(db: Db, userId: number, id: string): ReadingRow {
  const row = db
    .select()
    .from(readings)
    .where(and(eq(readings.id, id), eq(readings.userId, userId)))
    .get();
  if (!row) throw notFound('Reading not found');
  return row;
}

export interface Page {
  items: ReadingDto[];
  next_cursor: string | null;
}

interface Cursor {
  at: number;
  id: string;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'number' && typeof id === 'string') return { at, id };
  } catch {
    // fall through to the error below
  }
  throw new AppError(422, 'validation_error', 'cursor: invalid cursor');
}

/** Optional history filters; the cursor stays (time, id), so a filtered page never skips or repeats. */
export interface HistoryFilter {
  saved?: boolean;
  spreadId?: string;
}

/** Newest first by created_at (history) or saved_at (saved), with the id as a tie-breaker. */
function page(
  db: Db,
  userId: number,
  by: 'created' | 'saved',
  cursorRaw: string | undefined,
  limit: number,
  filter: HistoryFilter = {},
): Page {
  const column = by === 'created' ? readings.createdAt : readings.savedAt;
  const cursor = decodeCursor(cursorRaw);
  // The safety layer's answers are not readings: history and saved list only what the cards said.
  const conditions: (SQL | undefined)[] = [eq(readings.userId, userId), ne(readings.status, 'declined')];
  if (by === 'saved') conditions.push(isNotNull(readings.savedAt));
  if (filter.saved !== undefined)
    conditions.push(filter.saved ? isNotNull(readings.savedAt) : isNull(readings.savedAt));
  if (filter.spreadId !== undefined) conditions.push(eq(readings.spreadId, filter.spreadId));
  if (cursor) {
    // A row value, which SQLite seeks to in the (user, time, id) index; the same test spelled with OR
    // walked the index from the newest row down to the cursor (33 ms halfway down 100,000 readings).
    conditions.push(sql`(${column}, ${readings.id}) < (${cursor.at}, ${cursor.id})`);
  }
  const rows = db
    .select()
    .from(readings)
    .where(and(...conditions))
    .orderBy(desc(column), desc(readings.id))
    .limit(limit + 1)
    .all();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const lastAt = last ? (by === 'created' ? last.createdAt : last.savedAt) : null;
  return {
    items: items.map(toReadingDto),
    next_cursor:
      rows.length > limit && last && lastAt !== null ? encodeCursor({ at: lastAt, id: last.id }) : null,
  };
}

export const historyPage = (
  db: Db,
  userId: number,
  cursor: string | undefined,
  limit: number,
  filter: HistoryFilter = {},
) => page(db, userId, 'created', cursor, limit, filter);

export const savedPage = (db: Db, userId: number, cursor: string | undefined, limit: number) =>
  page(db, userId, 'saved', cursor, limit);

export function setSaved(db: Db, userId: number, id: string, saved: boolean, now: number): ReadingDto {
  const row = ownReading(db, userId, id);
  if (saved === (row.savedAt !== null)) return toReadingDto(row);
  const updated = db
    .update(readings)
    .set({ savedAt: saved ? now : null })
    .where(eq(readings.id, row.id))
    .returning()
    .get();
  return toReadingDto(updated ?? row);
}

export const NOTE_MAX_LENGTH = 2000;

/** Sets the owner's note; the route trims it, and an empty note clears it to null. */
export function setNote(db: Db, userId: number, id: string, note: string): ReadingDto {
  const row = ownReading(db, userId, id);
  const updated = db
    .update(readings)
    .set({ note: note === '' ? null : note })
    .where(eq(readings.id, row.id))
    .returning()
    .get();
  return toReadingDto(updated ?? row);
}

/**
 * Deletes a finished (complete or failed) reading. A pending one is refused: its generation still
 * runs, and a failure refund finds the row it refunds by (ADR 0010).
 */
export function deleteReading(db: Db, userId: number, id: string): void {
  const row = ownReading(db, userId, id);
  if (row.status === 'pending') {
    throw new AppError(
      409,
      'reading_pending',
      'This reading is still being written; delete it once it is finished',
    );
  }
  db.delete(readings).where(eq(readings.id, row.id)).run();
}
