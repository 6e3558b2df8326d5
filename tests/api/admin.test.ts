/** /api/admin behaviour: adjustments, users, deletion, dashboard, refunds, daily stats and the audit trail. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditPayment } from '../../core/payments/payments.js';
import { payments, readings, tokenLedger, users } from '../../db/schema.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

async function setup() {
  let refunds = 0;
  const t = makeApp({
    services: () => ({
      refundStars: async () => {
        refunds += 1;
        return 'refunded' as const;
      },
    }),
  });
  const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
  const as = (method: string, url: string, body?: unknown) => t.call(method, url, body, admin.token);
  return { t, admin, as, refunds: () => refunds };
}

const audit = async (as: (m: string, u: string) => Response | Promise<Response>) =>
  (
    await read<{
      items: { actor_id: number; action: string; target: string; before: unknown; after: unknown }[];
    }>(await as('GET', '/api/admin/audit'))
  ).items;

const adjust = (
  as: (m: string, u: string, b?: unknown) => Response | Promise<Response>,
  body: Record<string, unknown>,
) =>
  as('POST', '/api/admin/users/tokens/adjust', {
    reason: 'support',
    idempotency_key: 'key-00000001',
    ...body,
  });

describe('POST /api/admin/users/tokens/adjust', () => {
  it('credits once per key with the admin as actor, audits it, and refuses a balance below zero', async () => {
    const { t, admin, as } = await setup();
    const user = await signUp(t);
    const first = await adjust(as, { user_id: user.id, amount: 5 });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ token_balance: 15 });
    expect(await (await adjust(as, { user_id: user.id, amount: 5 })).json()).toEqual({ token_balance: 15 });
    const rows = t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'admin_adjustment')).all();
    expect(rows).toEqual([
      expect.objectContaining({ userId: user.id, delta: 5, actorUserId: admin.id, reference: 'support' }),
    ]);

    const below = await adjust(as, { user_id: user.id, amount: -16, idempotency_key: 'key-00000002' });
    expect(below.status).toBe(422);
    expect((await read(below)).detail).toMatchObject({
      code: 'insufficient_tokens',
      message: expect.stringContaining('amount'),
    });
    expect(
      (await adjust(as, { user_id: user.id, amount: -15, idempotency_key: 'key-00000003' })).status,
    ).toBe(200);
    expect((await adjust(as, { user_id: 999999, amount: 1, idempotency_key: 'key-00000004' })).status).toBe(
      404,
    );
    // A key already used for one user cannot be replayed against another.
    expect((await adjust(as, { user_id: admin.id, amount: 5 })).status).toBe(409);

    const trail = await audit(as);
    expect(trail.map((a) => [a.action, a.target, a.actor_id])).toEqual([
      ['tokens.adjust', `user:${user.id}`, admin.id],
      ['tokens.adjust', `user:${user.id}`, admin.id],
    ]);
    expect(trail[1]).toMatchObject({
      before: { token_balance: 10 },
      after: { token_balance: 15, amount: 5 },
    });
  });

  it('answers 422 naming the field for bad input and writes nothing', async () => {
    const { t, as } = await setup();
    const user = await signUp(t);
    for (const [body, field] of [
      [{ user_id: user.id, amount: 0 }, 'amount'],
      [{ user_id: user.id, amount: 1.5 }, 'amount'],
      [{ user_id: user.id, amount: '5' }, 'amount'],
      [{ user_id: user.id, amount: 10_000_000 }, 'amount'],
      [{ user_id: 'x', amount: 1 }, 'user_id'],
      [{ user_id: user.id, amount: 1, reason: '  ' }, 'reason'],
      [{ user_id: user.id, amount: 1, idempotency_key: 'short' }, 'idempotency_key'],
    ] as const) {
      const res = await adjust(as, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await read(res)).detail.fields?.[field], JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'admin_adjustment')).all(),
    ).toEqual([]);
    expect(await audit(as)).toEqual([]);
  });
});

describe('GET /api/admin/users/{id}/ledger', () => {
  it("pages a person's ledger newest first, with the adjustment's reason and actor", async () => {
    const { t, admin, as } = await setup();
    const user = await signUp(t);
    for (let i = 1; i <= 3; i++)
      await adjust(as, { user_id: user.id, amount: i, reason: `r${i}`, idempotency_key: `key-ledger-${i}` });
    type Page = {
      entries: { delta: number; reason: string; reference: string | null; actor_user_id: number | null }[];
      next_cursor: string | null;
    };
    const first = await read<Page>(await as('GET', `/api/admin/users/${user.id}/ledger?limit=2`));
    expect(first.entries.map((e) => e.delta)).toEqual([3, 2]);
    expect(first.entries[0]).toMatchObject({
      reason: 'admin_adjustment',
      reference: 'r3',
      actor_user_id: admin.id,
    });
    const rest = await read<Page>(
      await as('GET', `/api/admin/users/${user.id}/ledger?limit=2&cursor=${first.next_cursor}`),
    );
    expect(rest.entries[0]?.delta).toBe(1);
    expect((await as('GET', `/api/admin/users/${user.id}/ledger?cursor=abc`)).status).toBe(422);
  });
});

describe('/api/admin/users', () => {
  it('searches, filters, sorts and pages with a total', async () => {
    const { t, as } = await setup();
    const a = await signUp(t, { email: 'alice@example.com', isEmailVerified: true, passwordHash: 'x' });
    await signUp(t, { telegramId: '4242', username: 'Tg_Bob' });
    await signUp(t, { googleId: 'g-1', email: 'carol@example.com' });
    for (let i = 0; i < 5; i++) await signUp(t, { displayName: `Filler 100%_${i}` });
    const get = async (q: string) =>
      read<{ items: { id: number; email: string | null }[]; total: number; page: number; page_size: number }>(
        await as('GET', `/api/admin/users?${q}`),
      );
    expect((await get('search=ALICE')).items.map((u) => u.id)).toEqual([a.id]);
    expect((await get('search=tg_bob')).total).toBe(1);
    expect((await get('search=4242')).total).toBe(1);
    expect((await get(`search=${a.id}`)).items.map((u) => u.id)).toContain(a.id);
    expect((await get('search=100%25_')).total).toBe(5);
    expect((await get('search=100%25x')).total).toBe(0);
    expect((await get('method=telegram')).total).toBe(1);
    expect((await get('method=google')).total).toBe(1);
    expect((await get('method=email')).total).toBe(1);
    expect((await get('verified=true')).total).toBe(2);
    expect((await get('is_admin=true')).total).toBe(1);
    expect((await get('is_admin=false')).total).toBe(8);
    const page2 = await get('sort=id&order=asc&page=2&page_size=3');
    expect(page2).toMatchObject({ total: 9, page: 2, page_size: 3 });
    expect(page2.items.map((u) => u.id)).toEqual([a.id + 2, a.id + 3, a.id + 4]);
    const today = new Date(t.deps.now()).toISOString().slice(0, 10);
    expect((await get(`created_from=${today}&created_to=${today}`)).total).toBe(9);
    expect((await get('created_to=2000-01-01')).total).toBe(0);
    for (const [q, field] of [
      ['is_admin=yes', 'is_admin'],
      ['method=fax', 'method'],
      ['sort=password_hash', 'sort'],
      ['created_from=2025-02-30', 'created_from'],
      ['page=0', 'page'],
      ['page_size=101', 'page_size'],
    ]) {
      const res = await as('GET', `/api/admin/users?${q}`);
      expect(res.status, q).toBe(422);
      expect((await read(res)).detail.fields?.[field as string], q).toEqual(expect.any(String));
    }
  });

  it('finds names in any script and case, takes the search literally, and pages a common name in order', async () => {
    const { t, as } = await setup();
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ firstName: 'Мария', lastName: `Иванова ${i}` }));
    const first = t.deps.db.insert(users).values(rows).returning({ id: users.id }).all()[0]?.id ?? 0;
    await signUp(t, { displayName: 'Quote "Q" Star*' });
    const get = async (q: string) =>
      read<{ items: { id: number }[]; total: number }>(await as('GET', `/api/admin/users?${q}`));
    const common = await get('search=%D0%9C%D0%90%D0%A0%D0%98%D0%AF&sort=id&order=asc&page_size=50');
    expect(common.total).toBe(1_200);
    expect(common.items.map((u) => u.id)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    const last = await get('search=%D0%BC%D0%B0%D1%80%D0%B8%D1%8F&sort=id&order=asc&page=24&page_size=50');
    expect(last.items.map((u) => u.id).at(-1)).toBe(first + 1_199);
    expect((await get('search=%D0%B8%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0%20117')).total).toBe(11); // 117, 1170–1179
    // FTS query syntax in a search is text to find, never an error.
    expect((await get('search=%22Q%22%20Star*')).total).toBe(1);
    for (const q of ['%22', 'a*b', 'NEAR(x', '-x%20OR%20y', 'col:abc', '%5E%5E%5E']) {
      const res = await as('GET', `/api/admin/users?search=${q}`);
      expect(res.status, q).toBe(200);
    }
    // An edited name is found under its new name only.
    t.deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, first)).run();
    expect((await get('search=renamed')).items.map((u) => u.id)).toEqual([first]);
    expect((await get('search=%D0%BC%D0%B0%D1%80%D0%B8%D1%8F')).total).toBe(1_199);
  });

  it('shows and edits a user, audited, and refuses self-demotion and bad fields', async () => {
    const { t, admin, as } = await setup();
    const user = await signUp(t, { email: 'u@example.com' });
    const detail = await read(await as('GET', `/api/admin/users/${user.id}`));
    expect(detail).toMatchObject({ id: user.id, token_balance: 10, activity: { readings: 0, payments: 0 } });
    expect(detail).not.toHaveProperty('password_hash');
    const put = await as('PUT', `/api/admin/users/${user.id}`, {
      display_name: 'Zed',
      locale: 'de',
      is_email_verified: true,
      is_admin: true,
    });
    expect(put.status).toBe(200);
    expect(await read(put)).toMatchObject({
      display_name: 'Zed',
      locale: 'de',
      is_email_verified: true,
      is_admin: true,
    });
    expect((await audit(as))[0]).toMatchObject({
      action: 'user.update',
      before: { display_name: null, locale: 'en', is_admin: false },
      after: { display_name: 'Zed', locale: 'de', is_admin: true },
    });
    const self = await as('PUT', `/api/admin/users/${admin.id}`, { is_admin: false });
    expect(self.status).toBe(409);
    for (const body of [{ locale: 'xx' }, { is_admin: 'yes' }, { token_balance: 1000 }]) {
      expect((await as('PUT', `/api/admin/users/${user.id}`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await as('PUT', '/api/admin/users/999999', { locale: 'de' })).status).toBe(404);
    expect((await as('GET', '/api/admin/users/abc')).status).toBe(422);
    expect(t.deps.db.select().from(users).where(eq(users.id, user.id)).get()?.tokenBalance).toBe(10);
  });

  it('deletes personal data, ends sessions, keeps the books, and refuses self-deletion', async () => {
    const { t, admin, as } = await setup();
    const user = await signUp(t, {
      email: 'gone@example.com',
      telegramId: '777',
      googleId: 'g-gone',
      firstName: 'Gone',
    });
    const made = await read<{ reading: { id: string } }>(
      await t.call('POST', '/api/readings', { spread_id: 'yes-no', question: 'private?' }, user.token),
    );
    await t.deps.interpretations.idle();
    await t.call('PUT', `/api/readings/${made.reading.id}/note`, { note: 'secret' }, user.token);
    expect((await as('DELETE', `/api/admin/users/${admin.id}`)).status).toBe(409);
    expect((await as('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    const row = t.deps.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({
      email: null,
      telegramId: null,
      googleId: null,
      firstName: null,
      passwordHash: null,
    });
    expect(row?.deletedAt).toEqual(expect.any(Number));
    const r = t.deps.db.select().from(readings).where(eq(readings.userId, user.id)).get();
    expect(r).toMatchObject({ question: null, interpretation: '', note: null });
    expect((await t.call('GET', '/api/user/tokens', undefined, user.token)).status).toBe(401);
    expect((await as('DELETE', `/api/admin/users/${user.id}`)).status).toBe(404);
    expect(JSON.stringify(await audit(as))).not.toContain('gone@example.com');
  });
});

describe('dashboard, payments, refunds, readings and daily stats', () => {
  async function paid(t: TestApp, userId: number, chargeId: string) {
    const r = creditPayment(t.deps, {
      payload: `tokens:${userId}:seeker`,
      currency: 'XTR',
      totalAmount: 100,
      chargeId,
      providerChargeId: null,
      payerUserId: userId,
      payerTelegramId: 555,
    });
    return r.payment;
  }

  it('counts the day, refunds a payment once with an audit row, and lists readings and payments', async () => {
    const { t, as, refunds } = await setup();
    const user = await signUp(t, { telegramId: '555' });
    const payment = await paid(t, user.id, 'charge-1');
    await t.call('POST', '/api/readings', { spread_id: 'three-cards' }, user.token);
    await t.deps.interpretations.idle();
    const dash = await read(await as('GET', '/api/admin/dashboard'));
    expect(dash).toMatchObject({
      users_total: 2,
      users_new_today: 2,
      users_new_7d: 2,
      readings_today: 1,
      readings_total: 1,
      readings_failed_today: 0,
      tokens_spent_today: 2,
      tokens_spent_total: 2,
      tokens_bought_today: 60,
      tokens_bought_total: 60,
      stars_revenue_total: 100,
    });
    const refund = await as('POST', `/api/admin/payments/${payment.id}/refund`);
    expect(refund.status).toBe(200);
    expect(await read(refund)).toMatchObject({
      payment: { status: 'refunded', stars: 100 },
      tokens_taken: 60,
    });
    expect((await as('POST', `/api/admin/payments/${payment.id}/refund`)).status).toBe(409);
    expect(refunds()).toBe(1);
    expect(t.deps.db.select().from(payments).get()?.status).toBe('refunded');
    expect((await audit(as))[0]).toMatchObject({ action: 'payment.refund', target: `payment:${payment.id}` });
    expect((await read(await as('GET', '/api/admin/payments?status=refunded'))).total).toBe(1);
    expect((await read(await as('GET', '/api/admin/payments?status=paid'))).total).toBe(0);
    const list = await read<{ items: { id: string; user_id: number }[]; total: number }>(
      await as('GET', `/api/admin/readings?user_id=${user.id}&status=complete&spread_id=three-cards`),
    );
    expect(list.total).toBe(1);
    expect((await as('GET', `/api/admin/readings/${list.items[0]?.id}`)).status).toBe(200);
    expect((await as('GET', '/api/admin/readings?spread_id=nope')).status).toBe(422);
    expect((await as('GET', '/api/admin/payments?status=lost')).status).toBe(422);
  });

  it('counts as active today only people who asked for a reading, the same in the tile and the chart', async () => {
    const { t, as } = await setup();
    const now = t.deps.now();
    await signUp(t, { lastSeenAt: now });
    const reader = await signUp(t, { lastSeenAt: now });
    await t.call('POST', '/api/readings', { spread_id: 'three-cards' }, reader.token);
    await t.deps.interpretations.idle();
    const today = new Date(now).toISOString().slice(0, 10);
    const dash = await read<{ users_active_today: number }>(await as('GET', '/api/admin/dashboard'));
    const stats = await read<{ days: { active_users: number }[] }>(
      await as('GET', `/api/admin/stats/daily?from=${today}&to=${today}`),
    );
    expect(dash.users_active_today).toBe(1);
    expect(stats.days[0]?.active_users).toBe(dash.users_active_today);
  });

  it('answers one row per day for stats/daily and validates the range', async () => {
    const { t, as } = await setup();
    const today = new Date(t.deps.now()).toISOString().slice(0, 10);
    const yesterday = new Date(t.deps.now() - 86_400_000).toISOString().slice(0, 10);
    const body = await read<{ days: { day: string; signups: number }[] }>(
      await as('GET', `/api/admin/stats/daily?from=${yesterday}&to=${today}`),
    );
    expect(body.days.map((d) => d.day)).toEqual([yesterday, today]);
    expect(body.days[1]).toMatchObject({
      signups: 1,
      readings_complete: 0,
      tokens_spent: 0,
      stars_revenue: 0,
    });
    for (const q of [
      `from=${today}&to=${yesterday}`,
      'from=2020-01-01&to=2025-01-01',
      'from=2025-13-01&to=2025-01-01',
    ]) {
      expect((await as('GET', `/api/admin/stats/daily?${q}`)).status, q).toBe(422);
    }
  });
});
