/**
 * One racing process of the ledger race test: opens the shared database file, waits for the start
 * signal (a line on stdin), then debits 1 token as fast as it can, `tries` times, and prints how many
 * debits went through and how many were refused for want of tokens.
 * Usage: node --import tsx ledger-racer.ts <db> <userId> <tries>, then write a line to its stdin
 */
import { once } from 'node:events';
import { InsufficientTokensError, postEntry } from '../../core/ledger.js';
import { openDb } from '../../db/client.js';

const [file, user, tries] = process.argv.slice(2);
if (!file || !user || !tries) throw new Error('usage: ledger-racer <db> <userId> <tries>');
const db = openDb(file);
// The race is about correctness, not latency: on a loaded machine a writer may wait far longer than the
// product's 5 s for the lock, and SQLITE_BUSY would end this racer instead of testing the ledger.
db.$client.pragma('busy_timeout = 120000');
process.stdout.write('ready\n');
await once(process.stdin, 'data');
process.stdin.pause();
let won = 0;
let refused = 0;
for (let i = 0; i < Number(tries); i += 1) {
  try {
    postEntry(db, { userId: Number(user), delta: -1, reason: 'reading', reference: `${process.pid}:${i}` });
    won += 1;
  } catch (error) {
    if (!(error instanceof InsufficientTokensError)) throw error;
    refused += 1;
  }
  // Yield now and then so the processes interleave rather than run one burst each.
  if (i % 10 === 0) await new Promise((r) => setImmediate(r));
}
process.stdout.write(`${JSON.stringify({ won, refused })}\n`);
db.$client.close();
