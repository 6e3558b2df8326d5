/**
 * Questions typed to the bot, waiting for a spread (ADR 0045). A tap claims its question in one
 * statement, so of two taps (or one update delivered twice) exactly one goes on to draw and charge.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatQuestions } from '../../db/schema.js';

export function saveQuestion(db: Db, userId: number, question: string, now: number): string {
  // Short, since it travels in a button's callback data (64 bytes) beside the spread's id.
  const id = randomBytes(12).toString('base64url');
  db.insert(chatQuestions).values({ id, userId, question, createdAt: now }).run();
  return id;
}

export type Claim =
  | { kind: 'claimed'; question: string }
  | { kind: 'taken'; readingId: string | null }
  | { kind: 'unknown' };

/** Takes the question for one reading; `taken` when a tap before this one already did. */
export function claimQuestion(db: Db, userId: number, id: string, now: number): Claim {
  const mine = and(eq(chatQuestions.id, id), eq(chatQuestions.userId, userId));
  const claimed = db
    .update(chatQuestions)
    .set({ claimedAt: now })
    .where(and(mine, isNull(chatQuestions.claimedAt)))
    .returning()
    .get();
  if (claimed) return { kind: 'claimed', question: claimed.question };
  const row = db.select().from(chatQuestions).where(mine).get();
  return row ? { kind: 'taken', readingId: row.readingId } : { kind: 'unknown' };
}

/** Gives the question back when no reading came of the tap (too few tokens, an error). */
export function releaseQuestion(db: Db, id: string): void {
  db.update(chatQuestions).set({ claimedAt: null }).where(eq(chatQuestions.id, id)).run();
}

export function settleQuestion(db: Db, id: string, readingId: string): void {
  db.update(chatQuestions).set({ readingId }).where(eq(chatQuestions.id, id)).run();
}
