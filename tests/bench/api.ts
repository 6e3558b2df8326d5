/**
 * npm run bench (API part): requests/s, p50 and p99 at 50 connections on loopback for the product's hot
 * endpoints, each next to a bare Hono app measured in the same run, so the ratio holds on a noisy machine.
 * The product runs as production starts it: the built dist/main.js (rebuilt first if stale) under plain node,
 * NODE_ENV=production and the embedded defaults, on a fresh DATA_DIR.
 * BENCH_SHORT=1 runs a quarter-second slice per endpoint: `npm test` checks it completes and writes its JSON.
 * GET /metrics is on (METRICS_TOKEN set), as in a monitored deployment; BENCH_METRICS=0 measures without it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { listening } from '../helpers/listening.js';
import { SHORT, saveResults } from './bench-report.js';

const root = path.resolve(import.meta.dirname, '../..');

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const metricsOn = process.env.BENCH_METRICS !== '0';
const connections = 50;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a plain node process, logs to a file, and waits for its "listening" line (tests/helpers/
 * listening.ts): the start is waited for by its outcome, not polled.
 */
async function start(args: string[], env: Record<string, string>, logFile: string) {
  const out = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Only what a process needs to run: the product's own variables keep their embedded defaults.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  await listening(child, () => `see ${logFile}`);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  status: number;
}

interface Figure {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  ratio_to_bare: number | null;
  unexpected: number;
}

/** One slice's raw result: autocannon keeps its histograms encoded so slices can be merged exactly. */
type Slice = autocannon.Result & { duration: number; totalCompletedRequests: number };
const { aggregateResult } = autocannon as unknown as {
  aggregateResult(results: Slice[], opts: { url: string }): autocannon.Result;
};

function slice(target: Target, duration: number): Promise<Slice> {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    connections,
    duration,
    // autocannon checks for the end of a run once per sample; a short slice needs a short sample.
    sampleInt: Math.min(1, duration) * 1000,
    skipAggregateResult: true,
  } as autocannon.Options) as Promise<Slice>;
}

/** Requests/s over the slices, p50 and p99 of all their answers, and answers that were not `status`. */
function figureOf(target: Target, slices: Slice[]): Omit<Figure, 'ratio_to_bare'> {
  const merged = aggregateResult(slices, { url: target.url });
  const elapsed = slices.reduce((a, r) => a + r.duration, 0);
  const completed = slices.reduce((a, r) => a + r.totalCompletedRequests, 0);
  // autocannon counts answers by status class only; the expected one must be every answer.
  const byClass = [merged['1xx'], merged['2xx'], merged['3xx'], merged['4xx'], merged['5xx']];
  const expected = byClass[Math.floor(target.status / 100) - 1] ?? 0;
  const answered = byClass.reduce((a, b) => a + b, 0);
  return {
    rps: Math.round(completed / elapsed),
    p50_ms: merged.latency.p50,
    p99_ms: merged.latency.p99,
    unexpected: answered - expected + merged.errors + merged.timeouts,
  };
}

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'server'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the server build failed');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-bench-api-'));
const [barePort, port] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];
try {
  children.push(
    await start(['tests/bench/bare-hono.mjs'], { PORT: String(barePort) }, path.join(dir, 'bare.log')),
  );
  children.push(
    await start(
      // As the Dockerfile's CMD.
      ['--enable-source-maps', 'dist/main.js'],
      {
        NODE_ENV: 'production',
        PUBLIC_URL: base,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dir,
        ...(metricsOn ? { METRICS_TOKEN: 'bench-metrics-token-0123456789' } : {}),
      },
      path.join(dir, 'server.log'),
    ),
  );

  const registered = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      action: 'register',
      email: 'bench@example.com',
      password: 'bench-password-long-enough',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { access_token } = (await registered.json()) as { access_token: string };
  const bearer = { authorization: `Bearer ${access_token}` };

  const bare: Target = {
    name: 'bare Hono (constant JSON)',
    url: `http://127.0.0.1:${barePort}/`,
    status: 200,
  };
  const targets: Target[] = [
    { name: 'GET /healthz', url: `${base}/healthz`, status: 200 },
    {
      name: 'POST /api/auth/verify',
      url: `${base}/api/auth/verify`,
      method: 'POST',
      headers: bearer,
      status: 200,
    },
    { name: 'GET /api/user/info', url: `${base}/api/user/info`, headers: bearer, status: 200 },
    { name: 'GET /api/user/info (no token, 401)', url: `${base}/api/user/info`, status: 401 },
  ];

  // Each endpoint is measured in one-second slices, alternating with slices of bare Hono, and its ratio is
  // to those: a machine shared with other work changes speed within seconds, and the ratio should not.
  const sliceSeconds = SHORT ? 0.25 : 1;
  const rounds = SHORT ? 1 : Math.max(1, Math.round(seconds / sliceSeconds));
  for (const t of [bare, ...targets]) await slice(t, sliceSeconds);
  const figures: Record<string, Figure> = {};
  const allBare: Slice[] = [];
  for (const t of targets) {
    const mine: Slice[] = [];
    const theirs: Slice[] = [];
    for (let i = 0; i < rounds; i++) {
      // Half the rounds start with bare Hono, half with the endpoint.
      if (i % 2 === 0) theirs.push(await slice(bare, sliceSeconds));
      mine.push(await slice(t, sliceSeconds));
      if (i % 2 === 1) theirs.push(await slice(bare, sliceSeconds));
    }
    allBare.push(...theirs);
    const m = figureOf(t, mine);
    const reference = figureOf(bare, theirs).rps;
    figures[t.name] = {
      ...m,
      ratio_to_bare: reference > 0 ? Math.round((m.rps / reference) * 1000) / 1000 : null,
    };
  }
  figures[bare.name] = { ...figureOf(bare, allBare), ratio_to_bare: 1 };

  console.log(
    `API bench: ${connections} connections, ${rounds * sliceSeconds} s per endpoint, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log(
    `${'endpoint'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs bare'.padStart(8)}`,
  );
  for (const name of [bare.name, ...targets.map((t) => t.name)]) {
    const f = figures[name];
    if (!f) continue;
    const ratio = f.ratio_to_bare === null ? '-' : `${(f.ratio_to_bare * 100).toFixed(1)}%`;
    const flag = f.unexpected > 0 ? `  (${f.unexpected} unexpected answers or errors)` : '';
    console.log(
      `${name.padEnd(36)} ${String(f.rps).padStart(8)} ${String(f.p50_ms).padStart(7)} ${String(f.p99_ms).padStart(7)} ${ratio.padStart(8)}${flag}`,
    );
  }
  console.log(`(each endpoint alternated with bare Hono in ${sliceSeconds} s slices; its ratio is to those)`);

  saveResults('api', {
    short: SHORT,
    connections,
    seconds_per_endpoint: rounds * sliceSeconds,
    slice_seconds: sliceSeconds,
    cores: os.cpus().length,
    node: process.version,
    endpoints: figures,
  });
  console.log('saved under "api" in bench/results.json (or BENCH_RESULTS)');
} finally {
  for (const child of children) await stop(child);
  fs.rmSync(dir, { recursive: true, force: true });
}
