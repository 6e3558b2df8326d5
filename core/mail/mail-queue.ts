/**
 * Sends mail after the request's database work is committed, without making the caller wait:
 * answers then take the same time whether or not a message goes out (enumeration resistance).
 * A failed send is logged; idle() lets shutdown and tests wait for the queue to drain.
 */
import type { Logger } from '../logger.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export interface MailQueue {
  enqueue(mail: OutgoingMail): void;
  idle(): Promise<void>;
}

export function createMailQueue(mailer: Mailer, log: Logger): MailQueue {
  const inFlight = new Set<Promise<void>>();
  return {
    enqueue(mail) {
      const sending = mailer
        .send(mail)
        .catch((error: unknown) =>
          log.error('mail delivery failed', { to: mail.to, subject: mail.subject, error }),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
