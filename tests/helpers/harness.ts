/**
 * A real app on a real SQLite file per test, with a clock the test can move.
 * Every database opened here is checked after each test: cached balances must equal ledger sums.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { type AppDeps, createApp } from '../../api/app.js';
import { loadConfig } from '../../core/config.js';
import { unbalancedDays, unbalancedUsers } from '../../core/ledger.js';
import { createLogger } from '../../core/logger.js';
import { createOfflineOracle } from '../../core/oracle/offline-oracle.js';
import type { Oracle } from '../../core/oracle/oracle.js';
import { deriveKeys } from '../../core/security/keys.js';
import { createServices } from '../../core/services.js';
import { openDb } from '../../db/client.js';

export const TEST_BOT_TOKEN = '1234567:TEST-bot-token_for-tests';

const opened = new Set<AppDeps>();

afterEach(async () => {
  // Taken out first and closed whatever happens, so one failed check does not fail every later test.
  const all = [...opened];
  opened.clear();
  try {
    for (const deps of all) {
      // Let background interpretations finish before the books are checked and the file closed.
      await deps.interpretations.idle();
      await deps.mail.idle();
      expect(unbalancedUsers(deps.db), 'cached balances equal ledger sums').toEqual([]);
      expect(unbalancedDays(deps.db), 'daily totals equal ledger sums').toEqual([]);
    }
  } finally {
    for (const deps of all) {
      deps.mail.stop();
      deps.db.$client.close();
    }
  }
});

const made: string[] = [];
// Each test app gets its own data directory; the worker removes them when it exits.
process.once('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-test-'));
  made.push(dir);
  return dir;
}

export interface Clock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function testClock(start = Date.now()): Clock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms), set: (ms) => (t = ms) };
}

export interface HarnessOptions {
  env?: Record<string, string>;
  /** Reuse a database file, e.g. to simulate a restart. */
  databasePath?: string;
  clock?: Clock;
  /** The oracle to use; the offline one by default. */
  oracle?: Oracle;
  /** Optional Services fields built from the rest, e.g. the bot's invoice links or webhook. */
  services?: (deps: AppDeps) => Partial<AppDeps>;
}

export function makeDeps(options: HarnessOptions = {}): AppDeps & { clock: Clock; databasePath: string } {
  const dir = tempDir();
  const databasePath = options.databasePath ?? path.join(dir, 'test.db');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    DATABASE_PATH: databasePath,
    BOT_TOKEN: TEST_BOT_TOKEN,
    ...options.env,
  });
  const db = openDb(databasePath);
  const clock = options.clock ?? testClock();
  const core = {
    db,
    config,
    keys: deriveKeys('test-secret-test-secret-test-secret-1234'),
    log: createLogger('silent'),
    now: clock.now,
  };
  const base = {
    ...createServices(core, { oracle: options.oracle ?? createOfflineOracle() }),
    clock,
    databasePath,
  };
  const deps = { ...base, ...options.services?.(base) };
  opened.add(deps);
  return deps;
}

export function makeApp(options: HarnessOptions = {}) {
  const deps = makeDeps(options);
  const app = createApp(deps);
  const call = (
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) =>
    app.request(url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { app, deps, call };
}

export type TestApp = ReturnType<typeof makeApp>;

let emailCounter = 0;

/** Registers a fresh e-mail user through the API and returns their tokens and user. */
export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  const res = await t.call('POST', '/api/auth/', {
    action: 'register',
    email: `user${emailCounter}-${Date.now()}@example.com`,
    password: 'a-long-enough-passphrase',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as {
    access_token: string;
    refresh_token: string;
    user: { id: number; email: string; token_balance: number };
  };
}
