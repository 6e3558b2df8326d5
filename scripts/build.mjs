#!/usr/bin/env node
// Builds what production runs (ADR 0027): the server bundled by esbuild into dist/main.js and
// dist/bot.js (node_modules stay outside), and the mini-app by Vite into dist/client.
//   node scripts/build.mjs            both
//   node scripts/build.mjs --if-stale only the parts whose sources changed since their last build
//                                     (what `npm start` and `npm run bot` run first)
//   add `server` or `client` to build only that part.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const only = args.find((a) => a === 'server' || a === 'client');

const parts = {
  server: {
    output: 'dist/main.js',
    sources: ['main.ts', 'bot', 'api', 'core', 'db', 'package-lock.json', 'scripts/build.mjs'],
    build: buildServer,
  },
  client: {
    output: 'dist/client/index.html',
    sources: [
      'miniapp/src',
      'core/inputs',
      'miniapp/public',
      'miniapp/index.html',
      'miniapp/vite.config.ts',
      'locales',
      'package-lock.json',
    ],
    build: buildClient,
  },
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function isStale({ output, sources }) {
  const out = join(root, output);
  const builtAt = existsSync(out) ? statSync(out).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((s) => newest(join(root, s))));
}

async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'main.ts', bot: 'bot/main.ts' },
    outdir: 'dist',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
  });
}

function buildClient() {
  const vite = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'miniapp/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

for (const [name, part] of Object.entries(parts)) {
  if (only && name !== only) continue;
  if (ifStale && !isStale(part)) continue;
  console.log(`Building the ${name === 'server' ? 'server' : 'mini-app'}…`);
  await part.build();
}
