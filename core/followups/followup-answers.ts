/**
 * Writes follow-up answers in the background, like readings' interpretations (and in the same registry
 * of running generations): the text is fanned out to listeners, and an oracle failure marks the
 * follow-up failed and refunds its cost by a ledger row, in one transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { followups, readings, users } from '../../db/schema.js';
import { findUser } from '../accounts/users.js';
import type { CoreDeps } from '../deps.js';
import { applyEntry } from '../ledger.js';
import type { Oracle } from '../oracle/oracle.js';
import {
  type Generation,
  type GenerationEvent,
  isTimeout,
  type Listener,
  type LiveGenerations,
} from '../readings/live-generations.js';
import { type FollowupDto, toFollowupDto } from './followup-dto.js';
import { followupRequest } from './followup-request.js';
import { followupsOf } from './queries.js';

export type FollowupEvent = GenerationEvent<{ followup: FollowupDto }>;

export interface FollowupAnswers {
  /** Starts answering a pending follow-up; a no-op if it is already running. */
  start(followupId: string): void;
  /** Listens to a running answer (the text so far first); null when it is not being written now. */
  subscribe(followupId: string, listener: Listener<FollowupEvent>): (() => void) | null;
  /** Restarts the follow-ups left pending by a previous process. */
  resumePending(): number;
}

export const FOLLOWUP_FAILURE_MESSAGE =
  'The follow-up could not be answered. Your tokens have been refunded.';

const NOT_FOUND = { type: 'error', detail: { message: 'Follow-up not found', code: 'not_found' } } as const;

/** Keys in the shared registry, apart from the readings' ids. */
const key = (followupId: string) => `followup:${followupId}`;

export function createFollowupAnswers(
  deps: CoreDeps & { oracle: Oracle; live: LiveGenerations },
): FollowupAnswers {
  const { db, oracle, log, live } = deps;

  const ownerNotDeleted = inArray(
    followups.userId,
    db.select({ id: users.id }).from(users).where(isNull(users.deletedAt)),
  );
  const pendingOfLiveAccount = (id: string) =>
    and(eq(followups.id, id), eq(followups.status, 'pending'), ownerNotDeleted);

  function failAndRefund(id: string, reason: string) {
    db.transaction(
      (tx) => {
        const failed = tx
          .update(followups)
          .set({ status: 'failed', failureReason: reason, completedAt: deps.now() })
          .where(pendingOfLiveAccount(id))
          .returning()
          .get();
        if (failed && failed.cost > 0)
          applyEntry(tx, {
            userId: failed.userId,
            delta: failed.cost,
            reason: 'reading_refund',
            reference: id,
            idempotencyKey: `refund:followup:${id}`,
          });
      },
      { behavior: 'immediate' },
    );
  }

  async function run(id: string, generation: Generation<FollowupEvent>) {
    const followup = db.select().from(followups).where(eq(followups.id, id)).get();
    if (followup?.status !== 'pending') return;
    generation.owner(followup.userId);
    const user = findUser(db, followup.userId);
    if (user?.deletedAt != null) return;
    const deadline = AbortSignal.timeout(deps.config.OPENAI_TIMEOUT_MS * 2);
    try {
      const reading = db.select().from(readings).where(eq(readings.id, followup.readingId)).get();
      if (!user || !reading) throw new Error('follow-up owner or reading no longer exists');
      const asked = followupsOf(db, reading.id);
      const before = asked.slice(
        0,
        Math.max(
          0,
          asked.findIndex((f) => f.id === id),
        ),
      );
      const result = await oracle.followup(
        followupRequest(reading, user, followup, before),
        generation.delta,
        AbortSignal.any([deadline, generation.stopped]),
      );
      const done = db
        .update(followups)
        .set({
          status: 'complete',
          answer: result.text,
          model: oracle.model,
          promptTokens: result.usage?.prompt_tokens ?? null,
          completionTokens: result.usage?.completion_tokens ?? null,
          completedAt: deps.now(),
        })
        .where(pendingOfLiveAccount(id))
        .returning()
        .get();
      generation.finish(done ? { type: 'done', followup: toFollowupDto(done) } : NOT_FOUND);
    } catch (error) {
      if (generation.stopped.aborted) {
        generation.finish(NOT_FOUND);
        return;
      }
      log.error('follow-up failed', { followupId: id, error });
      failAndRefund(id, isTimeout(deadline, error) ? 'oracle_timeout' : 'oracle_error');
      generation.finish({
        type: 'error',
        detail: { message: FOLLOWUP_FAILURE_MESSAGE, code: 'followup_failed' },
      });
    }
  }

  const start = (id: string) => live.start<FollowupEvent>(key(id), (g) => run(id, g));

  return {
    start,
    subscribe: (id, listener) => live.subscribe(key(id), listener),
    resumePending() {
      const pending = db
        .select({ id: followups.id })
        .from(followups)
        .where(and(eq(followups.status, 'pending'), ownerNotDeleted))
        .all();
      for (const { id } of pending) start(id);
      return pending.length;
    },
  };
}
