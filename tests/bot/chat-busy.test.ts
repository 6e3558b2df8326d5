/**
 * The chat writes one reading at a time per person (issue 25 §5), whichever process a webhook update
 * lands on: the slot is a claim in the shared database (bot/chat/busy.ts). Two processes here are two
 * connections to one migrated SQLite file, each with its own claims.
 */
import { describe, expect, it } from 'vitest';
import { createChatBusy } from '../../bot/chat/busy.js';
import { createClaims } from '../../core/claims.js';
import { openDb } from '../../db/client.js';
import { makeDeps } from '../helpers/harness.js';

function twoProcesses() {
  const deps = makeDeps();
  const process = () => {
    const db = openDb(deps.databasePath);
    return createChatBusy(createClaims({ db, config: deps.config, now: deps.now }));
  };
  return [process(), process()] as const;
}

describe('one chat reading at a time per person', () => {
  it('keeps the slot across processes until the writing ends, and per person', async () => {
    const [a, b] = twoProcesses();
    expect(a.begin(7)).toBe(true);
    // The same process, and another one, both see the reading being written.
    expect(a.begin(7)).toBe(false);
    expect(b.has(7)).toBe(true);
    expect(b.begin(7)).toBe(false);
    // Someone else is free to ask.
    expect(b.begin(8)).toBe(true);
    let finish = () => {};
    const writing = a.hold(7, () => new Promise<void>((resolve) => (finish = resolve)));
    expect(b.begin(7)).toBe(false);
    finish();
    await writing;
    expect(b.has(7)).toBe(false);
    expect(b.begin(7)).toBe(true);
  });

  it('frees the slot when a reading could not be started', () => {
    const [a, b] = twoProcesses();
    expect(a.begin(7)).toBe(true);
    a.end(7);
    expect(a.has(7)).toBe(false);
    expect(b.begin(7)).toBe(true);
  });
});
