/**
 * Issue 11 §10: the data directory holds the database (sessions, e-mails, readings), the JWT secret and
 * mailed sign-in links. The product as started by `npm start` keeps every file of it owner-only.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: '' });
}, 180_000);
afterAll(() => server?.stop());

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

async function outboxFiles(dir: string): Promise<string[]> {
  for (let i = 0; i < 50; i += 1) {
    const files = (() => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    })();
    if (files.length > 0) return files.map((f) => join(dir, f));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail in ${dir}`);
}

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
