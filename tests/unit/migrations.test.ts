/**
 * Migrations on a database that already has data. SQLite changes a column by rebuilding the table;
 * rebuilding users must not take the rows of the tables that refer to it along (ON DELETE CASCADE).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.js';
import { tempDir } from '../helpers/harness.js';

const MIGRATIONS = 'db/migrations';

/** A database file migrated only up to the first migration, as an early install left it. */
function databaseAtFirstMigration(file: string) {
  const folder = tempDir();
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const first = journal.entries.slice(0, 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: first }));
  fs.copyFileSync(path.join(MIGRATIONS, `${first[0]?.tag}.sql`), path.join(folder, `${first[0]?.tag}.sql`));
  const sqlite = new Database(file);
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  return sqlite;
}

describe('migrations', () => {
  it('keep every row of an existing database, and leave foreign keys on', () => {
    const file = path.join(tempDir(), 'old.db');
    const old = databaseAtFirstMigration(file);
    old.prepare("insert into users (telegram_id, notifications_enabled) values ('1', 1), ('2', 0)").run();
    old.prepare("insert into daily_sends (user_id, day) values (1, '2026-03-01')").run();
    old
      .prepare(
        "insert into token_ledger (user_id, delta, balance_after, reason, idempotency_key) values (1, 10, 10, 'welcome_bonus', 'w1')",
      )
      .run();
    old.prepare('update users set token_balance = 10 where id = 1').run();
    old.close();

    const db = openDb(file);
    try {
      const sqlite = db.$client;
      expect(sqlite.prepare('select id, notifications_enabled as n from users order by id').all()).toEqual([
        { id: 1, n: 1 },
        { id: 2, n: 0 },
      ]);
      expect(sqlite.prepare('select count(*) as n from daily_sends').get()).toEqual({ n: 1 });
      expect(sqlite.prepare('select count(*) as n from token_ledger').get()).toEqual({ n: 1 });
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      // New accounts start with the morning card off (opt-in); deleting an account still cascades.
      sqlite.prepare("insert into users (telegram_id) values ('3')").run();
      expect(
        sqlite.prepare("select notifications_enabled as n from users where telegram_id = '3'").get(),
      ).toEqual({
        n: 0,
      });
      sqlite.prepare('delete from users where id = 1').run();
      expect(sqlite.prepare('select count(*) as n from daily_sends').get()).toEqual({ n: 0 });
    } finally {
      db.$client.close();
    }
  });
});
