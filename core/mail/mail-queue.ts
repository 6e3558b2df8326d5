/**
 * Mail that survives a crash (issue 13). Every message is first written to the mail_outbox table, then
 * sent; the row is deleted once the mail server (or the outbox directory) took it. A failed send is retried
 * with growing pauses; a message still unsent after the last one is dropped and logged. At boot, resume()
 * sends what a crash or restart left behind.
 *
 * Sending happens after the caller's answer, without making it wait: answers then take the same time
 * whether or not a message goes out (enumeration resistance). A sender claims a row by moving its due time
 * forward in one statement, so two processes on one database never send one message twice.
 * idle() lets shutdown and tests wait for the sends in progress.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { Logger } from '../logger.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface MailQueue {
  enqueue(mail: OutgoingMail): void;
  /**
   * Runs `compose` only once the current request has answered, then queues the mail it returns, if any.
   * For work that differs with whether an address has an account (issue 11 §5): done before the answer,
   * it would show in the answer's timing.
   */
  later(compose: () => OutgoingMail | undefined): void;
  /** Sends every message that is due now; at boot, what the last run left unsent. Answers how many. */
  resume(): number;
  idle(): Promise<void>;
  /** Stops the retry timer (shutdown). */
  stop(): void;
}

interface QueueDeps {
  db: Db;
  log: Logger;
  now: () => number;
}

/** The pause after each failed attempt: about a day in all. */
export const RETRY_PAUSES_MS = [5, 30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800].map(
  (s) => s * 1000,
);
/** How long a claimed message is left to its sender before another may try it. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

/** Resolves on the next turn of the event loop: after the answer in progress has been handed to the socket. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createMailQueue(mailer: Mailer, { db, log, now }: QueueDeps): MailQueue {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const track = (work: Promise<void>) => {
    const tracked = work
      .catch((error: unknown) => log.error('mail queue failed', { error }))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  function write(mail: OutgoingMail): number {
    return db
      .insert(mailOutbox)
      .values({ message: JSON.stringify(mail), nextAttemptAt: now() })
      .returning({ id: mailOutbox.id })
      .get().id;
  }

  function claim(id: number) {
    const at = now();
    return db
      .update(mailOutbox)
      .set({ nextAttemptAt: at + CLAIM_MS })
      .where(and(eq(mailOutbox.id, id), lte(mailOutbox.nextAttemptAt, at)))
      .returning()
      .get();
  }

  const forget = (id: number) => db.delete(mailOutbox).where(eq(mailOutbox.id, id)).run();

  async function deliver(id: number) {
    const row = claim(id);
    if (!row) return; // sent or claimed by another sender meanwhile
    const mail = JSON.parse(row.message) as OutgoingMail;
    try {
      await mailer.send(mail);
      forget(id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const pause = RETRY_PAUSES_MS[attempts - 1];
      if (pause === undefined) {
        forget(id);
        log.error('mail dropped after its last attempt', {
          to: mail.to,
          subject: mail.subject,
          attempts,
          error,
        });
        return;
      }
      db.update(mailOutbox)
        .set({ attempts, nextAttemptAt: now() + pause, lastError: String(error).slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .run();
      log.warn('mail delivery failed; will retry', { to: mail.to, subject: mail.subject, attempts, error });
      schedule();
    }
  }

  /** Wakes up when the next retry is due. */
  function schedule() {
    if (stopped) return;
    const next = db
      .select({ at: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .get();
    if (!next) return;
    clearTimeout(timer);
    timer = setTimeout(() => queue.resume(), Math.max(0, next.at - now()));
    timer.unref();
  }

  const queue: MailQueue = {
    enqueue(mail) {
      const id = write(mail);
      track(nextTurn().then(() => deliver(id)));
    },
    later(compose) {
      track(
        nextTurn().then(() => {
          const mail = compose();
          return mail ? deliver(write(mail)) : undefined;
        }),
      );
    },
    resume() {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(lte(mailOutbox.nextAttemptAt, now()))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .all();
      for (const { id } of due) track(deliver(id));
      if (due.length === BATCH) track(nextTurn().then(() => void queue.resume()));
      else schedule();
      return due.length;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return queue;
}
