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

/** A database file migrated only up to migration `tag` (the first by default), as an older install left it. */
function databaseAtMigration(file: string, tag?: string) {
  const folder = tempDir();
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const upTo = tag === undefined ? 0 : journal.entries.findIndex((e) => e.tag.startsWith(tag));
  if (upTo < 0) throw new Error(`no migration ${tag}`);
  const applied = journal.entries.slice(0, upTo + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: applied }));
  for (const { tag: name } of applied) {
    fs.copyFileSync(path.join(MIGRATIONS, `${name}.sql`), path.join(folder, `${name}.sql`));
  }
  const sqlite = new Database(file);
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  return sqlite;
}

describe('migrations', () => {
  it('keep every row of an existing database, and leave foreign keys on', () => {
    const file = path.join(tempDir(), 'old.db');
    const old = databaseAtMigration(file);
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

  it("fill in each existing payment's payer from the accounts, as refunds found it before 0007", () => {
    const file = path.join(tempDir(), 'before-payer.db');
    const old = databaseAtMigration(file, '0006_');
    old.exec(`
      insert into users (id, telegram_id) values (1, '111'), (2, '222'), (3, null);
      insert into payments (user_id, telegram_payment_charge_id, package_id, tokens, stars)
        values (1, 'own', 'seeker', 60, 100), (1, 'gift', 'seeker', 60, 100), (3, 'gone', 'seeker', 60, 100);
      insert into token_ledger (user_id, delta, balance_after, reason, idempotency_key, actor_user_id)
        values (1, 60, 60, 'purchase', 'payment:own', 1), (1, 60, 120, 'purchase', 'payment:gift', 2),
               (3, 60, 60, 'purchase', 'payment:gone', 3);
    `);
    old.close();

    const db = openDb(file);
    try {
      const payers = db.$client
        .prepare(
          'select telegram_payment_charge_id as charge, payer_telegram_id as payer from payments order by id',
        )
        .all();
      expect(payers).toEqual([
        { charge: 'own', payer: '111' },
        { charge: 'gift', payer: '222' },
        // Deleted before 0007: its Telegram id was already gone.
        { charge: 'gone', payer: null },
      ]);
    } finally {
      db.$client.close();
    }
  });
});
