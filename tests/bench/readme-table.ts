/**
 * The last step of `npm run bench`: bench/results.json as a table in the README, between the
 * `bench:start` and `bench:end` markers, with the date of each figure and whether it meets its target.
 * A short run (BENCH_SHORT=1) or one writing elsewhere (BENCH_RESULTS) leaves the README alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (process.env.BENCH_SHORT === '1' || process.env.BENCH_RESULTS) process.exit(0);

const ROOT = path.join(import.meta.dirname, '../..');
const README = path.join(ROOT, 'README.md');
const r = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results.json'), 'utf8'));

type Row = [figure: string, value: string, target: string, met: string, date: string];
const rows: Row[] = [];
const day = (iso?: string) => (iso ? iso.slice(0, 10) : '—');
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

for (const [name, e] of Object.entries(r.api?.endpoints ?? {}) as [string, Record<string, number>][]) {
  if (name.startsWith('bare')) {
    rows.push([`API ${name}`, `${e.rps} req/s, p99 ${e.p99_ms} ms`, 'reference', '', day(r.api.measured_at)]);
    continue;
  }
  const pct = Math.round((e.ratio_to_bare ?? 0) * 1000) / 10;
  const target = name === 'GET /api/user/info' ? '≥ 25% of bare, p99 < 15 ms' : '';
  const met = target ? yes(pct >= 25 && (e.p99_ms ?? 99) < 15) : '';
  rows.push([
    `API ${name}`,
    `${e.rps} req/s (${pct}% of bare), p99 ${e.p99_ms} ms`,
    target,
    met,
    day(r.api.measured_at),
  ]);
}
if (r.readings) {
  const x = r.readings;
  rows.push([
    'Reading creation, core (Celtic Cross)',
    `${x.create_reading_core_per_s}/s`,
    '',
    '',
    day(x.measured_at),
  ]);
  rows.push([
    'Reading creation, API + offline oracle',
    `${x.create_reading_api_offline_per_s}/s`,
    '',
    '',
    day(x.measured_at),
  ]);
  rows.push([
    `History first page (${x.history_readings} readings)`,
    `p50 ${x.history_first_page_p50_ms} ms, p99 ${x.history_first_page_p99_ms} ms`,
    '',
    '',
    day(x.measured_at),
  ]);
}
if (r.oracle_first_word) {
  const x = r.oracle_first_word;
  rows.push([
    'Reading: first streamed word, overhead over the model server',
    `${x.overhead_ms} ms (${x.ours_ms} ms vs ${x.model_server_ms} ms)`,
    '< 20 ms',
    yes(x.overhead_ms < 20),
    day(x.measured_at),
  ]);
}
if (r.safety) {
  const x = r.safety;
  rows.push([
    `Safety layer, per question (${x.questions} phrasings)`,
    `${x.classify_mean_us} µs (phrase index built in ${x.index_build_ms} ms)`,
    '< 1 ms',
    yes(x.classify_mean_us < 1000),
    day(x.measured_at),
  ]);
}
for (const a of r.admin?.rows ?? []) {
  const isPage = String(a.name).startsWith('admin users');
  rows.push([
    `${a.name} (${(r.admin.users / 1000).toFixed(0)}k users)`,
    `p50 ${a.p50} ms, p99 ${a.p99} ms`,
    isPage ? 'p99 < 20 ms' : '',
    isPage ? yes(a.p99 < 20) : '',
    day(r.admin.measured_at),
  ]);
}
if (r.reader) {
  const worst = (field: string) =>
    Math.max(
      ...Object.values(r.reader.locales as Record<string, Record<string, number>>).map((l) => l[field] ?? 0),
    );
  const least = (field: string) =>
    Math.min(
      ...Object.values(r.reader.locales as Record<string, Record<string, number>>).map((l) => l[field] ?? 0),
    );
  const n = `${r.reader.readings_per_locale} readings × 5 languages, worst language`;
  const when = day(r.reader.measured_at);
  rows.push(
    [
      `Offline reader: sentences copied from meanings (${n})`,
      `${worst('copied_sentences_pct')}%`,
      '< 5%',
      yes(worst('copied_sentences_pct') < 5),
      when,
    ],
    [
      `Offline reader: sentences repeated within 20 readings in a row`,
      `${worst('repeated_sentences_in_20_pct')}% (pooled ${worst('repeated_sentences_pooled_pct')}%)`,
      '< 8%',
      yes(worst('repeated_sentences_in_20_pct') < 8),
      when,
    ],
    [
      `Offline reader: paragraphs repeated`,
      `${worst('repeated_paragraphs_pct')}%`,
      '< 3%',
      yes(worst('repeated_paragraphs_pct') < 3),
      when,
    ],
    [
      `Offline reader: question's subject after the opening (named, or the situation's step)`,
      `${least('subject_after_opening_pct')}% (named alone ${least('subject_named_after_opening_pct')}%)`,
      '≥ 90%',
      yes(least('subject_after_opening_pct') >= 90),
      when,
    ],
  );
}
for (const key of ['bundle_landing_route', 'bundle_reading_route']) {
  const x = r[key];
  if (!x) continue;
  const landing = key === 'bundle_landing_route';
  rows.push([
    `${landing ? 'Landing' : 'Reading'} route initial JS / CSS (gzip)`,
    `${x.js_kb_gzip} KB / ${x.css_kb_gzip} KB`,
    landing ? 'JS ≤ 100 KB, CSS ≤ 10 KB' : '',
    landing ? yes(x.js_kb_gzip <= 100 && x.css_kb_gzip <= 10) : '',
    day(x.measured_at),
  ]);
}
if (r.draw_to_first_words)
  rows.push([
    'Draw pressed to first words (Chromium, offline oracle)',
    `median ${r.draw_to_first_words.median_ms} ms`,
    '',
    '',
    day(r.draw_to_first_words.measured_at),
  ]);
if (r.landing_lcp)
  rows.push([
    'Landing LCP, Slow 4G + 4x CPU, 360 px',
    `median ${(r.landing_lcp.median_ms / 1000).toFixed(2)} s`,
    '< 2.5 s',
    yes(r.landing_lcp.median_ms < 2500),
    day(r.landing_lcp.measured_at),
  ]);

const table = [
  '| Figure | Measured | Target | Met | Date |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.join(' | ')} |`),
].join('\n');
const readme = fs.readFileSync(README, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
const a = readme.indexOf(start);
const b = readme.indexOf(end);
if (a < 0 || b < a) throw new Error('README.md has no bench:start / bench:end markers');
fs.writeFileSync(README, `${readme.slice(0, a + start.length)}\n${table}\n${readme.slice(b)}`);
// Aligned the way the lint expects it.
execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', README], { stdio: 'ignore' });
console.log('README.md: bench table updated');
