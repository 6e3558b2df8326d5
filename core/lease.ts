/**
 * Work only one process may do at a time, such as polling Telegram or sending the daily cards (ADR 0052):
 * the process holding the lease does it and renews the lease every third of its life; the others try
 * to take it as often, and the first to find it run out (its holder died) takes the work over. A holder
 * that loses its lease (it stalled past the lease's end) stops the work.
 */
import type { Claims } from './claims.js';
import type { Logger } from './logger.js';

export interface LeasedWork {
  start(): Promise<void> | void;
  stop(): Promise<void>;
}

export interface Lease {
  /** Stops the work if it runs here, and gives the lease up. */
  stop(): Promise<void>;
}

/** Starts holding the lease `key` for `work`; resolves after the first attempt to take it. */
export async function holdLease(
  deps: { claims: Claims; log: Logger; ttlMs: number },
  key: string,
  work: LeasedWork,
): Promise<Lease> {
  const { claims, log } = deps;
  let held = false;
  let stopped = false;
  // One attempt at a time: a renewal never overlaps a start or a stop in progress.
  let turn = Promise.resolve();

  const attempt = async () => {
    if (stopped) return;
    if (held && !claims.renew(key)) {
      held = false;
      log.warn('lease lost; stopping its work', { lease: key });
      await work.stop();
    }
    if (!held && claims.take(key)) {
      held = true;
      log.info('lease taken', { lease: key, holder: claims.holder });
      await work.start();
    }
  };
  const next = () => {
    turn = turn
      .then(attempt)
      .catch((error: unknown) => log.error('lease attempt failed', { lease: key, error }));
    return turn;
  };

  await next();
  const timer = setInterval(next, Math.max(1, Math.floor(deps.ttlMs / 3)));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await turn;
      stopped = true;
      if (!held) return;
      held = false;
      await work.stop();
      claims.release(key);
    },
  };
}
