/**
 * Refunds after an account is deleted, the refund's audit row in the transaction of its books, and an
 * audit trail the database keeps append-only (issue 17, 2.6 and 2.11).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditPayment } from '../../core/payments/payments.js';
import { adminAudit, payments, tokenLedger } from '../../db/schema.js';
import { makeApp, type TestApp } from '../helpers/harness.js';
import { readJson as read } from '../helpers/read-json.js';
import { signUp } from '../helpers/sign-up.js';

async function setup() {
  const sent: { payer: number; charge: string }[] = [];
  const t = makeApp({
    services: () => ({
      refundStars: async (payer: number, charge: string) => {
        sent.push({ payer, charge });
        return 'refunded' as const;
      },
    }),
  });
  const admin = await signUp(t, { isAdmin: true, email: 'admin@example.com', isEmailVerified: true });
  const as = (method: string, url: string, body?: unknown) => t.call(method, url, body, admin.token);
  return { t, admin, as, sent };
}

/** A Stars payment for `userId`'s tokens, paid by the Telegram user `payerTelegramId` (account `payerUserId`). */
function pay(t: TestApp, userId: number, payer: { userId: number; telegramId: number }, chargeId: string) {
  const result = creditPayment(t.deps, {
    payload: `tokens:${userId}:seeker`,
    currency: 'XTR',
    totalAmount: 100,
    chargeId,
    providerChargeId: null,
    payerUserId: payer.userId,
    payerTelegramId: payer.telegramId,
  });
  if (result.status !== 'credited') throw new Error(`payment ${result.status}`);
  return result.payment;
}

const auditRows = (t: TestApp) => t.deps.db.select().from(adminAudit).all();

describe("a deleted account's Stars payments", () => {
  it('are refunded to the Telegram user who paid, after the account is gone', async () => {
    const { t, as, sent } = await setup();
    const user = await signUp(t, { telegramId: '777' });
    const payment = pay(t, user.id, { userId: user.id, telegramId: 777 }, 'charge-own');
    expect((await as('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);

    const refund = await as('POST', `/api/admin/payments/${payment.id}/refund`);
    expect(refund.status).toBe(200);
    expect(await read(refund)).toMatchObject({ payment: { status: 'refunded' }, tokens_taken: 60 });
    expect(sent).toEqual([{ payer: 777, charge: 'charge-own' }]);
  });

  it('of a gift go back to the giver, even when the giver deleted their account', async () => {
    const { t, as, sent } = await setup();
    const giver = await signUp(t, { telegramId: '888' });
    const receiver = await signUp(t);
    const payment = pay(t, receiver.id, { userId: giver.id, telegramId: 888 }, 'charge-gift');
    expect((await as('DELETE', `/api/admin/users/${giver.id}`)).status).toBe(200);

    expect((await as('POST', `/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(sent).toEqual([{ payer: 888, charge: 'charge-gift' }]);
  });
});

describe('the admin audit trail', () => {
  it("is written in the refund's own transaction: when the audit row cannot be written, neither are the books", async () => {
    const { t, admin, as } = await setup();
    const user = await signUp(t, { telegramId: '555' });
    const payment = pay(t, user.id, { userId: user.id, telegramId: 555 }, 'charge-1');
    const sqlite = t.deps.db.$client;
    sqlite.exec(
      "CREATE TEMP TRIGGER audit_down BEFORE INSERT ON admin_audit BEGIN SELECT RAISE(ABORT, 'audit down'); END",
    );

    expect((await as('POST', `/api/admin/payments/${payment.id}/refund`)).status).toBe(500);
    expect(t.deps.db.select().from(payments).where(eq(payments.id, payment.id)).get()?.status).toBe('paid');
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'purchase_refund')).all(),
    ).toEqual([]);

    // Telegram has the Stars back already; the retry brings the books and the audit level with it.
    sqlite.exec('DROP TRIGGER audit_down');
    expect((await as('POST', `/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(auditRows(t)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: 'payment.refund',
        target: `payment:${payment.id}`,
      }),
    ]);
    expect(JSON.parse(auditRows(t)[0]?.after ?? '{}')).toEqual({
      status: 'refunded',
      taken: 60,
      shortfall: 0,
    });
  });

  it('refuses to change or remove a record, and account deletion still appends its own', async () => {
    const { t, as } = await setup();
    const user = await signUp(t);
    await as('PUT', `/api/admin/users/${user.id}`, { locale: 'de' });
    const sqlite = t.deps.db.$client;
    expect(() => sqlite.prepare("UPDATE admin_audit SET action = 'nothing'").run()).toThrow(/append-only/);
    expect(() => sqlite.prepare('DELETE FROM admin_audit').run()).toThrow(/append-only/);

    expect((await as('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    expect(auditRows(t).map((a) => a.action)).toEqual(['user.update', 'user.delete']);
  });
});
