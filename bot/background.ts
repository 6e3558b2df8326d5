/**
 * Work an update starts but should not hold the update for: waiting on the oracle can take longer than
 * Telegram's webhook timeout, and in long polling it would delay every other update, pre-checkout
 * queries included (Telegram cancels those after 10 s). Errors are logged; idle() lets shutdown and
 * tests wait for the work to end.
 */
import type { Logger } from '../core/logger.js';

export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const job = task()
        .catch((error: unknown) => log.error('background task failed', { task: name, error }))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
