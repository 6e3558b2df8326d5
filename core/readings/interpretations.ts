/**
 * Generates interpretations in the background, independent of any client connection, and fans the
 * streamed text out to whoever is listening. On oracle failure the reading is marked failed and its
 * cost refunded by a ledger row, in one transaction. A process claims a reading before writing it, so
 * several processes on one database write each exactly once (ADR 0052).
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { claims, freeDailyDraws, type ReadingRow, readings, users } from '../../db/schema.js';
import { findUser } from '../accounts/users.js';
import type { Claims } from '../claims.js';
import type { DbChanges } from '../db-changes.js';
import type { CoreDeps } from '../deps.js';
import { recurringCards } from '../insights/recurring-cards.js';
import { applyEntry } from '../ledger.js';
import type { Oracle } from '../oracle/oracle.js';
import { sectionCardsOf } from './interpretation-sections.js';
import {
  createLiveGenerations,
  type Generation,
  type GenerationEvent,
  isTimeout,
  type Listener,
  type LiveGenerations,
} from './live-generations.js';
import { readingRequest } from './oracle-request.js';
import { type ReadingDto, toReadingDto } from './reading-dto.js';
import { streamingMarks } from './reading-sections.js';
import { timesAskedBefore } from './repeat-question.js';

export type StreamEvent = GenerationEvent<{ reading: ReadingDto }>;

export interface Interpretations {
  /**
   * Claims a pending reading and starts generating it; true as well when it already runs here, false
   * when another process holds the claim.
   */
  start(readingId: string): boolean;
  /**
   * Subscribes to a running generation. The listener first receives the text generated so far.
   * Returns null when the reading is not being generated right now.
   */
  subscribe(readingId: string, listener: Listener<StreamEvent>): (() => void) | null;
  /** The text another process has written so far under its claim; null when none holds one. */
  elsewhere(readingId: string): string | null;
  /** Resolves once the database may have changed (another process wrote). */
  changed(): Promise<void>;
  /**
   * Starts the readings left pending with no live claim: by a previous process, or one that died.
   * Answers how many this process took.
   */
  resumePending(): number;
  /**
   * Stops every generation of this user's readings and follow-ups and resolves once they have ended,
   * writing nothing. Called after the account is deleted; the writes also refuse a deleted owner's rows.
   */
  stopFor(userId: number): Promise<void>;
  /** Resolves when nothing is being generated, follow-ups included (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export const FAILURE_MESSAGE = 'The reading could not be completed. Your tokens have been refunded.';

const NOT_FOUND = { type: 'error', detail: { message: 'Reading not found', code: 'not_found' } } as const;

/** What a stored reading's stream says: its whole text and `done`, or the failure; null while pending. */
export function storedEvents(row: ReadingRow): StreamEvent[] | null {
  if (row.status === 'complete' || row.status === 'declined')
    return [
      { type: 'delta', text: row.interpretation },
      { type: 'done', reading: toReadingDto(row) },
    ];
  if (row.status === 'failed')
    return [{ type: 'error', detail: { message: FAILURE_MESSAGE, code: 'reading_failed' } }];
  return null;
}

