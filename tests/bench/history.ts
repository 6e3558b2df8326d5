/**
 * `npx tsx tests/bench/history.ts` (issue 24 §4): one person with 100,000 readings (BENCH_HISTORY sets
 * it) and as many ledger rows, through the real app: every list they page through (history plain,
 * saved-only, one rare spread, a deep page; saved; the token ledger first and deep) and the rank.
 * Prints p50/p99 and the database's size; the target is p99 under 20 ms for every list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import { deriveKeys } from '../../core/security/keys.js';
import { createServices } from '../../core/services.js';
import { startSession } from '../../core/sessions/sessions.js';
import { openDb } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { type BenchRow, measure, printRows, SHORT, saveResults } from './bench-report.js';

const COUNT = SHORT ? 2_000 : Number(process.env.BENCH_HISTORY ?? 100_000);
const SPREADS = ['daily', 'yes-no', 'three-cards', 'three-cards', 'relationship', 'career', 'yes-no'];
const CARDS = JSON.stringify([
  { position: 'past', card_id: 'major-00', reversed: false },
  { position: 'present', card_id: 'major-01', reversed: true },
  { position: 'future', card_id: 'major-02', reversed: false },
]);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-bench-history-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const db = openDb(config.databasePath);
const now = Date.now();
const user = db.insert(users).values({ email: 'history@example.com', tokenBalance: COUNT }).returning().get();

// Raw prepared statements in one transaction: a reading every 20 minutes back from now, one in 10
// saved, one in 100 a Celtic Cross (the rare filter), and a ledger row for each.
const seedStart = performance.now();
const sqlite = db.$client;
const insertReading = sqlite.prepare(
  `insert into readings (id, user_id, spread_id, question, cards, interpretation, status, cost, locale, saved_at, created_at, completed_at)
   values (?, ?, ?, ?, ?, ?, 'complete', 1, 'en', ?, ?, ?)`,
);
const insertLedger = sqlite.prepare(
  `insert into token_ledger (user_id, delta, reason, reference, balance_after, created_at) values (?, ?, ?, ?, ?, ?)`,
);
sqlite.transaction(() => {
  insertLedger.run(user.id, COUNT * 2, 'grant', null, COUNT * 2, now - COUNT * 1_200_000 - 1);
  for (let i = 0; i < COUNT; i += 1) {
    const created = now - (COUNT - i) * 1_200_000;
    const spread = i % 100 === 0 ? 'celtic-cross' : (SPREADS[i % SPREADS.length] ?? 'yes-no');
    const id = `h-${String(i).padStart(7, '0')}`;
    insertReading.run(
      id,
      user.id,
      spread,
      i % 3 ? 'What should I notice this week?' : null,
      CARDS,
      'The cards speak of patience and of a door about to open. '.repeat(12),
      i % 10 === 0 ? created + 60_000 : null,
      created,
      created + 3000,
    );
    insertLedger.run(user.id, -1, 'reading', id, COUNT * 2 - i - 1, created);
  }
})();
sqlite.pragma('optimize');
sqlite.pragma('wal_checkpoint(TRUNCATE)');
const seedMs = performance.now() - seedStart;
const dbBytes = fs.statSync(config.databasePath).size;

const deps = createServices(
  {
    db,
    config,
    keys: deriveKeys('bench-secret-bench-secret-bench-secret!!'),
    log: createLogger('silent'),
    now: Date.now,
  },
  { oracle: createOfflineOracle() },
);
const app = createApp(deps);
const { access_token } = await startSession(deps, user.id);
const headers = { authorization: `Bearer ${access_token}` };

async function get(url: string): Promise<Record<string, unknown>> {
  const res = await app.request(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The cursor of the page `pages` pages of 50 in. */
async function cursorAfter(base: string, pages: number, key: 'next_cursor') {
  let cursor: unknown = null;
  for (let i = 0; i < pages; i += 1) {
    const join = base.includes('?') ? '&' : '?';
    cursor = (await get(`${base}${cursor ? `${join}cursor=${cursor}` : ''}`))[key];
  }
  return String(cursor);
}

const deepHistory = await cursorAfter('/api/user/history?limit=50', Math.floor(COUNT / 100), 'next_cursor');
const deepLedger = await cursorAfter('/api/user/tokens?limit=50', Math.floor(COUNT / 100), 'next_cursor');
const n = SHORT ? 20 : 300;
const cases: [string, string][] = [
  ['history: first page', '/api/user/history?limit=20'],
  ['history: saved only', '/api/user/history?saved=true&limit=20'],
  ['history: one rare spread (1 in 100)', '/api/user/history?spread_id=celtic-cross&limit=20'],
  ['history: rare spread, saved only', '/api/user/history?spread_id=celtic-cross&saved=true&limit=20'],
  ['history: halfway down', `/api/user/history?limit=50&cursor=${deepHistory}`],
  ['saved: first page', '/api/user/saved?limit=20'],
  ['token ledger: first page', '/api/user/tokens?limit=20'],
  ['token ledger: halfway down', `/api/user/tokens?limit=50&cursor=${deepLedger}`],
  ['rank', '/api/user/rank'],
];
const rows: BenchRow[] = [];
for (const [name, url] of cases)
  rows.push(await measure(`${name} (${COUNT / 1000}k readings)`, n, () => get(url)));
console.log(
  `history data: ${COUNT.toLocaleString('en')} readings and ledger rows for one person (seeded in ${(seedMs / 1000).toFixed(1)} s), database ${(dbBytes / 2 ** 20).toFixed(0)} MiB`,
);
printRows(rows);
saveResults('history', { readings: COUNT, db_mib: Math.round(dbBytes / 2 ** 20), rows });

db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
