/**
 * npm run bench (issues 10, 24): the admin API on a database of 1,000,000 users and 10,000,000 ledger
 * rows (BENCH_ADMIN_USERS sets the users; 10 ledger rows and one reading each), through the real app
 * (app.request, no socket): a page of users (plain, searched, filtered, sorted, deep) and the dashboard.
 * Prints p50/p99 and the database's size; the target is p99 under 20 ms for a page of users.
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
import { seedAdminData } from './seed-admin.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-bench-admin-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const db = openDb(config.databasePath);
const now = Date.now();
const seedStart = performance.now();
const seeded = seedAdminData(db, now, SHORT ? 5_000 : Number(process.env.BENCH_ADMIN_USERS ?? 1_000_000));
db.$client.pragma('wal_checkpoint(TRUNCATE)');
const dbBytes = fs.statSync(config.databasePath).size;
const seedMs = performance.now() - seedStart;
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
const admin = db
  .insert(users)
  .values({ email: 'admin@example.com', isAdmin: true, isEmailVerified: true })
  .returning()
  .get();
const { access_token } = await startSession(deps, admin.id);
const headers = { authorization: `Bearer ${access_token}` };

async function get(url: string) {
  const res = await app.request(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.json();
}

const n = SHORT ? 20 : 300;
const cases: [string, string][] = [
  ['admin users: first page (newest)', '/api/admin/users?page_size=50'],
  ['admin users: search e-mail fragment', '/api/admin/users?search=elena.wang&page_size=50'],
  ['admin users: search Telegram id', `/api/admin/users?search=${100_000_000 + 3}&page_size=50`],
  ['admin users: search name (many hits)', '/api/admin/users?search=anna&page_size=50'],
  [
    'admin users: filter telegram, by balance',
    '/api/admin/users?method=telegram&sort=token_balance&page_size=50',
  ],
  [
    'admin users: filter verified + created range',
    '/api/admin/users?verified=true&created_from=2026-01-01&created_to=2026-06-30&page_size=50',
  ],
  ['admin users: page 100', '/api/admin/users?page=100&page_size=50'],
  ['admin dashboard', '/api/admin/dashboard'],
];
const rows: BenchRow[] = [];
for (const [name, url] of cases) rows.push(await measure(name, n, () => get(url)));
console.log(
  `admin data: ${seeded.users.toLocaleString('en')} users, ${seeded.ledgerRows.toLocaleString('en')} ledger rows, ${seeded.readings.toLocaleString('en')} readings (seeded in ${(seedMs / 1000).toFixed(1)} s), database ${(dbBytes / 2 ** 20).toFixed(0)} MiB`,
);
printRows(rows);
saveResults('admin', {
  users: seeded.users,
  ledger_rows: seeded.ledgerRows,
  db_mib: Math.round(dbBytes / 2 ** 20),
  rows,
});

db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
