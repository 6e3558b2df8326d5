/**
 * Two product processes on one data folder (issue 24 §2, ADR 0052): 50 readings created through A, whose
 * streams are asked of B; A is killed (SIGKILL) when half of them are written. B takes the rest over
 * once A's claims run out: every reading is written exactly once, the books balance, and every stream
 * through B ends with `done`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server.js';
import { type FakeOpenAi, promptOf, startFakeOpenAi } from '../fakes/openai-server.js';
import { tempDir } from '../helpers/harness.js';

const ROOT = path.join(import.meta.dirname, '../..');
const USERS = 10;
const PER_USER = 5; // three cards at 2 tokens: the 10 welcome tokens, all spent
const READINGS = USERS * PER_USER;
// Long enough that a process stalled by a loaded machine keeps its claims; B takes over 3 s after the kill.
const CLAIM_MS = 3000;
const CHUNKS = Array.from({ length: 30 }, (_, i) => `word${i} `);
const TEXT = CHUNKS.join('');

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
let fake: FakeOpenAi | undefined;
afterAll(() => fake?.close());

interface Product {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** `main.ts` from its sources, as a real process on the shared data folder. */
async function startProduct(env: Record<string, string>): Promise<Product> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => child.exitCode ?? 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return { base, child, output: () => output };
}

async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Every server-sent event of a stream, once it ends. */
async function streamOf(base: string, url: string, token: string): Promise<SseEvent[]> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .find((l) => l.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      return { event: field('event'), data: JSON.parse(field('data') || '{}') as Record<string, unknown> };
    });
}

/** The shared database, read-only. */
function query<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('two processes on one database', () => {
  it('completes, through B, every reading A was writing when it was killed, each exactly once', async () => {
    fake = await startFakeOpenAi();
    const dataDir = path.join(tempDir(), 'data');
    const dbFile = path.join(dataDir, 'tarot.db');
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      JWT_SECRET: 'two-processes-share-this-secret-of-32+chars',
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      CLAIM_MS: String(CLAIM_MS),
    };
    const a = await startProduct(env);
    const b = await startProduct(env);

    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const signup = await call(a.base, 'POST', '/api/auth/', {
        action: 'register',
        email: `two-${u}@example.com`,
        password: 'two-processes-passphrase',
      });
      expect(signup.status, JSON.stringify(signup.body)).toBe(201);
      tokens.push(signup.body.access_token as string);
    }

    // Each reading is created through A and streamed through B at once. The oracle writes the first half
    // whole; the second half it holds after two words until the test lets go, so at the kill exactly half
    // are written and the rest are half-way.
    const readings: { id: string; token: string; question: string; stream: Promise<SseEvent[]> }[] = [];
    fake.script({ chunks: CHUNKS });
    const complete = () =>
      query<{ n: number }>(dbFile, "select count(*) as n from readings where status = 'complete'")[0]?.n ?? 0;
    for (let n = 0; n < READINGS; n++) {
      if (n === READINGS / 2) {
        await expect.poll(complete, { timeout: 60_000, interval: 10 }).toBe(READINGS / 2);
        fake.script({ chunks: CHUNKS, holdAfter: 2 });
      }
      const token = tokens[n % USERS] as string;
      const question = `Question number ${n} of the drill: what should I notice this week?`;
      const created = await call(
        a.base,
        'POST',
        '/api/readings',
        { spread_id: 'three-cards', question },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.reading as { id: string }).id;
      readings.push({ id, token, question, stream: streamOf(b.base, `/api/readings/${id}/stream`, token) });
    }

    // Every reading of the second half is with the oracle, held mid-way, when A dies.
    await expect.poll(() => fake?.requests.length, { timeout: 60_000, interval: 10 }).toBe(READINGS);
    a.child.kill('SIGKILL');
    await expect.poll(() => a.child.signalCode).toBe('SIGKILL');
    // B's calls for the readings it takes over are answered whole.
    fake.release();
    const writtenByA = new Set(
      query<{ id: string }>(dbFile, "select id from readings where status = 'complete'").map((r) => r.id),
    );
    expect(writtenByA.size).toBe(READINGS / 2);

    // Every stream through B ends with done, carrying the whole text.
    const streams = await Promise.all(readings.map((r) => r.stream));
    for (const [i, events] of streams.entries()) {
      const last = events.at(-1);
      expect(last?.event, `${readings[i]?.id}: ${JSON.stringify(events.slice(-2))}\n${b.output()}`).toBe(
        'done',
      );
      expect(last?.data.reading).toMatchObject({ status: 'complete', interpretation: TEXT });
    }

    // Each reading written once, with the whole text once; no refund; every claim released.
    const rows = query<{ id: string; status: string; interpretation: string }>(
      dbFile,
      'select id, status, interpretation from readings',
    );
    expect(rows).toHaveLength(READINGS);
    for (const row of rows) expect(row).toEqual({ id: row.id, status: 'complete', interpretation: TEXT });
    expect(query(dbFile, 'select key from claims')).toEqual([]);

    // The oracle was asked once by A, and once more by B for a reading it took over. (A claim outlived
    // by a stall would allow a second call for one A finished; its text would still be written once.)
    const asked = readings.map((r) => fake?.requests.filter((q) => promptOf(q).includes(r.question)).length);
    for (const [i, times] of asked.entries()) expect(times, readings[i]?.question).toBeGreaterThanOrEqual(1);
    for (const [i, times] of asked.entries()) expect(times, readings[i]?.question).toBeLessThanOrEqual(2);
    const retaken = readings.filter((r) => !writtenByA.has(r.id)).length;

    // The books: one debit per reading, no refund, and each balance equal to its ledger's sum (0 left).
    const books = query<{ balance: number; sum: number; debits: number; refunds: number }>(
      dbFile,
      `select u.token_balance as balance, sum(l.delta) as sum,
              sum(l.reason = 'reading') as debits, sum(l.reason = 'reading_refund') as refunds
         from users u join token_ledger l on l.user_id = u.id group by u.id`,
    );
    expect(books).toHaveLength(USERS);
    for (const user of books) expect(user).toEqual({ balance: 0, sum: 0, debits: PER_USER, refunds: 0 });
    console.info(
      `two processes: ${writtenByA.size} of ${READINGS} readings written by A before SIGKILL, ${retaken} taken over by B; ` +
        `${fake.requests.length} oracle calls in all`,
    );
  }, 300_000);
});
