/**
 * Claims on work, so several processes on one database do each piece exactly once (ADR 0052). A process
 * takes a claim in one statement (a new row, or one whose time is up), renews it while it works and
 * releases it at the end; a process that dies stops renewing, and another takes the work over once the
 * claim has run out. A generation also keeps its text so far in the claim, for other processes' streams.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { claims } from '../db/schema.js';
import type { CoreDeps } from './deps.js';
import type { Tx } from './ledger.js';

/**
 * How often the generations' texts so far are written to their claims: all of them in one transaction,
 * so the cost (one fsync) does not grow with the number of generations.
 */
const DRAFT_MS = 250;

export interface Claims {
  /** This process, as `claimed_by` names it. */
  readonly holder: string;
  /** Takes the claim when nobody holds it, it has run out, or this process holds it already. */
  take(key: string): boolean;
  /** Extends this process's claim; false when it is no longer ours. */
  renew(key: string): boolean;
  /**
   * Gives the claim up; inside `tx` when given, so the work's result and the end of its claim are one
   * write (a process killed between the two would leave a claim on finished work).
   */
  release(key: string, tx?: Tx): void;
  /** The text another process has written so far under its live claim; null when no other process holds one. */
  elsewhere(key: string): string | null;
  /**
   * Runs `work` under a claim already taken: renews it (with every other claim of this process) every
   * third of its life, and releases it when the work ends, however it ends.
   */
  holding<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Writes a generation's text so far into its claim, with the others' every DRAFT_MS. */
  drafter(key: string): (text: string) => void;
}

export function createClaims({ db, config, now }: Pick<CoreDeps, 'db' | 'config' | 'now'>): Claims {
  const holder = randomUUID();
  const ttl = config.CLAIM_MS;
  const ours = (key: string) => and(eq(claims.key, key), eq(claims.claimedBy, holder));
  const drafts = new Map<string, string>();
  let flushing: NodeJS.Timeout | undefined;
  // One renewal for all the work this process holds, in one statement, every third of a claim's life.
  let working = 0;
  let renewing: NodeJS.Timeout | undefined;
  const renewAll = () =>
    db
      .update(claims)
      .set({ claimedUntil: now() + ttl })
      .where(eq(claims.claimedBy, holder))
      .run();

  function flush() {
    flushing = undefined;
    const until = now() + ttl;
    const batch = [...drafts];
    drafts.clear();
    // Nothing left to write, or the process is shutting down and has closed the database already.
    if (batch.length === 0 || !db.$client.open) return;
    db.transaction((tx) => {
      for (const [key, draft] of batch)
        tx.update(claims).set({ draft, claimedUntil: until }).where(ours(key)).run();
    });
  }

  const self: Claims = {
    holder,
    take(key) {
      const at = now();
      return !!db
        .insert(claims)
        .values({ key, claimedBy: holder, claimedUntil: at + ttl })
        .onConflictDoUpdate({
          target: claims.key,
          set: { claimedBy: holder, claimedUntil: at + ttl, draft: '' },
          setWhere: sql`${claims.claimedUntil} <= ${at} or ${claims.claimedBy} = ${holder}`,
        })
        .returning({ key: claims.key })
        .get();
    },
    renew(key) {
      return (
        db
          .update(claims)
          .set({ claimedUntil: now() + ttl })
          .where(ours(key))
          .run().changes > 0
      );
    },
    release(key, tx) {
      drafts.delete(key);
      if (drafts.size === 0 && flushing) {
        clearTimeout(flushing);
        flushing = undefined;
      }
      (tx ?? db).delete(claims).where(ours(key)).run();
    },
    elsewhere(key) {
      const row = db.select().from(claims).where(eq(claims.key, key)).get();
      if (!row || row.claimedBy === holder || row.claimedUntil <= now()) return null;
      return row.draft;
    },
    async holding(key, work) {
      working += 1;
      if (!renewing) {
        renewing = setInterval(renewAll, Math.max(1, Math.floor(ttl / 3)));
        renewing.unref();
      }
      try {
        return await work();
      } finally {
        self.release(key);
        working -= 1;
        if (working === 0) {
          clearInterval(renewing);
          renewing = undefined;
        }
      }
    },
    drafter(key) {
      return (text) => {
        drafts.set(key, text);
        if (flushing) return;
        flushing = setTimeout(flush, DRAFT_MS);
        flushing.unref();
      };
    },
  };
  return self;
}
