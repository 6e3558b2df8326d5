/**
 * Generates interpretations in the background, independent of any client connection, and fans the
 * streamed text out to whoever is listening. On oracle failure the reading is marked failed and its
 * cost refunded by a ledger row, in one transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { freeDailyDraws, readings, users } from '../../db/schema.js';
import { findUser } from '../accounts/users.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry } from '../ledger.js';
import type { Oracle } from '../oracle/oracle.js';
import { sectionCardsOf } from './interpretation-sections.js';
import { readingRequest } from './oracle-request.js';
import { type ReadingDto, toReadingDto } from './reading-dto.js';
import { type SectionMark, streamingMarks } from './reading-sections.js';
import { timesAskedBefore } from './repeat-question.js';

export type StreamEvent =
  /** `sections` comes when the parts placed so far change: a client shows a card's part once it turns. */
  | { type: 'delta'; text: string; sections?: SectionMark[] }
  | { type: 'done'; reading: ReadingDto }
  | { type: 'error'; detail: { message: string; code: string } };

type Listener = (event: StreamEvent) => void;

interface Live {
  /** The reading's owner, known once the row is read (synchronously, inside start). */
  userId: number | null;
  text: string;
  /** The parts of `text` placed so far (ADR 0041). */
  marks: SectionMark[];
  listeners: Set<Listener>;
  done: Promise<void>;
  /** Aborted when the owner's account is deleted: the oracle call stops and nothing is written. */
  stop: AbortController;
}

export interface Interpretations {
  /** Starts generating a pending reading; a no-op if it is already running. */
  start(readingId: string): void;
  /**
   * Subscribes to a running generation. The listener first receives the text generated so far.
   * Returns null when the reading is not being generated right now.
   */
  subscribe(readingId: string, listener: Listener): (() => void) | null;
  /** Restarts generation of readings left pending by a previous process. */
  resumePending(): number;
  /**
   * Stops every generation of this user's readings and resolves once they have ended, writing nothing.
   * Called after the account is deleted; the writes below also refuse a deleted owner's readings.
   */
  stopFor(userId: number): Promise<void>;
  /** Resolves when nothing is being generated (tests, graceful shutdown). */
  idle(): Promise<void>;
}

export const FAILURE_MESSAGE = 'The reading could not be completed. Your tokens have been refunded.';

export function createInterpretations(deps: CoreDeps & { oracle: Oracle }): Interpretations {
  const live = new Map<string, Live>();
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

  const emit = (entry: Live, event: StreamEvent) => {
    for (const listener of entry.listeners) listener(event);
  };

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

  /**
   * Ends a generation. The entry leaves `live` before the terminal event goes out, so whoever subscribes
   * from then on reads the stored reading instead of waiting on a generation that will never speak again.
   */
  function finish(readingId: string, entry: Live, event: StreamEvent) {
    if (live.get(readingId) === entry) live.delete(readingId);
    emit(entry, event);
  }

  async function run(readingId: string, entry: Live) {
    const reading = db.select().from(readings).where(eq(readings.id, readingId)).get();
    if (reading?.status !== 'pending') return;
    entry.userId = reading.userId;
    const user = findUser(db, reading.userId);
    // A deleted account's pending reading (left by a restart) is never generated.
    if (user?.deletedAt != null) return;
    const deadline = AbortSignal.timeout(deps.config.OPENAI_TIMEOUT_MS * 2);
    try {
      if (!user) throw new Error('reading owner no longer exists');
      const request = readingRequest(reading, user, timesAskedBefore(db, reading));
      const cards = sectionCardsOf(request.cards);
      const result = await oracle.interpret(
        request,
        (text) => {
          if (entry.stop.signal.aborted) return;
          entry.text += text;
          const marks = streamingMarks(entry.text, cards);
          const changed = JSON.stringify(marks) !== JSON.stringify(entry.marks);
          entry.marks = marks;
          emit(entry, changed ? { type: 'delta', text, sections: marks } : { type: 'delta', text });
        },
        AbortSignal.any([deadline, entry.stop.signal]),
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
      finish(
        readingId,
        entry,
        done
          ? { type: 'done', reading: toReadingDto(done) }
          : { type: 'error', detail: { message: 'Reading not found', code: 'not_found' } },
      );
    } catch (error) {
      if (entry.stop.signal.aborted) {
        finish(readingId, entry, {
          type: 'error',
          detail: { message: 'Reading not found', code: 'not_found' },
        });
        return;
      }
      // The client reports our deadline as its own abort error, so the signal is what tells a timeout.
      const timedOut =
        deadline.aborted ||
        (error instanceof Error &&
          (error.name === 'TimeoutError' || error.name === 'APIConnectionTimeoutError'));
      log.error('interpretation failed', { readingId, error });
      failAndRefund(readingId, timedOut ? 'oracle_timeout' : 'oracle_error');
      finish(readingId, entry, {
        type: 'error',
        detail: { message: FAILURE_MESSAGE, code: 'reading_failed' },
      });
    }
  }

  function start(readingId: string) {
    if (live.has(readingId)) return;
    const entry: Live = {
      userId: null,
      text: '',
      marks: [],
      listeners: new Set(),
      done: Promise.resolve(),
      stop: new AbortController(),
    };
    live.set(readingId, entry);
    entry.done = run(readingId, entry).finally(() => {
      if (live.get(readingId) === entry) live.delete(readingId);
    });
  }

  return {
    start,
    subscribe(readingId, listener) {
      const entry = live.get(readingId);
      if (!entry) return null;
      if (entry.text) listener({ type: 'delta', text: entry.text, sections: entry.marks });
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    resumePending() {
      const pending = db
        .select({ id: readings.id })
        .from(readings)
        .where(and(eq(readings.status, 'pending'), ownerNotDeleted))
        .all();
      for (const { id } of pending) start(id);
      return pending.length;
    },
    async stopFor(userId) {
      const theirs = [...live.values()].filter((entry) => entry.userId === userId);
      for (const entry of theirs) entry.stop.abort();
      await Promise.allSettled(theirs.map((entry) => entry.done));
    },
    async idle() {
      while (live.size > 0) await Promise.allSettled([...live.values()].map((e) => e.done));
    },
  };
}
