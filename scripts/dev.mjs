#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and Vite's dev server with hot reload on :5173, which
// hands /api, /bot and /healthz to the API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['--config', 'miniapp/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_PROXY: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  }),
];
const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
