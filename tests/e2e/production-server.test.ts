/**
 * Issue 13: the production build as the image runs it. `npm run build`'s output, copied with only what the
 * Dockerfile copies (dist/, db/migrations, locales/, package.json, node_modules), started with plain
 * `node` and NODE_ENV=production: it serves the app and the API, and on SIGTERM it finishes a reading
 * that is streaming before it exits.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../fakes/openai-server.js';
import { register } from './support/accounts.js';
import { freePort } from './support/server.js';

const ROOT = join(import.meta.dirname, '../..');
const IMAGE_PARTS = ['dist', 'db/migrations', 'locales', 'package.json'];

let openai: FakeOpenAi;
let appDir: string;
let dataDir: string;
let child: ChildProcess;
let url: string;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  appDir = mkdtempSync(join(tmpdir(), 'tarot-image-'));
  dataDir = mkdtempSync(join(tmpdir(), 'tarot-image-data-'));
  for (const part of IMAGE_PARTS) cpSync(join(ROOT, part), join(appDir, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(appDir, 'node_modules'));
  openai = await startFakeOpenAi();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      OPENAI_API_KEY: 'sk-image',
      OPENAI_BASE_URL: `${openai.url}/v1`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  exited = new Promise((resolve) => child.once('exit', resolve));
  await vi.waitFor(
    async () => {
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) throw new Error(`the built server did not answer /healthz:\n${output}`);
    },
    { timeout: 30_000, interval: 100 },
  );
}, 180_000);

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await openai?.close();
  rmSync(appDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('serves the mini-app, the API and JSON logs in production', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${url}/reading`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    const spreads = await fetch(`${url}/api/tarot/spreads`);
    expect(spreads.status).toBe(200);
    const firstLine = output.split('\n').find((line) => line.includes('listening')) ?? '';
    expect(JSON.parse(firstLine)).toMatchObject({ level: 'notice', msg: 'listening' });
  });

  it('finishes a streaming reading after SIGTERM, then exits cleanly', async () => {
    // The model writes its first words, then waits for the test: SIGTERM comes mid-reading.
    openai.script({ chunks: ['The Moon ', 'keeps ', 'its ', 'counsel ', 'until ', 'dawn.'], holdAfter: 1 });
    const account = await register(url, { onboarded: true });
    const auth = { authorization: `Bearer ${account.access_token}`, 'content-type': 'application/json' };
    const created = await fetch(`${url}/api/readings`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ spread_id: 'three-cards' }),
    });
    expect(created.status).toBe(201);
    const { reading } = (await created.json()) as { reading: { id: string } };
    const stream = await fetch(`${url}/api/readings/${reading.id}/stream`, { headers: auth });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream body');
    const decoder = new TextDecoder();
    let body = decoder.decode((await reader.read()).value);
    child.kill('SIGTERM');
    // Once the server says it is shutting down, the model finishes the reading.
    await vi.waitFor(() => expect(output).toContain('shutting down'), { timeout: 10_000 });
    openai.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    expect(body).toContain('dawn.');
    expect(body).toMatch(/event: ?done/);
    expect(await exited).toBe(0);
    const db = new Database(join(dataDir, 'tarot.db'), { readonly: true });
    const row = db.prepare('select status, interpretation from readings where id = ?').get(reading.id);
    db.close();
    expect(row).toMatchObject({ status: 'complete', interpretation: expect.stringContaining('until dawn.') });
  });
});
