/**
 * Generates interpretations in the background, independent of any client connection, and fans the
 * streamed text out to whoever is listening. On oracle failure the reading is marked failed and its
 * cost refunded by a ledger row, in one transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { freeDailyDraws, readings, users } from '../../db/schema.js';
import { findUser } from '../accounts/users.js';
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
  /** Starts generating a pending reading; a no-op if it is already running. */
  start(readingId: string): void;
  /**
   * Subscribes to a running generation. The listener first receives the text generated so far.
   * Returns null when the reading is not being generated right now.
   */
  subscribe(readingId: string, listener: Listener<StreamEvent>): (() => void) | null;
  /** Restarts generation of readings left pending by a previous process. */
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

export function createInterpretations(
  deps: CoreDeps & { oracle: Oracle; live?: LiveGenerations },
): Interpretations {
  const live = deps.live ?? createLiveGenerations();
  const { db, oracle, log } = deps;

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
        return failed;
      },
      { behavior: 'immediate' },
    );
  }

  async function run(readingId: string, generation: Generation<StreamEvent>) {
    const reading = db.select().from(readings).where(eq(readings.id, readingId)).get();
    if (reading?.status !== 'pending') return;
    generation.owner(reading.userId);
    const user = findUser(db, reading.userId);
    // A deleted account's pending reading (left by a restart) is never generated.
    if (user?.deletedAt != null) return;
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
        },
        AbortSignal.any([deadline, generation.stopped]),
      );
      const done = db
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
      // No row: the reading or its owner's account was deleted meanwhile; end the streams rather than
      // leave them open.
      generation.finish(done ? { type: 'done', reading: toReadingDto(done) } : NOT_FOUND);
    } catch (error) {
      if (generation.stopped.aborted) {
        generation.finish(NOT_FOUND);
        return;
      }
      log.error('interpretation failed', { readingId, error });
      failAndRefund(readingId, isTimeout(deadline, error) ? 'oracle_timeout' : 'oracle_error');
      generation.finish({ type: 'error', detail: { message: FAILURE_MESSAGE, code: 'reading_failed' } });
    }
  }

  const start = (readingId: string) => live.start<StreamEvent>(readingId, (g) => run(readingId, g));

  return {
    start,
    subscribe: (readingId, listener) => live.subscribe(readingId, listener),
    resumePending() {
      const pending = db
        .select({ id: readings.id })
        .from(readings)
        .where(and(eq(readings.status, 'pending'), ownerNotDeleted))
        .all();
      for (const { id } of pending) start(id);
      return pending.length;
    },
    stopFor: (userId) => live.stopFor(userId),
    idle: () => live.idle(),
  };
}