export function createInterpretations(
  deps: CoreDeps & { oracle: Oracle; claims: Claims; changes: DbChanges; live?: LiveGenerations },
): Interpretations {
  const live = deps.live ?? createLiveGenerations();
  const { db, oracle, log, claims: claimed } = deps;

  /**
   * A pending reading whose owner still has an account. Every write below carries it, so a reading of an
   * account deleted meanwhile gets neither the oracle's text nor a failure, whatever the timing.
   */
  const ownerNotDeleted = inArray(
    readings.userId,
    db.select({ id: users.id }).from(users).where(isNull(users.deletedAt)),
  );
  const pendingOfLiveAccount = (readingId: string) =>
    and(eq(readings.id, readingId), eq(readings.status, 'pending'), ownerNotDeleted);

  function failAndRefund(readingId: string, reason: string) {
    return db.transaction(
      (tx) => {
        const failed = tx
          .update(readings)
          .set({ status: 'failed', failureReason: reason, completedAt: deps.now() })
          .where(pendingOfLiveAccount(readingId))
          .returning()
          .get();
        // A failed free daily card gives the day's free draw back.
        if (failed) tx.delete(freeDailyDraws).where(eq(freeDailyDraws.readingId, readingId)).run();
        if (failed && failed.cost > 0) {
          applyEntry(tx, {
            userId: failed.userId,
            delta: failed.cost,
            reason: 'reading_refund',
            reference: readingId,
            idempotencyKey: `refund:${readingId}`,
          });
        }
        claimed.release(readingId, tx);
        return failed;
      },
      { behavior: 'immediate' },
    );
  }

  /** The stored row's terminal event, for a generation that did not write it. */
  const stored = (readingId: string) => {
    const row = db.select().from(readings).where(eq(readings.id, readingId)).get();
    return (row && storedEvents(row)?.at(-1)) ?? NOT_FOUND;
  };

  async function run(readingId: string, generation: Generation<StreamEvent>) {
    const reading = db.select().from(readings).where(eq(readings.id, readingId)).get();
    if (reading?.status !== 'pending') {
      generation.finish(stored(readingId));
      return;
    }
    generation.owner(reading.userId);
    const user = findUser(db, reading.userId);
    // A deleted account's pending reading (left by a restart) is never generated.
    if (user?.deletedAt != null) {
      generation.finish(NOT_FOUND);
      return;
    }
    const draft = claimed.drafter(readingId);
    const deadline = AbortSignal.timeout(deps.config.OPENAI_TIMEOUT_MS * 2);
    try {
      if (!user) throw new Error('reading owner no longer exists');
      const request = readingRequest(
        reading,
        user,
        timesAskedBefore(db, reading),
        recurringCards(db, reading),
      );
      const cards = sectionCardsOf(request.cards);
      let text = '';
      let marks = '';
      const result = await oracle.interpret(
        request,
        (delta) => {
          // The parts placed so far go out only when they change (ADR 0041).
          text += delta;
          const placed = streamingMarks(text, cards);
          const key = JSON.stringify(placed);
          generation.delta(delta, key === marks ? undefined : placed);
          marks = key;
          draft(text);
        },
        AbortSignal.any([deadline, generation.stopped]),
      );
      // The text and the end of its claim in one write, so no claim outlives finished work.
      const done = db.transaction((tx) => {
        const row = tx
          .update(readings)
          .set({
            status: 'complete',
            interpretation: result.text,
            model: oracle.model,
            promptTokens: result.usage?.prompt_tokens ?? null,
            completionTokens: result.usage?.completion_tokens ?? null,
            completedAt: deps.now(),
          })
          .where(pendingOfLiveAccount(readingId))
          .returning()
          .get();
        claimed.release(readingId, tx);
        return row;
      });
      // No row: another process finished it first (after this one's claim ran out), or the reading or
      // its owner's account was deleted meanwhile; the streams end with what is stored.
      generation.finish(done ? { type: 'done', reading: toReadingDto(done) } : stored(readingId));
    } catch (error) {
      if (generation.stopped.aborted) {
        generation.finish(NOT_FOUND);
        return;
      }
      log.error('interpretation failed', { readingId, error });
      failAndRefund(readingId, isTimeout(deadline, error) ? 'oracle_timeout' : 'oracle_error');
      generation.finish(stored(readingId));
    }
  }

  function start(readingId: string) {
    if (live.has(readingId)) return true;
    if (!claimed.take(readingId)) return false;
    live.start<StreamEvent>(readingId, (g) => claimed.holding(readingId, () => run(readingId, g)));
    return true;
  }

  return {
    start,
    subscribe: (readingId, listener) => live.subscribe(readingId, listener),
    elsewhere: (readingId) => claimed.elsewhere(readingId),
    changed: () => deps.changes.next(),
    resumePending() {
      const pending = db
        .select({ id: readings.id })
        .from(readings)
        .leftJoin(claims, eq(claims.key, readings.id))
        .where(
          and(
            eq(readings.status, 'pending'),
            ownerNotDeleted,
            or(isNull(claims.key), lte(claims.claimedUntil, deps.now())),
          ),
        )
        .all();
      return pending.filter(({ id }) => !live.has(id) && start(id)).length;
    },
    stopFor: (userId) => live.stopFor(userId),
    idle: () => live.idle(),
  };
}
