/**
 * Issue 11 §10: the data directory holds the database (sessions, e-mails, readings), the JWT secret and
 * mailed sign-in links. The product as started by `npm start` keeps every file of it owner-only.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: '' });
}, 180_000);
afterAll(() => server?.stop());

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** The mails in the outbox, once there is one (the directory itself appears with the first). */
const outboxFiles = (dir: string): Promise<string[]> =>
  vi.waitFor(
    () => {
      const files = readdirSync(dir);
      if (files.length === 0) throw new Error(`no mail in ${dir}`);
      return files.map((f) => join(dir, f));
    },
    { timeout: 15_000, interval: 100 },
  );

describe('the data directory', () => {
  it('is readable by its owner only: database, WAL, secret, outbox and each mail', async () => {
    const res = await fetch(`${server.url}/api/auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'register',
        email: 'private@example.com',
        password: 'a-long-enough-passphrase',
      }),
    });
    expect(res.status).toBe(201);
    const dir = server.dataDir;
    const mails = await outboxFiles(join(dir, 'outbox'));
    const files = [join(dir, 'tarot.db'), join(dir, 'tarot.db-wal'), join(dir, 'jwt-secret'), ...mails];
    expect(Object.fromEntries(files.map((f) => [f.slice(dir.length), mode(f)]))).toEqual(
      Object.fromEntries(files.map((f) => [f.slice(dir.length), '600'])),
    );
    expect(mode(join(dir, 'outbox'))).toBe('700');
  });
});
