import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../core/security/keys.js';
import { tempDir } from '../helpers/harness.js';

const CONFIGURED = 'a-configured-secret-of-more-than-32-chars';

describe('the server secret (loadOrCreateSecret)', () => {
  it('creates a persistent secret in a fresh data dir: same value on every call, mode 0600, no leftovers', () => {
    const dir = path.join(tempDir(), 'data');
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('uses a secret file that is already there', () => {
    const dir = tempDir();
    const existing = 'x'.repeat(40);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), `${existing}\n`, { mode: 0o600 });
    expect(loadOrCreateSecret(dir)).toBe(existing);
  });

  it.each([
    ['an empty', ''],
    ['a blank', '  \n'],
    ['a short', 'only-31-characters-long-secret!'],
  ])('refuses %s secret file with an error naming the file, and leaves it alone', (_, content) => {
    const dir = tempDir();
    const file = path.join(dir, 'jwt-secret');
    fs.writeFileSync(file, content, { mode: 0o600 });
    expect(() => loadOrCreateSecret(dir)).toThrow(file);
    expect(() => loadOrCreateSecret(dir)).toThrow(/at least 32 characters/);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });

  it('lets a configured JWT_SECRET win, without reading or writing the data dir', () => {
    const dir = tempDir();
    expect(loadOrCreateSecret(dir, CONFIGURED)).toBe(CONFIGURED);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), '');
    expect(loadOrCreateSecret(dir, CONFIGURED)).toBe(CONFIGURED);
  });
});
