/**
 * The product as a user runs it: `npm start` on a free port, in its own data directory, with mail to a
 * loopback SMTP capture and optional outside services by URL (DESIGN §11). Stopped with SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listening } from '../../helpers/listening.js';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tarot-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const output = () => log;
  await listening(child, output);
  return {
    url,
    port,
    dataDir,
    output,
    async stop() {
      if (child.exitCode !== null) {
        rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      const exited = new Promise<'exited'>((r) => child.once('exit', () => r('exited')));
      // npm runs the server in a child of its own: signal the whole group.
      const signal = (name: NodeJS.Signals) => child.pid && process.kill(-child.pid, name);
      signal('SIGTERM');
      // A grace period for the graceful stop; a server that hangs in it is killed, and its files are removed
      // only once it has gone. Unref'd, so a finished bench does not wait out the grace of a server that stopped.
      const grace = new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000).unref());
      if ((await Promise.race([exited, grace])) === 'hung') {
        signal('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
