/**
 * The Journal's cost (ADR 0039): GET /api/user/insights's core for a person with 5,000 complete
 * readings spread over the last year, in a database where 20 other people hold 100,000 more, and the
 * recurring-card lookup a new reading makes. Prints the query plans (the window's rows come through
 * the readings_user_created index) and the latencies; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '../../core/accounts/users.js';
import { insightsFor } from '../../core/insights/insights.js';
import { recurringCards } from '../../core/insights/recurring-cards.js';
import { DECK } from '../../core/tarot/deck.js';
import { openDb } from '../../db/client.js';
import { readings } from '../../db/schema.js';
import { seededRandom } from '../helpers/seeded-random.js';
import { measure, SHORT, saveResults } from './bench-report.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15, 12);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarot-insights-bench-'));
const db = openDb(path.join(dir, 'bench.db'));
const random = seededRandom(2039);

function seed(userId: number, count: number) {
  const insert = db.$client.prepare(
    `insert into readings (id, user_id, spread_id, cards, interpretation, status, cost, locale, created_at, completed_at)
     values (?, ?, 'three-cards', ?, '', 'complete', 0, 'en', ?, ?)`,
  );
  db.$client.transaction(() => {
    for (let i = 0; i < count; i++) {
      const size = [1, 3, 3, 5, 10][random(5)] ?? 3;
      const cards = Array.from({ length: size }, (_, p) => ({
        position: `p${p}`,
        card_id: DECK[random(DECK.length)]?.id,
        reversed: random(3) === 0,
      }));
      const at = NOW - random(365 * DAY);
      insert.run(`${userId}-${i}`, userId, JSON.stringify(cards), at, at);
    }
  })();
}

const newUser = () => db.transaction((tx) => createUser(tx, { locale: 'en' }), { behavior: 'immediate' });
const person = newUser();
seed(person.id, 5000);
for (let n = 0; n < 20; n++) seed(newUser().id, SHORT ? 100 : 5000);
db.$client.exec('analyze');

const plan = (sql: string, ...args: unknown[]) =>
  (db.$client.prepare(`explain query plan ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail);
console.log(
  'window plan',
  plan(
    'select cards, created_at from readings where user_id = ? and status = ? and created_at >= ? and created_at <= ?',
    person.id,
    'complete',
    NOW - 365 * DAY,
    NOW,
  ),
);

console.log(
  'streak step plan',
  plan(
    'select created_at from readings where user_id = ? and status = ? and created_at < ? order by created_at desc limit 1',
    person.id,
    'complete',
    NOW - 365 * DAY,
  ),
);
const n = SHORT ? 3 : 200;
const rows = [];
for (const days of [30, 90, 365] as const)
  rows.push(
    await measure(`insights, ${days} days (5,000 readings a year)`, n, async () =>
      insightsFor(db, person.id, days, NOW),
    ),
  );
const fresh = db.select().from(readings).where(undefined).limit(1).get();
if (fresh)
  rows.push(
    await measure('recurring cards of a new reading (90 days)', n, async () =>
      recurringCards(db, { ...fresh, userId: person.id, createdAt: NOW }),
    ),
  );
const sample = insightsFor(db, person.id, 365, NOW);
console.log('a year of insights', {
  readings: sample.readings,
  cards: sample.cards_drawn,
  streak: sample.streak,
});
console.table(rows);
saveResults('insights', rows);
db.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
