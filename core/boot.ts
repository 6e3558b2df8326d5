/** Builds CoreDeps from the configuration: data directory, secret, database. Used by main.ts and bot/main.ts. */
import fs from 'node:fs';
import { openDb } from '../db/client.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import type { CoreDeps } from './deps.js';
import { createLogger } from './logger.js';
import { deriveKeys, loadOrCreateSecret } from './security/keys.js';

export function bootCore(config: Config): CoreDeps {
  // Owner-only files (issue 11 §10): the database and its WAL, the JWT secret and the mail outbox
  // hold credentials and personal data, and SQLite creates its files with the process umask.
  process.umask(0o077);
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const log = createLogger(config.LOG_LEVEL);
  const db = openDb(config.databasePath);
  const keys = deriveKeys(loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET));
  return { db, config, keys, log, now: Date.now };
}

/** For the entry points: the configuration, or a message naming each bad variable and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
