/**
 * The restore drill of docs/operations.md, run: the product under `litestream replicate -exec` with the
 * repository's litestream.yml and a file replica, writes through the API, a crash of both (SIGKILL), a
 * restore into a new path, and the restored books checked against the last writes the replica confirmed.
 * The time each write took to reach the replica (the RPO) is printed, not asserted (ADR 0043).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server.js';
import { tempDir } from '../helpers/harness.js';

const ROOT = path.join(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, 'litestream.yml');

/** The binary of @flydotio/litestream-linux-x64, or why it cannot run here. */
function litestreamBinary(): { bin: string } | { skip: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return {
      skip: `the litestream binary is packaged for Linux x64 only, this is ${process.platform} ${process.arch}`,
    };
  }
  try {
    const pkg = createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json');
    return { bin: path.join(path.dirname(pkg), 'litestream') };
  } catch {
    return { skip: '@flydotio/litestream-linux-x64 is not installed (an optional dependency)' };
  }
}

const found = litestreamBinary();
const skip = 'skip' in found ? found.skip : undefined;

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid)
      process.kill(-child.pid, 'SIGKILL');
  }
});

interface Books {
  integrity: string;
  users: number;
  readings: number;
  completeReadings: number;
  /** Per e-mail: the ledger's sum and the cached balance. */
  ledger: Record<string, { sum: number; balance: number }>;
}

/** What a database file holds, read-only. */
function booksOf(file: string): Books {
  const db = new Database(file, { readonly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const rows = db
      .prepare(
        `select u.email, u.token_balance as balance, coalesce(sum(l.delta), 0) as sum
           from users u left join token_ledger l on l.user_id = u.id group by u.id`,
      )
      .all() as { email: string; balance: number; sum: number }[];
    return {
      integrity: db.pragma('integrity_check', { simple: true }) as string,
      users: count('select count(*) as n from users'),
      readings: count('select count(*) as n from readings'),
      completeReadings: count("select count(*) as n from readings where status = 'complete'"),
      ledger: Object.fromEntries(rows.map((r) => [r.email, { sum: r.sum, balance: r.balance }])),
    };
  } finally {
    db.close();
  }
}

describe.skipIf(skip)(`Litestream restore drill${skip ? ` (skipped: ${skip})` : ''}`, () => {
  it('restores, after both processes are killed, every write the replica had confirmed', async () => {
    const bin = (found as { bin: string }).bin;
    const dir = tempDir();
    const dataDir = path.join(dir, 'data');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      DATA_DIR: dataDir,
      LITESTREAM_REPLICA_URL: `file://${path.join(dir, 'replica')}`,
    };
    let restores = 0;
    /** `litestream restore` as docs/operations.md says, into a new path; null while there is no replica. */
    const restore = () => {
      const out = path.join(dir, `restored-${++restores}.db`);
      const done = spawnSync(bin, ['restore', '-config', CONFIG, '-o', out, path.join(dataDir, 'tarot.db')], {
        env,
        encoding: 'utf8',
      });
      return done.status === 0 ? out : null;
    };

    // As the Dockerfile runs it when a replica is set, with the server from its sources.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const exec = `${process.execPath} --import tsx main.ts`;
    const product = spawn(bin, ['replicate', '-config', CONFIG, '-exec', exec], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: one SIGKILL takes Litestream and the server at once, like a lost machine.
      detached: true,
    });
    running.push(product);
    let output = '';
    product.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    product.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await expect
      .poll(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.status,
            () => product.exitCode ?? 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);

    const call = async (method: string, url: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    /** The state the API confirmed; the restored database must show exactly this. */
    const confirmed = { users: new Map<string, { token: string; balance: number }>(), readings: 0 };
    const expected = (): Partial<Books> => ({
      integrity: 'ok',
      users: confirmed.users.size,
      readings: confirmed.readings,
      completeReadings: confirmed.readings,
      ledger: Object.fromEntries(
        [...confirmed.users].map(([email, u]) => [email, { sum: u.balance, balance: u.balance }]),
      ),
    });
    /** Polls restores of the replica until it shows what the API confirmed; answers how long that took. */
    const replicated = async () => {
      const since = performance.now();
      await expect
        .poll(
          () => {
            const file = restore();
            return file ? booksOf(file) : null;
          },
          { timeout: 30_000, interval: 20 },
        )
        .toMatchObject(expected());
      return performance.now() - since;
    };

    // Rounds of writes: a new account (its welcome tokens are a ledger row), then a reading for each
    // account (a debit, the reading, and the offline oracle's text), each round waited for in the replica.
    const lags: number[] = [];
    for (let round = 0; round < 4; round++) {
      const email = `drill-${round}@example.com`;
      const signup = await call('POST', '/api/auth/', {
        action: 'register',
        email,
        password: 'drill-passphrase-1',
      });
      expect(signup.status, JSON.stringify(signup.body)).toBe(201);
      confirmed.users.set(email, { token: signup.body.access_token as string, balance: 0 });
      for (const user of confirmed.users.values()) {
        const created = await call('POST', '/api/readings', { spread_id: 'three-cards' }, user.token);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = (created.body.reading as { id: string }).id;
        await expect
          .poll(async () => (await call('GET', `/api/readings/${id}`, undefined, user.token)).body.status)
          .toBe('complete');
        confirmed.readings += 1;
      }
      for (const user of confirmed.users.values()) {
        user.balance = (await call('GET', '/api/user/tokens', undefined, user.token)).body
          .token_balance as number;
      }
      lags.push(await replicated());
    }

    // A write the replica may not have yet when the machine goes: the restore holds it or not, whole.
    const [firstEmail, first] = [...confirmed.users][0] as [string, { token: string; balance: number }];
    const tail = await call('POST', '/api/readings', { spread_id: 'three-cards' }, first.token);
    expect(tail.status).toBe(201);
    if (product.pid) process.kill(-product.pid, 'SIGKILL');
    await expect.poll(() => product.exitCode !== null || product.signalCode !== null).toBe(true);

    const file = restore();
    expect(file, `litestream restore failed; product output:\n${output}`).not.toBeNull();
    const books = booksOf(file as string);
    expect(books.integrity).toBe('ok');
    expect(books.users).toBe(confirmed.users.size);
    const tailKept = books.readings === confirmed.readings + 1;
    const firstBalance = tailKept ? (tail.body.token_balance as number) : first.balance;
    expect(books).toEqual({
      ...expected(),
      readings: confirmed.readings + (tailKept ? 1 : 0),
      completeReadings: books.completeReadings,
      ledger: { ...expected().ledger, [firstEmail]: { sum: firstBalance, balance: firstBalance } },
    });
    // The tail's text may or may not have been written before the kill; every earlier reading was.
    expect([confirmed.readings, confirmed.readings + (tailKept ? 1 : 0)]).toContain(books.completeReadings);
    console.info(
      `Litestream drill (sync-interval 1s): writes reached the replica in ${lags.map((ms) => `${Math.round(ms)} ms`).join(', ')}; ` +
        `a reading created just before SIGKILL was ${tailKept ? 'kept' : 'lost'}; the restored books matched.`,
    );
  });
});
