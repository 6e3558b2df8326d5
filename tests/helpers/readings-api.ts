/** Readings through the API and what they leave behind: the reading row and the balance with its ledger. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ReadingDto } from '../../core/readings/reading-dto.js';
import { readings } from '../../db/schema.js';
import type { TestApp } from './harness.js';

/** POST /api/readings (three cards unless told), which must answer 201; answers the reading. */
export async function newReading(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = { spread_id: 'three-cards' },
) {
  const res = await t.call('POST', '/api/readings', body, token);
  expect(res.status).toBe(201);
  return ((await res.json()) as { reading: ReadingDto }).reading;
}

/** The reading's database row, if any. */
export const dbRow = (t: TestApp, id: string) =>
  t.deps.db.select().from(readings).where(eq(readings.id, id)).get();

/** GET /api/user/tokens: the balance and the ledger entries. */
export const tokens = async (t: TestApp, token: string) =>
  (await (await t.call('GET', '/api/user/tokens', undefined, token)).json()) as {
    token_balance: number;
    entries: { delta: number; reason: string; reference: string | null }[];
  };
