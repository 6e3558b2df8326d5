/**
 * Sends mail after the request's database work is committed, without making the caller wait:
 * answers then take the same time whether or not a message goes out (enumeration resistance).
 * A failed send is logged; idle() lets shutdown and tests wait for the queue to drain.
 */
import type { Logger } from '../logger.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface MailQueue {
  enqueue(mail: OutgoingMail): void;
  /**
   * Runs `compose` only once the current request has answered, then sends the mail it returns, if any.
   * For work that differs with whether an address has an account (issue 11 §5): done before the answer,
   * it would show in the answer's timing.
   */
  later(compose: () => OutgoingMail | undefined): void;
  idle(): Promise<void>;
}

/** Resolves on the next turn of the event loop: after the answer in progress has been handed to the socket. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createMailQueue(mailer: Mailer, log: Logger): MailQueue {
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>, what: () => Record<string, unknown>) => {
    const tracked = work
      .catch((error: unknown) => log.error('mail delivery failed', { ...what(), error }))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  return {
    enqueue(mail) {
      track(mailer.send(mail), () => ({ to: mail.to, subject: mail.subject }));
    },
    later(compose) {
      let mail: OutgoingMail | undefined;
      const work = nextTurn().then(() => {
        mail = compose();
        return mail ? mailer.send(mail) : undefined;
      });
      track(work, () => ({ to: mail?.to, subject: mail?.subject }));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
