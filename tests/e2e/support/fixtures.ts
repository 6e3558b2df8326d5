/**
 * Readings written straight into the running server's SQLite file, as epic-stack's fixtures insert
 * users: for lists that need many rows (history paging), not for the flows under test. They cost 0
 * tokens, so no balance or ledger changes.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface SeedOptions {
  spreadId?: string;
  /** The spread's positions, in order (past, present, future unless told); each gets its own card. */
  positions?: readonly string[];
  question?: (i: number) => string | null;
  saved?: (i: number) => boolean;
  /** Milliseconds between consecutive readings, oldest first. */
  stepMs?: number;
  /** The newest is written one step before this moment (epoch ms): now unless told. */
  until?: number;
  /** The reading's text: a stock line unless told. */
  interpretation?: string;
}

/**
 * The last UTC noon: a moment whose day does not change minutes before or after it, for lists that
 * group by day. Seed with `until: lastNoon()` and fix the page's clock to it, and "Today" holds
 * whenever the suite runs, midnight included.
 */
export function lastNoon(now = Date.now()): number {
  const noon = new Date(now);
  noon.setUTCHours(12, 0, 0, 0);
  return noon.getTime() > now ? noon.getTime() - 24 * 60 * 60 * 1000 : noon.getTime();
}

const CARDS = ['major-00', 'major-17', 'cups-02', 'wands-10', 'swords-03', 'pentacles-07', 'major-21'];
/** Enough different cards for the largest spread. */
const SPREAD_CARDS = [...CARDS, 'major-06', 'cups-10', 'wands-01', 'swords-08', 'pentacles-01', 'major-10'];

export function seedReadings(dataDir: string, userId: number, count: number, options: SeedOptions = {}) {
  const db = new Database(join(dataDir, 'tarot.db'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into readings (id, user_id, spread_id, question, cards, interpretation, status, cost, locale, saved_at, created_at, completed_at)
     values (?, ?, ?, ?, ?, ?, 'complete', 0, 'en', ?, ?, ?)`,
  );
  const start = (options.until ?? Date.now()) - count * (options.stepMs ?? 60_000);
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = start + i * (options.stepMs ?? 60_000);
      const id = randomUUID();
      const cards = (options.positions ?? ['past', 'present', 'future']).map((position, p) => ({
        position,
        card_id: options.positions ? SPREAD_CARDS[p] : CARDS[(i + p) % CARDS.length],
        reversed: (i + p) % 4 === 0,
      }));
      insert.run(
        id,
        userId,
        options.spreadId ?? 'three-cards',
        options.question ? options.question(i) : `Seeded question number ${i + 1}?`,
        JSON.stringify(cards),
        options.interpretation ?? 'The cards speak of patience.',
        options.saved?.(i) ? at : null,
        at,
        at,
      );
      ids.push(id);
    }
  })();
  db.close();
  return ids;
}

/** Marks an account's e-mail verified, as following the mailed link would (for an ADMIN_EMAILS admin). */
export function markEmailVerified(dataDir: string, userId: number) {
  const db = new Database(join(dataDir, 'tarot.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('update users set is_email_verified = 1 where id = ?').run(userId);
  db.close();
}

/**
 * A paid Stars payment by a person who signs in with Telegram as `telegramId` (a refund goes back to
 * that account). The tokens are not credited: refunds take back what the balance allows.
 */
export function seedPayment(
  dataDir: string,
  userId: number,
  options: { telegramId: string; chargeId: string; stars: number; tokens: number },
): number {
  const db = new Database(join(dataDir, 'tarot.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('update users set telegram_id = ? where id = ?').run(options.telegramId, userId);
  const result = db
    .prepare(
      `insert into payments (user_id, telegram_payment_charge_id, payer_telegram_id, package_id, tokens, stars, status)
       values (?, ?, ?, 'small', ?, ?, 'paid')`,
    )
    .run(userId, options.chargeId, options.telegramId, options.tokens, options.stars);
  db.close();
  return Number(result.lastInsertRowid);
}
