import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserByQuery } from '../../bot/admin/find-user.js';
import { deleteUserAsAdmin } from '../../core/admin/users.js';
import { translate } from '../../core/i18n.js';
import { balanceOf } from '../../core/ledger.js';
import { invoicePayload } from '../../core/payments/invoice.js';
import { payments, readings, tokenLedger, users } from '../../db/schema.js';
import {
  type BotHarness,
  GROUP,
  groupTextUpdate,
  makeBot,
  successfulPaymentUpdate,
  textUpdate,
  tgUser,
} from './helpers.js';

const ADMIN_TG = 9100;
const bot = (key: string, vars: Record<string, string | number> = {}) => translate('en', 'bot', key, vars);
const adminBot = () => makeBot({ env: { ADMIN_TELEGRAM_IDS: String(ADMIN_TG) } });

async function accountOf(t: BotHarness, tgId: number, extra: Parameters<typeof tgUser>[1] = {}) {
  await t.send(textUpdate(tgUser(tgId, extra), '/start'));
  const account = findUserByQuery(t.deps.db, String(tgId));
  if (!account) throw new Error('no account');
  return account;
}

describe('admin commands for non-admins', () => {
  it.each(['/stats', '/user 1', '/grant 1 100 because', '/refund charge-1'])(
    'answers %s like any unknown command and changes nothing',
    async (command) => {
      const t = await adminBot();
      const stranger = await accountOf(t, 9200);
      await t.send(textUpdate(tgUser(9200), command.replace(' 1', ` ${stranger.id}`)));
      expect(t.lastTextTo(9200)).toBe(bot('unknown'));
      expect(balanceOf(t.deps.db, stranger.id)).toBe(10);
      expect(t.telegram.callsTo('refundStarPayment')).toEqual([]);
    },
  );

  it('does not show admin commands in /help to non-admins, and does to admins', async () => {
    const t = await adminBot();
    await t.send(textUpdate(tgUser(9201), '/help'));
    await t.send(textUpdate(tgUser(ADMIN_TG), '/help'));
    expect(t.lastTextTo(9201)).toBe(bot('help.text'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(`${bot('help.text')}\n\n${bot('help.admin')}`);
  });

  it('treats an account flagged is_admin as an admin', async () => {
    const t = await makeBot();
    const flagged = await accountOf(t, 9202);
    t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, flagged.id)).run();
    await t.send(textUpdate(tgUser(9202), '/stats'));
    expect(t.lastTextTo(9202)).toContain('📊');
  });
});

describe('admin commands in a group chat', () => {
  it.each(['/stats', '/user #1', '/grant #1 100 because', '/refund charge-1'])(
    'are not run for an admin in a group: %s gets no answer there and changes nothing',
    async (command) => {
      const t = await adminBot();
      const member = await accountOf(t, 9210);
      await t.send(groupTextUpdate(tgUser(ADMIN_TG), command.replace('#1', `#${member.id}`)));
      expect(t.telegram.callsTo('sendMessage').filter((p) => p.chat_id === GROUP.id)).toEqual([]);
      expect(balanceOf(t.deps.db, member.id)).toBe(10);
      expect(t.telegram.callsTo('refundStarPayment')).toEqual([]);
    },
  );

  it('still run in the admin’s private chat, and /help lists them only there', async () => {
    const t = await adminBot();
    await t.send(groupTextUpdate(tgUser(ADMIN_TG), '/help'));
    await t.send(textUpdate(tgUser(ADMIN_TG), '/stats'));
    expect(t.textsTo(GROUP.id)).toEqual([bot('help.text')]);
    expect(t.lastTextTo(ADMIN_TG)).toContain('📊');
  });
});

describe('/stats', () => {
  it('counts today and totals: users, readings, payments and Stars', async () => {
    const t = await adminBot();
    const buyer = await accountOf(t, 9300);
    await t.send(textUpdate(tgUser(9300), '/daily'));
    const payload = invoicePayload(buyer.id, 'starter');
    await t.send(successfulPaymentUpdate(tgUser(9300), payload, 50, 'stats-charge'));
    // Move the buyer's day into yesterday; what follows happens today.
    const yesterday = t.deps.clock.now() - 24 * 60 * 60 * 1000;
    t.deps.db.update(users).set({ createdAt: yesterday }).where(eq(users.id, buyer.id)).run();
    t.deps.db.update(readings).set({ createdAt: yesterday }).run();
    t.deps.db.update(payments).set({ createdAt: yesterday }).run();
    await accountOf(t, 9301);
    await t.send(textUpdate(tgUser(ADMIN_TG), '/stats'));
    const day = new Date(t.deps.clock.now()).toISOString().slice(0, 10);
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.stats', {
        day,
        users_today: 2,
        readings_today: 0,
        payments_today: 0,
        stars_today: 0,
        users: 3,
        readings: 1,
        payments: 1,
        stars: 50,
        refunds: 0,
        tokens: 10 + 10 + 35,
      }),
    );
  });
});

