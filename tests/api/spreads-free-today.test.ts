/** GET /api/tarot/spreads tells a signed-in caller whether today's free card is still theirs. */
import { describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../helpers/harness.js';

interface SpreadBody {
  id: string;
  cost: number;
  free_daily: boolean;
  free_today: boolean;
}

describe('GET /api/tarot/spreads free_today', () => {
  it('is true for the daily card until it is drawn that day, and false for every other spread', async () => {
    const t = makeApp();
    const { access_token } = await registerUser(t);
    const spreads = async () =>
      (await (await t.call('GET', '/api/tarot/spreads', undefined, access_token)).json()) as SpreadBody[];

    const before = await spreads();
    expect(before.find((s) => s.id === 'daily')?.free_today).toBe(true);
    for (const s of before.filter((s) => s.id !== 'daily')) expect(s.free_today).toBe(false);

    const res = await t.call('POST', '/api/readings', { spread_id: 'daily' }, access_token);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { reading: { cost: number } }).reading.cost).toBe(0);
    expect((await spreads()).find((s) => s.id === 'daily')?.free_today).toBe(false);
    await t.deps.interpretations.idle();
  });

  it('shows the daily card as free to an anonymous caller', async () => {
    const t = makeApp();
    const list = (await (await t.call('GET', '/api/tarot/spreads')).json()) as SpreadBody[];
    expect(list.find((s) => s.id === 'daily')?.free_today).toBe(true);
  });
});
