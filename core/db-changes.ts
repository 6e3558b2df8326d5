/**
 * Tells a process when another process has written to the database: SQLite's `data_version` changes
 * whenever another connection commits. One check every POLL_MS while anyone waits; each wait also ends
 * after MAX_WAIT_MS, for the changes this process made itself, which `data_version` does not count.
 */
import type { Db } from '../db/client.js';

const POLL_MS = 50;
const MAX_WAIT_MS = 1_000;

export interface DbChanges {
  /** Resolves once the database may have changed. */
  next(): Promise<void>;
}

export function createDbChanges(db: Db): DbChanges {
  const read = () => db.$client.pragma('data_version', { simple: true }) as number;
  const waiters = new Set<() => void>();
  let version = read();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const current = read();
    if (current === version) return;
    version = current;
    for (const wake of [...waiters]) wake();
  };

  return {
    next() {
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(fallback);
          waiters.delete(wake);
          if (waiters.size === 0) {
            clearInterval(timer);
            timer = undefined;
          }
          resolve();
        };
        const fallback = setTimeout(wake, MAX_WAIT_MS);
        waiters.add(wake);
        // `version` is not re-read here: a change since the last check wakes at once rather than never.
        if (!timer) {
          timer = setInterval(check, POLL_MS);
          timer.unref();
        }
      });
    },
  };
}
