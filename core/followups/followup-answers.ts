/**
 * Writes follow-up answers in the background, like readings' interpretations (and in the same registry
 * of running generations): the text is fanned out to listeners, and an oracle failure marks the
 * follow-up failed and refunds its cost by a ledger row, in one transaction. Claimed before it is
 * written, as readings are (ADR 0052).
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { claims, type FollowupRow, followups, readings, users } from '../../db/schema.js';
import { findUser } from '../accounts/users.js';
import type { Claims } from '../claims.js';
import type { DbChanges } from '../db-changes.js';
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
  /** Claims a pending follow-up and starts answering it; false when another process holds the claim. */
  start(followupId: string): boolean;
  /** Listens to a running answer (the text so far first); null when it is not being written here. */
  subscribe(followupId: string, listener: Listener<FollowupEvent>): (() => void) | null;
  /** The answer another process has written so far under its claim; null when none holds one. */
  elsewhere(followupId: string): string | null;
  /** Resolves once the database may have changed (another process wrote). */
  changed(): Promise<void>;
  /** Starts the follow-ups left pending with no live claim; answers how many this process took. */
  resumePending(): number;
}

export const FOLLOWUP_FAILURE_MESSAGE =
  'The follow-up could not be answered. Your tokens have been refunded.';

const NOT_FOUND = { type: 'error', detail: { message: 'Follow-up not found', code: 'not_found' } } as const;

/** Keys in the shared registry and in the claims, apart from the readings' ids. */
const key = (followupId: string) => `followup:${followupId}`;

/** What a stored follow-up's stream says: its whole answer and `done`, or the failure; null while pending. */
export function storedFollowupEvents(row: FollowupRow): FollowupEvent[] | null {
  if (row.status === 'complete' || row.status === 'declined')
    return [
      { type: 'delta', text: row.answer },
      { type: 'done', followup: toFollowupDto(row) },
    ];
  if (row.status === 'failed')
    return [{ type: 'error', detail: { message: FOLLOWUP_FAILURE_MESSAGE, code: 'followup_failed' } }];
  return null;
}

export function createFollowupAnswers(
  deps: CoreDeps & { oracle: Oracle; live: LiveGenerations; claims: Claims; changes: DbChanges },
): FollowupAnswers {
  const { db, oracle, log, live, claims: claimed } = deps;

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
        claimed.release(key(id), tx);
      },
      { behavior: 'immediate' },
    );
  }

  /** The stored row's terminal event, for a generation that did not write it. */
  const stored = (id: string) => {
    const row = db.select().from(followups).where(eq(followups.id, id)).get();
    return (row && storedFollowupEvents(row)?.at(-1)) ?? NOT_FOUND;
  };

  async function run(id: string, generation: Generation<FollowupEvent>) {
    const followup = db.select().from(followups).where(eq(followups.id, id)).get();
    if (followup?.status !== 'pending') {
      generation.finish(stored(id));
      return;
    }
    generation.owner(followup.userId);
    const user = findUser(db, followup.userId);
    if (user?.deletedAt != null) {
      generation.finish(NOT_FOUND);
      return;
    }
    const draft = claimed.drafter(key(id));
    let text = '';
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
        (delta) => {
          generation.delta(delta);
          text += delta;
          draft(text);
        },
        AbortSignal.any([deadline, generation.stopped]),
      );
      // The answer and the end of its claim in one write, so no claim outlives finished work.
      const done = db.transaction((tx) => {
        const row = tx
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
        claimed.release(key(id), tx);
        return row;
      });
      generation.finish(done ? { type: 'done', followup: toFollowupDto(done) } : stored(id));
    } catch (error) {
      if (generation.stopped.aborted) {
        generation.finish(NOT_FOUND);
        return;
      }
      log.error('follow-up failed', { followupId: id, error });
      failAndRefund(id, isTimeout(deadline, error) ? 'oracle_timeout' : 'oracle_error');
      generation.finish(stored(id));
    }
  }

  function start(id: string) {
    if (live.has(key(id))) return true;
    if (!claimed.take(key(id))) return false;
    live.start<FollowupEvent>(key(id), (g) => claimed.holding(key(id), () => run(id, g)));
    return true;
  }

  return {
    start,
    subscribe: (id, listener) => live.subscribe(key(id), listener),
    elsewhere: (id) => claimed.elsewhere(key(id)),
    changed: () => deps.changes.next(),
    resumePending() {
      const pending = db
        .select({ id: followups.id })
        .from(followups)
        .leftJoin(claims, eq(claims.key, sql`'followup:' || ${followups.id}`))
        .where(
          and(
            eq(followups.status, 'pending'),
            ownerNotDeleted,
            or(isNull(claims.key), lte(claims.claimedUntil, deps.now())),
          ),
        )
        .all();
      return pending.filter(({ id }) => !live.has(key(id)) && start(id)).length;
    },
  };
}
