/**
 * A generation's text so far is written to its claim a moment later (core/claims.ts). At shutdown the
 * database closes while such a write may still be due: it must not run, or the process dies with
 * "The database connection is not open" (it did in `npm run bench`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClaims } from '../../core/claims.js';
import { openDb } from '../../db/client.js';
import { claims } from '../../db/schema.js';
import { makeDeps } from '../helpers/harness.js';

/** A second process's view: its own connection to a migrated database, which it closes itself. */
function processOn() {
  const deps = makeDeps();
  const db = openDb(deps.databasePath);
  return { db, claims: createClaims({ db, config: deps.config, now: deps.now }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('claims at shutdown', () => {
  it('drops a pending draft write once the database is closed', () => {
    vi.useFakeTimers();
    const deps = processOn();
    expect(deps.claims.take('reading-1')).toBe(true);
    deps.claims.drafter('reading-1')('The cards speak');
    deps.db.$client.close();
    expect(() => vi.runAllTimers()).not.toThrow();
  });

  it('writes the draft while the work runs, and forgets it once the claim is released', () => {
    vi.useFakeTimers();
    const deps = processOn();
    deps.claims.take('reading-2');
    deps.claims.drafter('reading-2')('So far');
    vi.runAllTimers();
    expect(deps.db.select().from(claims).get()?.draft).toBe('So far');
    deps.claims.drafter('reading-2')('More');
    deps.claims.release('reading-2');
    deps.db.$client.close();
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
