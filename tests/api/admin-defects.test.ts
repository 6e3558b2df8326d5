/**
 * Issue 17 §2: defects found by attacking the running admin API (items 1, 2, 3, 4, 7, 8, 12), each
 * through the real app on a real database.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenLedger, users } from '../../db/schema.js';
import { makeApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';
import { signInitData, telegramSignIn } from '../helpers/telegram-init-data.js';

const BOSS = 'boss@example.com';

type Call = (method: string, url: string, body?: unknown) => Response | Promise<Response>;

async function setup(env: Record<string, string> = {}) {
  const t = makeApp({ env });
  const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
  const as: Call = (method, url, body) => t.call(method, url, body, admin.token);
  return { t, admin, as };
}

type AuditItem = { action: string; before: Record<string, unknown>; after: Record<string, unknown> };
const auditTrail = async (as: Call) =>
  (await read<{ items: AuditItem[] }>(await as('GET', '/api/admin/audit'))).items;

const isAdminNow = async (as: Call, id: number) =>
  (await read<{ is_admin: boolean }>(await as('GET', `/api/admin/users/${id}`))).is_admin;

const adjust = (as: Call, body: Record<string, unknown>) =>
  as('POST', '/api/admin/users/tokens/adjust', {
    reason: 'support',
    idempotency_key: 'key-00000001',
    ...body,
  });

const adjustments = (t: ReturnType<typeof makeApp>) =>
  t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'admin_adjustment')).all();

describe('PUT /api/admin/users/{id}: e-mail verification of an ADMIN_EMAILS address (§2.1)', () => {
  it('refuses with 409 owner_must_verify, so ticking "verified" never makes an admin', async () => {
    const { t, as } = await setup({ ADMIN_EMAILS: BOSS });
    const claimant = await signUp(t, { email: BOSS });
    const res = await as('PUT', `/api/admin/users/${claimant.id}`, { is_email_verified: true });
    expect(res.status).toBe(409);
    expect((await read(res)).detail).toMatchObject({
      code: 'owner_must_verify',
      message: expect.stringContaining('is_email_verified'),
    });
    expect(await isAdminNow(as, claimant.id)).toBe(false);
    expect(t.deps.db.select().from(users).where(eq(users.id, claimant.id)).get()?.isEmailVerified).toBe(
      false,
    );
    expect(await auditTrail(as)).toEqual([]);
  });

  it('still lets an admin verify an address that is not listed', async () => {
    const { t, as } = await setup({ ADMIN_EMAILS: BOSS });
    const user = await signUp(t, { email: 'plain@example.com' });
    const res = await as('PUT', `/api/admin/users/${user.id}`, { is_email_verified: true });
    expect(res.status).toBe(200);
    expect(await read(res)).toMatchObject({ is_email_verified: true, is_admin: false });
  });

  it('audits the effective admin status: un-verifying an owner-verified listed address is true → false', async () => {
    const { t, as } = await setup({ ADMIN_EMAILS: BOSS });
    const boss = await signUp(t, { email: BOSS, isEmailVerified: true });
    expect(await isAdminNow(as, boss.id)).toBe(true);
    const res = await as('PUT', `/api/admin/users/${boss.id}`, { is_email_verified: false });
    expect(res.status).toBe(200);
    expect(await read(res)).toMatchObject({ is_admin: false });
    expect((await auditTrail(as))[0]).toMatchObject({
      action: 'user.update',
      before: { is_email_verified: true, is_admin: true },
      after: { is_email_verified: false, is_admin: false },
    });
  });
});

describe('PUT /api/admin/users/{id} with nothing to change (§2.2)', () => {
  it.each([
    ['an empty object', '{}', 'application/json'],
    ['a body that is not JSON', 'display_name=Zed', 'text/plain'],
    ['no body at all', undefined, undefined],
  ])('answers 422 naming the fields it expects for %s, and changes nothing', async (_what, body, type) => {
    const { t, admin, as } = await setup();
    const user = await signUp(t, { email: 'u@example.com' });
    const res = await t.app.request(`/api/admin/users/${user.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    expect(res.status).toBe(422);
    const { detail } = await read<{ detail: { code: string; message: string } }>(res);
    expect(detail.code).toBe('validation_error');
    expect(detail.message).toMatch(/display_name.*locale.*is_email_verified.*is_admin/);
    expect(await auditTrail(as)).toEqual([]);
  });
});

describe('GET /api/admin/users?search= with any text (§2.3)', () => {
  const search = (as: Call, q: string) => as('GET', `/api/admin/users?${new URLSearchParams({ search: q })}`);

  it('answers 200 for a NUL inside the search, and still finds by the rest', async () => {
    const { t, as } = await setup();
    await signUp(t, { email: 'xylophone@example.com' });
    const res = await as('GET', '/api/admin/users?search=xy%00lo');
    expect(res.status).toBe(200);
    expect((await read<{ items: { email: string }[] }>(res)).items.map((u) => u.email)).toEqual([
      'xylophone@example.com',
    ]);
  });

  it('answers 200 for every string within the length limit: FTS5 syntax, controls, any script', async () => {
    const { t, as } = await setup();
    await signUp(t, { email: 'ann@example.com', displayName: 'Ann "Q" Star*' });
    const text = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.string({
        unit: fc.constantFrom('"', '*', '^', ':', '(', ')', '-', '+', '\0', '\u0001', 'NEAR', 'OR', ' ', 'a'),
        maxLength: 40,
      }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (q) => {
        expect((await search(as, q)).status, JSON.stringify(q)).toBe(200);
      }),
      { seed: 17, numRuns: 200 },
    );
  });
});

describe('one name rule for the admin edit and Telegram sign-in (§2.4)', () => {
  it.each([
    ['a right-to-left override', 'admin\u202Egpj.exe'],
    ['a zero-width space', 'Ann\u200BExample'],
    ['a bell', 'Ann\u0007'],
  ])('refuses %s in the admin edit of display_name with 422 naming it', async (_what, name) => {
    const { t, as } = await setup();
    const user = await signUp(t, { displayName: 'Ann' });
    const res = await as('PUT', `/api/admin/users/${user.id}`, { display_name: name });
    expect(res.status).toBe(422);
    expect((await read(res)).detail.message).toContain('display_name');
    expect(t.deps.db.select().from(users).where(eq(users.id, user.id)).get()?.displayName).toBe('Ann');
  });

  it("strips controls and bidi marks from Telegram's first_name, last_name and username at sign-in", async () => {
    const t = makeApp();
    const initData = signInitData(t, {
      user: {
        id: 4242,
        first_name: 'Ann\u202Egpj.exe',
        last_name: '\u200BExample\u0007',
        username: 'ann\u2067_tg',
      },
    });
    const res = await telegramSignIn(t, initData);
    expect(res.status).toBe(200);
    expect((await read(res)).user).toMatchObject({
      first_name: 'Anngpj.exe',
      last_name: 'Example',
      username: 'ann_tg',
    });
    expect(t.deps.db.select().from(users).where(eq(users.telegramId, '4242')).get()).toMatchObject({
      firstName: 'Anngpj.exe',
      lastName: 'Example',
      username: 'ann_tg',
    });
  });
});

describe('POST /api/admin/users/tokens/adjust on a deleted account (§2.7)', () => {
  it('refuses with 409 user_deleted and writes no ledger row', async () => {
    const { t, as } = await setup();
    const user = await signUp(t, { email: 'gone@example.com' });
    expect((await as('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    const res = await adjust(as, { user_id: user.id, amount: 5 });
    expect(res.status).toBe(409);
    expect((await read(res)).detail).toMatchObject({ code: 'user_deleted' });
    expect(adjustments(t)).toEqual([]);
  });
});

describe('POST /api/admin/users/tokens/adjust with a reused idempotency key (§2.8)', () => {
  it('repeats the first answer for the same body, even after the balance moved on', async () => {
    const { t, as } = await setup();
    const user = await signUp(t);
    expect(await read(await adjust(as, { user_id: user.id, amount: 5 }))).toEqual({ token_balance: 15 });
    await adjust(as, { user_id: user.id, amount: 3, idempotency_key: 'key-00000002' });
    const again = await adjust(as, { user_id: user.id, amount: 5 });
    expect(again.status).toBe(200);
    expect(await read(again)).toEqual({ token_balance: 15 });
    expect(adjustments(t).map((r) => r.delta)).toEqual([5, 3]);
  });

  it.each([
    ['another amount', () => ({ amount: 50 })],
    ['another reason', () => ({ reason: 'goodwill' })],
    ['another user', (adminId: number) => ({ user_id: adminId })],
  ])('answers 409 idempotency_key_reused for %s, and changes nothing', async (_what, change) => {
    const { t, admin, as } = await setup();
    const user = await signUp(t);
    await adjust(as, { user_id: user.id, amount: 5 });
    const res = await adjust(as, { user_id: user.id, amount: 5, ...change(admin.id) });
    expect(res.status).toBe(409);
    expect((await read(res)).detail).toMatchObject({ code: 'idempotency_key_reused' });
    expect(adjustments(t).map((r) => [r.userId, r.delta, r.reference])).toEqual([[user.id, 5, 'support']]);
  });
});

describe('GET /api/admin/stats/daily without a range (§2.12)', () => {
  it('answers the last 30 days, ending today (UTC)', async () => {
    const { t, as } = await setup();
    const res = await as('GET', '/api/admin/stats/daily');
    expect(res.status).toBe(200);
    const days = (await read<{ days: { day: string }[] }>(res)).days.map((d) => d.day);
    const day = (ago: number) => new Date(t.deps.now() - ago * 86_400_000).toISOString().slice(0, 10);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe(day(29));
    expect(days.at(-1)).toBe(day(0));
  });

  it('fills in the missing end: from alone runs to today, to alone starts 29 days before it', async () => {
    const { t, as } = await setup();
    const day = (ago: number) => new Date(t.deps.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const daysOf = async (q: string) =>
      (await read<{ days: { day: string }[] }>(await as('GET', `/api/admin/stats/daily?${q}`))).days.map(
        (d) => d.day,
      );
    expect(await daysOf(`from=${day(2)}`)).toEqual([day(2), day(1), day(0)]);
    const before = await daysOf('to=2025-01-31');
    expect([before[0], before.at(-1), before.length]).toEqual(['2025-01-02', '2025-01-31', 30]);
  });
});
