import { describe, expect, it } from 'vitest';
import { type CapturedMail, linkIn, tokenIn } from '../fakes/smtp-server.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { errorShape } from '../helpers/error-shape.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser, type TestApp } from '../helpers/harness.js';
import { emailTexts } from '../helpers/locale-files.js';
import { readJson } from '../helpers/read-json.js';
import { signInitData, telegramSignIn } from '../helpers/telegram-init-data.js';

/** /api/auth answers, and the pending change of GET /api/auth/email/change/status. */
interface ApiBody extends AuthBody {
  is_pending: boolean;
  new_email: string | null;
  requested_at: string | null;
  expires_at: string | null;
}
const read = readJson<ApiBody>;

const HOUR = 3600_000;
const PASSWORD = 'a-long-enough-passphrase';
const CONFIRM_PAGE = '/confirm-email-change';

const { smtp, mailApp, mailsTo } = useFakeSmtp();

async function lastMailTo(t: TestApp, address: string): Promise<CapturedMail> {
  const mail = (await mailsTo(t, address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const requestChange = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/auth/email/change', { locale: 'en', ...body }, token);
const status = async (t: TestApp, token: string) =>
  read(await t.call('GET', '/api/auth/email/change/status', undefined, token));
const confirm = (t: TestApp, token: string) =>
  t.call('GET', `/api/auth/email/change/confirm?token=${encodeURIComponent(token)}`);
const login = (t: TestApp, email: string, password = PASSWORD) =>
  t.call('POST', '/api/auth/', { action: 'login', email, password });
const me = async (t: TestApp, accessToken: string) =>
  (await read(await t.call('POST', '/api/auth/verify', undefined, accessToken))).user;

async function telegramUser(t: TestApp, id = 5151) {
  return read(await telegramSignIn(t, signInitData(t, { user: { id, first_name: 'Tg' } })));
}

const NOT_PENDING = { is_pending: false, new_email: null, requested_at: null, expires_at: null };

describe('POST /api/auth/email/change', () => {
  it('refuses a wrong or missing current password with 403 (not 401, which would make the client refresh), and sends nothing', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t, { email: 'pw@example.com' });
    for (const password of ['not the password', undefined]) {
      const res = await requestChange(t, access_token, { new_email: 'next@example.com', password });
      expect(res.status).toBe(403);
      expect(await read(res)).toEqual(errorShape);
    }
    expect(await status(t, access_token)).toEqual(NOT_PENDING);
    expect(await mailsTo(t, 'next@example.com')).toEqual([]);
  });

  it('mails a confirmation link to the new address and a notice to the old one, and shows the change pending', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t, { email: 'old@example.com' });
    const requestedAt = t.deps.clock.now();
    const res = await requestChange(t, access_token, {
      new_email: 'New@Example.com',
      locale: 'de',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);

    expect(await status(t, access_token)).toEqual({
      is_pending: true,
      new_email: 'new@example.com',
      requested_at: new Date(requestedAt).toISOString(),
      expires_at: new Date(requestedAt + 24 * HOUR).toISOString(),
    });
    const de = emailTexts('de');
    const toNew = await lastMailTo(t, 'new@example.com');
    expect(toNew.subject).toBe(de.change_confirm?.subject);
    const link = linkIn(toNew, CONFIRM_PAGE);
    expect(toNew.html).toContain(`href="${link.href}"`);

    const notices = (await mailsTo(t, 'old@example.com')).filter(
      (m) => m.subject === de.change_notice?.subject,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('new@example.com');
    expect(() => linkIn(notices[0] as CapturedMail, CONFIRM_PAGE)).toThrow();
  });

  it('lets a Telegram user without a password omit it', async () => {
    const t = mailApp();
    const tg = await telegramUser(t);
    const res = await requestChange(t, tg.access_token, { new_email: 'tg-new@example.com' });
    expect(res.status).toBe(200);
    const answer = await read(
      await confirm(t, tokenIn(await lastMailTo(t, 'tg-new@example.com'), CONFIRM_PAGE)),
    );
    expect(await me(t, answer.tokens.access_token)).toMatchObject({
      id: tg.user.id,
      telegram_id: 5151,
      email: 'tg-new@example.com',
      is_email_verified: true,
    });
  });

  it('answers 401 without a token, for the change, its status and its dismissal', async () => {
    const t = mailApp();
    expect((await t.call('POST', '/api/auth/email/change', { new_email: 'x@example.com' })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/email/change/status')).status).toBe(401);
    expect((await t.call('POST', '/api/auth/email/change/dismiss')).status).toBe(401);
  });

  it('refuses an invalid new_email with 422 naming it', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t);
    const res = await requestChange(t, access_token, { new_email: 'nope', password: PASSWORD });
    expect(res.status).toBe(422);
    expect((await read(res)).detail.message).toContain('new_email');
  });
});

describe('GET /api/auth/email/change/confirm', () => {
  it('answers tokens, and the user now has the new e-mail, verified', async () => {
    const t = mailApp();
    const session = await registerUser(t, { email: 'before@example.com' });
    await requestChange(t, session.access_token, { new_email: 'after@example.com', password: PASSWORD });
    const token = tokenIn(await lastMailTo(t, 'after@example.com'), CONFIRM_PAGE);

    const res = await confirm(t, token);
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.tokens).toEqual(
      expect.objectContaining({ access_token: expect.any(String), refresh_token: expect.any(String) }),
    );
    expect(await me(t, body.tokens.access_token)).toMatchObject({
      id: session.user.id,
      email: 'after@example.com',
      is_email_verified: true,
    });
    expect(await status(t, body.tokens.access_token)).toEqual(NOT_PENDING);
    expect((await login(t, 'after@example.com')).status).toBe(200);
    expect((await login(t, 'before@example.com')).status).toBe(401);
  });

  it('works once: the same link again answers 410', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t);
    await requestChange(t, access_token, { new_email: 'once@example.com', password: PASSWORD });
    const token = tokenIn(await lastMailTo(t, 'once@example.com'), CONFIRM_PAGE);
    expect((await confirm(t, token)).status).toBe(200);
    const again = await confirm(t, token);
    expect(again.status).toBe(410);
    expect((await read(again)).detail.code).toBe('token_used');
  });

  it('refuses with 409 when the address was taken meanwhile, and keeps the old e-mail', async () => {
    const t = mailApp();
    const session = await registerUser(t, { email: 'slow@example.com' });
    await requestChange(t, session.access_token, { new_email: 'race@example.com', password: PASSWORD });
    const token = tokenIn(await lastMailTo(t, 'race@example.com'), CONFIRM_PAGE);
    await registerUser(t, { email: 'race@example.com' });

    const res = await confirm(t, token);
    expect(res.status).toBe(409);
    expect(await read(res)).toEqual(errorShape);
    expect(await me(t, session.access_token)).toMatchObject({ email: 'slow@example.com' });
  });

  it('refuses a link older than 24 hours with 410, and the change is no longer pending', async () => {
    const t = mailApp();
    const { access_token, refresh_token } = await registerUser(t);
    await requestChange(t, access_token, { new_email: 'stale@example.com', password: PASSWORD });
    const token = tokenIn(await lastMailTo(t, 'stale@example.com'), CONFIRM_PAGE);
    t.deps.clock.advance(24 * HOUR + 1000);
    const res = await confirm(t, token);
    expect(res.status).toBe(410);
    expect((await read(res)).detail.code).toBe('token_expired');
    const fresh = await read(await t.call('POST', '/api/auth/refresh', { refresh_token }));
    expect(await status(t, fresh.access_token)).toEqual(NOT_PENDING);
  });

  it('refuses a link superseded by a newer change request', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t);
    await requestChange(t, access_token, { new_email: 'first@example.com', password: PASSWORD });
    const first = tokenIn(await lastMailTo(t, 'first@example.com'), CONFIRM_PAGE);
    await requestChange(t, access_token, { new_email: 'second@example.com', password: PASSWORD });
    expect((await status(t, access_token)).new_email).toBe('second@example.com');
    const res = await confirm(t, first);
    expect(res.status).toBe(410);
    expect((await read(res)).detail.code).toBe('token_superseded');
  });
});

