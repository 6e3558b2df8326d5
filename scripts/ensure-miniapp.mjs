#!/usr/bin/env node
// `npm start` serves miniapp/dist; build it first when it is missing or older than its sources (ADR 0024).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const built = join(root, 'miniapp/dist/index.html');
const sources = [
  'miniapp/src',
  'miniapp/public',
  'miniapp/index.html',
  'miniapp/vite.config.ts',
  'locales',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(join(root, s))));
if (builtAt >= changedAt) process.exit(0);

console.log(builtAt ? 'The mini-app changed since its last build; building…' : 'Building the mini-app…');
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
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(vite.status ?? 1);
