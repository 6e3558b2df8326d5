/**
 * npm run bench: reading creation throughput and history page latency with 10,000 readings,
 * on a real SQLite file through the real app (app.request, no socket). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/app.js';
import { loadConfig } from '../../core/config.js';
import { postEntry } from '../../core/ledger.js';
import { createLogger } from '../../core/logger.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import { createReading } from '../../core/readings/create-reading.js';
import { deriveKeys } from '../../core/security/keys.js';
import { createServices } from '../../core/services.js';
import { startSession } from '../../core/sessions/sessions.js';
import { openDb } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { percentile, SHORT, saveResults } from './bench-report.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-bench-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
const core = {
  db: openDb(config.databasePath),
  config,
  keys: deriveKeys('bench-secret-bench-secret-bench-secret!!'),
  log: createLogger('silent'),
  now: Date.now,
};
const deps = createServices(core, { oracle: createOfflineOracle() });
const app = createApp(deps);

const user = deps.db.insert(users).values({ email: 'bench@example.com' }).returning().get();
postEntry(deps.db, { userId: user.id, delta: 1_000_000, reason: 'bench' });
const { access_token } = await startSession(deps, user.id);
const auth = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };

function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  console.log(
    `${name.padEnd(46)} n=${String(samples.length).padStart(5)}  mean ${mean.toFixed(3)} ms  p50 ${percentile(sorted, 50).toFixed(3)} ms  p95 ${percentile(sorted, 95).toFixed(3)} ms  p99 ${percentile(sorted, 99).toFixed(3)} ms`,
  );
  return {
    p50: Math.round(percentile(sorted, 50) * 100) / 100,
    p99: Math.round(percentile(sorted, 99) * 100) / 100,
  };
}

// 1. Reading creation in core: debit + draw + insert in one immediate transaction.
const CORE_N = SHORT ? 100 : 5000;
const API_N = SHORT ? 50 : 2000;
const HISTORY = SHORT ? 500 : 10_000;
const results: Record<string, number> = {};
{
  const n = CORE_N;
  const started = performance.now();
  for (let i = 0; i < n; i++)
    createReading(deps, user, { spreadId: 'celtic-cross', question: 'Bench question?' });
  const ms = performance.now() - started;
  results.create_reading_core_per_s = Math.round(n / (ms / 1000));
  console.log(
    `createReading (core, Celtic Cross)               ${(n / (ms / 1000)).toFixed(0)} readings/s (${n} in ${ms.toFixed(0)} ms)`,
  );
  await deps.interpretations.idle();
}

// 2. Through the API, including the offline interpretation generated in the background.
{
  const n = API_N;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await app.request('/api/readings', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ spread_id: 'three-cards' }),
    });
    if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
  }
  await deps.interpretations.idle();
  const ms = performance.now() - started;
  results.create_reading_api_offline_per_s = Math.round(n / (ms / 1000));
  console.log(
    `POST /api/readings + offline interpretation      ${(n / (ms / 1000)).toFixed(0)} readings/s (${n} in ${ms.toFixed(0)} ms)`,
  );
}

// 3. Top up to 10,000 readings for the user, then page through history.
{
  const have = CORE_N + API_N;
  for (let i = have; i < HISTORY; i++) createReading(deps, user, { spreadId: 'yes-no' });
  await deps.interpretations.idle();
  const first: number[] = [];
  for (let i = 0; i < (SHORT ? 20 : 500); i++) {
    const t = performance.now();
    const res = await app.request('/api/user/history?limit=20', { headers: auth });
    await res.json();
    first.push(performance.now() - t);
  }
  const page = report(`GET /api/user/history first page (${HISTORY} readings)`, first);
  results.history_first_page_p50_ms = page.p50;
  results.history_first_page_p99_ms = page.p99;

  const deep: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const t = performance.now();
    const res = await app.request(`/api/user/history?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: auth,
    });
    const body = (await res.json()) as { next_cursor: string | null; items: unknown[] };
    deep.push(performance.now() - t);
    cursor = body.next_cursor;
    pages++;
  } while (cursor);
  report(`GET /api/user/history all ${pages} pages of 50`, deep);
}

saveResults('readings', { ...results, history_readings: HISTORY });

deps.db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
