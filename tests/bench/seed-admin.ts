/**
 * Seeds a bench database the size issue 10 names: 100,000 users (Telegram, e-mail and Google, over a
 * year) with 10 ledger rows each (1,000,000 in all), 100,000 readings and 5,000 payments. Raw prepared
 * statements in one transaction per table: a few seconds, not an afternoon of app calls.
 */
import type { Db } from '../../db/client.js';

const DAY = 86_400_000;
const FIRST = ['Anna', 'Boris', 'Chen', 'Dana', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas'];
const LAST = ['Ivanova', 'Müller', 'García', 'Wang', 'Smith', 'Petrov', 'López', 'Schmidt', 'Li', 'Brown'];

export interface Seeded {
  users: number;
  ledgerRows: number;
  readings: number;
}

export function seedAdminData(db: Db, now: number, userCount = 100_000): Seeded {
  const sqlite = db.$client;
  const insertUser = sqlite.prepare(
    `insert into users (telegram_id, google_id, username, first_name, last_name, email, is_email_verified,
       password_hash, display_name, locale, token_balance, created_at, last_seen_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = sqlite.prepare(
    `insert into token_ledger (user_id, delta, reason, reference, balance_after, created_at)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const insertReading = sqlite.prepare(
    `insert into readings (id, user_id, spread_id, question, cards, interpretation, status, cost, locale, created_at, completed_at)
     values (?, ?, 'three-cards', ?, '[]', 'Bench interpretation.', ?, 3, 'en', ?, ?)`,
  );
  const insertPayment = sqlite.prepare(
    `insert into payments (user_id, telegram_payment_charge_id, package_id, tokens, stars, status, created_at)
     values (?, ?, 'starter', 25, 50, ?, ?)`,
  );
  const locales = ['en', 'ru', 'de', 'es', 'zh'];
  sqlite.transaction(() => {
    for (let i = 1; i <= userCount; i += 1) {
      const kind = i % 3; // 0 Telegram, 1 e-mail, 2 Google
      const created = now - ((i * 7919) % 365) * DAY - (i % 86_400) * 1000;
      const first = FIRST[i % FIRST.length] ?? '';
      const last = LAST[(i * 7) % LAST.length] ?? '';
      insertUser.run(
        kind === 0 ? String(100_000_000 + i) : null,
        kind === 2 ? `google-${i}` : null,
        kind === 0 ? `${first.toLowerCase()}_${i}` : null,
        first,
        last,
        kind === 0 ? null : `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        kind === 0 ? 0 : i % 4 === 0 ? 0 : 1,
        kind === 1 ? 'argon2-bench-hash' : null,
        i % 5 === 0 ? `${first} ${i}` : null,
        locales[i % locales.length] ?? 'en',
        40,
        created,
        i % 10 === 0 ? now - (i % 3600) * 1000 : created + DAY,
      );
    }
  })();
  const reasons = [
    'welcome',
    'purchase',
    'reading',
    'reading',
    'reading',
    'reading_refund',
    'reading',
    'grant',
    'reading',
    'reading',
  ];
  sqlite.transaction(() => {
    for (let u = 1; u <= userCount; u += 1) {
      let balance = 0;
      for (let k = 0; k < 10; k += 1) {
        const reason = reasons[k] ?? 'reading';
        const delta =
          reason === 'welcome'
            ? 30
            : reason === 'purchase'
              ? 25
              : reason === 'grant'
                ? 5
                : reason === 'reading_refund'
                  ? 3
                  : -3;
        balance += delta;
        insertLedger.run(u, delta, reason, null, balance, now - ((u + k * 31) % 365) * DAY);
      }
    }
  })();
  const readingCount = userCount;
  sqlite.transaction(() => {
    for (let i = 0; i < readingCount; i += 1) {
      const created = now - (i % 365) * DAY - (i % 1000) * 1000;
      const status = i % 50 === 0 ? 'failed' : 'complete';
      insertReading.run(
        `bench-${i}`,
        (i % userCount) + 1,
        i % 2 ? 'Will it work out?' : null,
        status,
        created,
        created + 3000,
      );
    }
    for (let i = 0; i < 5000; i += 1) {
      insertPayment.run(
        ((i * 13) % userCount) + 1,
        `charge-${i}`,
        i % 100 === 0 ? 'refunded' : 'paid',
        now - (i % 365) * DAY,
      );
    }
  })();
  sqlite.pragma('optimize');
  return { users: userCount, ledgerRows: userCount * 10, readings: readingCount };
}
