/**
 * Issue 13: `npm run bench` in its short mode (BENCH_SHORT=1: a few iterations each) runs to the end and
 * writes every figure to its JSON, here a temporary file. It checks that the benches work, not their
 * figures: timing is the bench's business, never a test's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'tarot-bench-short-'));
const results = join(dir, 'results.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run bench, short mode', () => {
  it('completes and writes every section of its results', { timeout: 600_000 }, () => {
    execFileSync('npm', ['run', 'bench', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, BENCH_SHORT: '1', BENCH_RESULTS: results },
      stdio: 'pipe',
      timeout: 590_000,
    });
    const written = JSON.parse(readFileSync(results, 'utf8')) as Record<string, { measured_at: string }>;
    expect(Object.keys(written).sort()).toEqual(
      expect.arrayContaining([
        'admin',
        'api',
        'bundle_landing_route',
        'bundle_reading_route',
        'draw_to_first_words',
        'landing_lcp',
        'oracle_first_word',
        'readings',
        'safety',
      ]),
    );
    for (const section of Object.values(written)) expect(Date.parse(section.measured_at)).not.toBeNaN();
  });
});