describe('/user', () => {
  it('finds a user by #id, Telegram id, @username or e-mail', async () => {
    const t = await adminBot();
    const anna = await accountOf(t, 9400, { username: 'Anna_T', first_name: 'Anna' });
    t.deps.db.update(users).set({ email: 'anna@example.com' }).where(eq(users.id, anna.id)).run();
    for (const query of [`#${anna.id}`, '9400', '@anna_t', 'Anna@Example.com']) {
      await t.send(textUpdate(tgUser(ADMIN_TG), `/user ${query}`));
      const [reply] = t.telegram.callsTo('sendMessage').slice(-1);
      expect(reply?.parse_mode).toBe('HTML');
      expect(String(reply?.text)).toContain(`#${anna.id}`);
      expect(String(reply?.text)).toContain('anna@example.com');
    }
  });

  it('escapes names for HTML and says when nobody matches', async () => {
    const t = await adminBot();
    const odd = await accountOf(t, 9401, { first_name: '<b>Eve</b>' });
    await t.send(textUpdate(tgUser(ADMIN_TG), `/user #${odd.id}`));
    expect(t.lastTextTo(ADMIN_TG)).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    await t.send(textUpdate(tgUser(ADMIN_TG), '/user @nobody'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.user_not_found', { query: '@nobody' }));
    await t.send(textUpdate(tgUser(ADMIN_TG), '/user'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.user_usage'));
  });

  it('reads #<n> as our user id and a bare number as a Telegram id, never one for the other', async () => {
    const t = await adminBot();
    const first = await accountOf(t, 9402, { username: 'first' });
    // A Telegram account whose Telegram id is the first account's user id.
    const other = await accountOf(t, first.id, { username: 'other' });
    await t.send(textUpdate(tgUser(ADMIN_TG), `/user #${first.id}`));
    expect(t.lastTextTo(ADMIN_TG)).toContain(`#${first.id}\n`);
    expect(t.lastTextTo(ADMIN_TG)).toContain('@first');
    await t.send(textUpdate(tgUser(ADMIN_TG), `/user ${first.id}`));
    expect(t.lastTextTo(ADMIN_TG)).toContain(`#${other.id}\n`);
    expect(t.lastTextTo(ADMIN_TG)).toContain('@other');
    await t.send(textUpdate(tgUser(ADMIN_TG), '/user 99999'));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.user_not_found', { query: '99999' }));
  });
});

describe('/grant', () => {
  it('adjusts a balance by a ledger row with the reason and the admin as actor', async () => {
    const t = await adminBot();
    const user = await accountOf(t, 9500, { username: 'grantee' });
    const admin = await accountOf(t, ADMIN_TG);
    await t.send(textUpdate(tgUser(ADMIN_TG), '/grant @grantee 15 sorry for the outage'));
    expect(balanceOf(t.deps.db, user.id)).toBe(25);
    const row = t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'admin_adjustment')).get();
    expect(row).toMatchObject({
      userId: user.id,
      delta: 15,
      reference: 'sorry for the outage',
      actorUserId: admin.id,
    });
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.granted', { delta: '+15', account: `#${user.id} @grantee`, balance: 25 }),
    );
  });

  it('grants to the account the syntax names, and says which one in the reply', async () => {
    const t = await adminBot();
    const first = await accountOf(t, 9503);
    const other = await accountOf(t, first.id, { username: 'tg_twin' });
    t.deps.db.update(users).set({ email: 'first@example.com' }).where(eq(users.id, first.id)).run();
    await t.send(textUpdate(tgUser(ADMIN_TG), `/grant #${first.id} 1 by user id`));
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.granted', { delta: '+1', account: `#${first.id} first@example.com`, balance: 11 }),
    );
    await t.send(textUpdate(tgUser(ADMIN_TG), `/grant ${first.id} 2 by Telegram id`));
    expect(t.lastTextTo(ADMIN_TG)).toBe(
      bot('admin.granted', { delta: '+2', account: `#${other.id} @tg_twin`, balance: 12 }),
    );
    expect([balanceOf(t.deps.db, first.id), balanceOf(t.deps.db, other.id)]).toEqual([11, 12]);
  });

  it('takes tokens with a negative amount, but never below zero', async () => {
    const t = await adminBot();
    const user = await accountOf(t, 9501);
    await t.send(textUpdate(tgUser(ADMIN_TG), `/grant #${user.id} -4 duplicate bonus`));
    expect(balanceOf(t.deps.db, user.id)).toBe(6);
    await t.send(textUpdate(tgUser(ADMIN_TG), `/grant #${user.id} -7 too much`));
    expect(balanceOf(t.deps.db, user.id)).toBe(6);
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.grant_insufficient', { balance: 6, amount: 7 }));
  });

  it('applies one command message once, even when Telegram delivers it twice', async () => {
    const t = await adminBot();
    const user = await accountOf(t, 9502);
    const update = textUpdate(tgUser(ADMIN_TG), `/grant #${user.id} 5 once`);
    await t.send(update);
    await t.send(update);
    expect(balanceOf(t.deps.db, user.id)).toBe(15);
    // The second delivery repeats the first answer.
    const granted = bot('admin.granted', { delta: '+5', account: `#${user.id}`, balance: 15 });
    expect(t.textsTo(ADMIN_TG).slice(-2)).toEqual([granted, granted]);
  });

  it('says the account was deleted, and changes no tokens, for a deleted account', async () => {
    const t = await adminBot();
    const user = await accountOf(t, 9504);
    const admin = await accountOf(t, ADMIN_TG);
    deleteUserAsAdmin(t.deps.db, admin, user.id, t.deps.now());
    await t.send(textUpdate(tgUser(ADMIN_TG), `/grant #${user.id} 5 after deletion`));
    expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.grant_deleted', { account: `#${user.id}` }));
    expect(
      t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'admin_adjustment')).all(),
    ).toEqual([]);
  });

  it.each(['', '@someone', '@someone ten reason', '@someone 5', '@someone 0 nothing'])(
    'shows the usage for "/grant %s"',
    async (args) => {
      const t = await adminBot();
      await t.send(textUpdate(tgUser(ADMIN_TG), `/grant ${args}`.trim()));
      expect(t.lastTextTo(ADMIN_TG)).toBe(bot('admin.grant_usage'));
    },
  );
});
