/** Opens the SQLite database with the pragmas of DESIGN §4 and applies migrations. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { MIGRATIONS_DIR } from '../core/paths.js';
import * as schema from './schema.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  // SQLite changes a column by rebuilding its table. Dropping the old table with foreign keys on would
  // cascade into every table that refers to it (the migrator's transaction ignores a migration's own
  // PRAGMA foreign_keys=OFF), so they are off while migrating, as SQLite's procedure asks, and checked after.
  sqlite.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch {
    // Two processes starting on one file (ADR 0052): both saw a migration missing and the other applied
    // it first. Looking again finds it applied; a migration that really fails throws again.
    migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  }
  const broken = sqlite.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0) throw new Error(`migrations left broken foreign keys: ${JSON.stringify(broken)}`);
  sqlite.pragma('foreign_keys = ON');
  return db;
}
