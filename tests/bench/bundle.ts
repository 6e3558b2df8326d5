/**
 * The weight a route makes a browser download before it can paint: the entry chunk, the route's lazy
 * chunk and every chunk they import statically, plus their CSS, measured gzipped from Vite's manifest.
 * Budget (issue 19): the landing route's initial JS at most 100 KB gzip, its CSS at most 10 KB.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { saveResults } from './bench-report.js';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist/client');

export function loadManifest(): Record<string, Chunk> {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale', 'client'], {
    stdio: 'inherit',
  });
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** Initial JS and CSS (KB gzip) for the entry plus the named source modules (lazy chunks). */
export function routeWeight(manifest: Record<string, Chunk>, sources: string[]) {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  for (const source of sources) visit(source);
  const chunks = [...seen].map((k) => manifest[k] as Chunk);
  const js = chunks.reduce((sum, c) => sum + gzipKb(c.file), 0);
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))].reduce((sum, f) => sum + gzipKb(f), 0);
  return { js, css, chunks: chunks.length };
}

export function reportRoute(name: string, sources: string[], budgetKb?: number) {
  const manifest = loadManifest();
  const { js, css, chunks } = routeWeight(manifest, sources);
  const budget = budgetKb ? `  (budget ${budgetKb} KB: ${js <= budgetKb ? 'within' : 'OVER'})` : '';
  console.log(
    `${`${name} initial JS / CSS (gzip)`.padEnd(46)} ${js.toFixed(1)} KB / ${css.toFixed(1)} KB in ${chunks} chunks${budget}`,
  );
  const round = (kb: number) => Math.round(kb * 10) / 10;
  saveResults(`bundle_${name.replaceAll(' ', '_')}`, {
    js_kb_gzip: round(js),
    css_kb_gzip: round(css),
    chunks,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  reportRoute('landing route', ['src/features/auth/landing-page.tsx', '../locales/en/common.json'], 100);
}
