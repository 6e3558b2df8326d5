/** What every core service needs, built once by main.ts (or by a test). */
import type { Db } from '../db/client.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Keys } from './security/keys.js';

export interface CoreDeps {
  db: Db;
  config: Config;
  keys: Keys;
  log: Logger;
  /** Milliseconds since the epoch; tests move time by passing their own clock. */
  now: () => number;
}