describe('POST /api/auth/email/change/dismiss', () => {
  it('ends the pending change: the status is no longer pending and the link stops working', async () => {
    const t = mailApp();
    const { access_token } = await registerUser(t, { email: 'keep@example.com' });
    await requestChange(t, access_token, { new_email: 'dismissed@example.com', password: PASSWORD });
    const token = tokenIn(await lastMailTo(t, 'dismissed@example.com'), CONFIRM_PAGE);
    expect((await status(t, access_token)).is_pending).toBe(true);

    const res = await t.call('POST', '/api/auth/email/change/dismiss', undefined, access_token);
    expect(res.status).toBe(200);
    expect(await status(t, access_token)).toEqual(NOT_PENDING);
    expect((await confirm(t, token)).status).toBe(410);
    expect(await me(t, access_token)).toMatchObject({ email: 'keep@example.com' });
  });
});

describe('e-mail change and enumeration', () => {
  it('answers a change to a taken address exactly like one to a free address, and sends the taken one no link', async () => {
    const t = mailApp();
    const asker1 = await registerUser(t, { email: 'asker1@example.com' });
    const asker2 = await registerUser(t, { email: 'asker2@example.com' });

    // The same target, free for the first request and taken by the second.
    const free = await requestChange(t, asker1.access_token, {
      new_email: 'target@example.com',
      password: PASSWORD,
    });
    await registerUser(t, { email: 'target@example.com' });
    await t.deps.mail.idle();
    smtp.clear();
    const taken = await requestChange(t, asker2.access_token, {
      new_email: 'target@example.com',
      password: PASSWORD,
    });

    expect(taken.status).toBe(free.status);
    expect(free.status).toBe(200);
    expect(await taken.text()).toBe(await free.text());

    // Nothing the asker can see tells the two apart: the change shows pending, and the old address gets the notice.
    const pending1 = await status(t, asker1.access_token);
    const pending2 = await status(t, asker2.access_token);
    expect(Object.keys(pending2)).toEqual(Object.keys(pending1));
    expect(pending2).toMatchObject({ is_pending: true, new_email: 'target@example.com' });
    const notice = emailTexts('en').change_notice?.subject;
    expect((await mailsTo(t, 'asker2@example.com')).map((m) => m.subject)).toEqual([notice]);

    // The owner of the taken address is told, and gets no link that could take it over.
    const inUse = emailTexts('en').email_in_use?.subject;
    expect((await mailsTo(t, 'target@example.com')).map((m) => m.subject)).toContain(inUse);
    for (const mail of await mailsTo(t, 'target@example.com')) {
      expect(() => linkIn(mail, CONFIRM_PAGE)).toThrow();
    }
  });
});

describe('a confirmed e-mail change and older links', () => {
  it('ends the password-reset links sent to the old address', async () => {
    const t = mailApp();
    const session = await registerUser(t, { email: 'moving@example.com' });
    await t.call('POST', '/api/auth/password/reset-request', { email: 'moving@example.com', locale: 'en' });
    const resetMail = (await mailsTo(t, 'moving@example.com')).find((m) =>
      m.text.includes('/reset-password'),
    );
    const resetToken = tokenIn(resetMail as CapturedMail, '/reset-password');

    await requestChange(t, session.access_token, { new_email: 'moved@example.com', password: PASSWORD });
    expect((await confirm(t, tokenIn(await lastMailTo(t, 'moved@example.com'), CONFIRM_PAGE))).status).toBe(
      200,
    );

    const res = await t.call('POST', '/api/auth/password/reset-confirm', {
      token: resetToken,
      newPassword: 'set by whoever has the old mailbox',
    });
    expect(res.status).toBe(410);
    expect((await read(res)).detail.code).toBe('token_superseded');
    expect((await login(t, 'moved@example.com')).status).toBe(200);
  });
});
