/**
 * `npm run bot` (bot/main.ts) and `npm start` (main.ts) as real processes against the loopback
 * Telegram: which mode they choose, and when `npm run bot` refuses to run or stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeTelegram } from '../fakes/telegram-server.js';
import { TEST_BOT_TOKEN, tempDir } from '../helpers/harness.js';
import { startFakeTelegram } from './helpers.js';

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs an entry point with only the variables given (and PATH), the way a fresh shell would. */
function run(entry: string, telegram: FakeTelegram, env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: tempDir(),
      HOST: '127.0.0.1',
      PORT: '0',
      BOT_TOKEN: TEST_BOT_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('npm run bot', () => {
  it('refuses to poll while a webhook is set, names it, and exits non-zero', async () => {
    const telegram = await startFakeTelegram();
    const hook = 'https://tarot.example.com/bot/webhook';
    telegram.on('getWebhookInfo', () => ({
      result: { url: hook, has_custom_certificate: false, pending_update_count: 0 },
    }));
    const bot = run('bot/main.ts', telegram);
    expect(await bot.exited).toBe(1);
    expect(logLines(bot.output())).toContainEqual(
      expect.objectContaining({ level: 'error', webhook: hook, msg: expect.stringContaining('webhook') }),
    );
    expect(telegram.callsTo('deleteWebhook')).toEqual([]);
    expect(telegram.callsTo('getUpdates')).toEqual([]);
  });

  it('exits non-zero when polling stops with an error, such as 409 from another poller', async () => {
    const telegram = await startFakeTelegram();
    telegram.on('getUpdates', () => ({
      error: { code: 409, description: 'Conflict: terminated by other getUpdates request' },
    }));
    const bot = run('bot/main.ts', telegram);
    expect(await bot.exited).toBe(1);
    expect(logLines(bot.output()).map((l) => l.msg)).toContain('bot polling stopped');
  });

  it('polls when no webhook is set, until stopped', async () => {
    const telegram = await startFakeTelegram();
    const bot = run('bot/main.ts', telegram);
    await vi.waitFor(() => expect(telegram.callsTo('getUpdates')).not.toEqual([]), { timeout: 20_000 });
    bot.child.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });
});

describe('npm start', () => {
  it('polls when PUBLIC_URL is http, says why, and never sets a webhook', async () => {
    const telegram = await startFakeTelegram();
    const server = run('main.ts', telegram, { PUBLIC_URL: 'http://localhost:3000' });
    await vi.waitFor(() => expect(telegram.callsTo('getUpdates')).not.toEqual([]), { timeout: 20_000 });
    expect(logLines(server.output())).toContainEqual(
      expect.objectContaining({ msg: 'bot mode', mode: 'polling', reason: expect.stringContaining('https') }),
    );
    expect(telegram.callsTo('setWebhook')).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('sets the webhook when PUBLIC_URL is https', async () => {
    const telegram = await startFakeTelegram();
    const server = run('main.ts', telegram, { PUBLIC_URL: 'https://tarot.example' });
    await vi.waitFor(() => expect(telegram.callsTo('setWebhook')).not.toEqual([]), { timeout: 20_000 });
    expect(telegram.callsTo('setWebhook')[0]).toMatchObject({ url: 'https://tarot.example/bot/webhook' });
    expect(logLines(server.output())).toContainEqual(
      expect.objectContaining({ msg: 'bot mode', mode: 'webhook', reason: 'PUBLIC_URL is https' }),
    );
    expect(telegram.callsTo('getUpdates')).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
