/** Latency samples, their table, and bench/results.json (each bench writes its own key). */
import fs from 'node:fs';
import path from 'node:path';

export interface BenchRow {
  name: string;
  n: number;
  p50: number;
  p99: number;
  mean: number;
}

/** BENCH_RESULTS names another file (the CI check writes to a temporary one). */
const RESULTS = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '../../bench/results.json');

/** BENCH_SHORT=1: a few iterations of everything, to check the benches run (CI), not to measure. */
export const SHORT = process.env.BENCH_SHORT === '1';

/** The p-th percentile of samples sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The middle of the samples (any order). */
export const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

/** Runs `work` n times one after another (after a few warm-up runs) and summarises the latencies in ms. */
export async function measure(name: string, n: number, work: () => Promise<unknown>): Promise<BenchRow> {
  for (let i = 0; i < Math.min(5, n); i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  const sorted = samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    name,
    n,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(samples.reduce((a, b) => a + b, 0) / n),
  };
}

export function printRows(rows: BenchRow[]) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'case'.padEnd(width)}      n   p50 ms   p99 ms  mean ms`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(width)}  ${String(r.n).padStart(5)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${r.mean.toFixed(2).padStart(7)}`,
    );
  }
}

/** Merges `value` under `key` into bench/results.json, with the date of the run. */
export function saveResults(key: string, value: unknown) {
  const existing = fs.existsSync(RESULTS) ? JSON.parse(fs.readFileSync(RESULTS, 'utf8')) : {};
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(
    RESULTS,
    `${JSON.stringify({ ...existing, [key]: { measured_at: new Date().toISOString(), ...(value as object) } }, null, 2)}\n`,
  );
}
