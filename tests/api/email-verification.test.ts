import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/security/rate-limit.js';
import { type CapturedMail, linkIn, tokenIn } from '../fakes/smtp-server.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { errorShape } from '../helpers/error-shape.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';
import { emailTexts } from '../helpers/locale-files.js';
import { readJson } from '../helpers/read-json.js';
import { signInitData, telegramSignIn } from '../helpers/telegram-init-data.js';

const read = readJson<AuthBody>;

const SECOND = 1000;
const HOUR = 3600 * SECOND;

const { smtp, mailApp } = useFakeSmtp();

/** The newest message to this address, once the app's mail queue has drained. */
async function lastMailTo(t: TestApp, address: string): Promise<CapturedMail> {
  await t.deps.mail.idle();
  const mail = await smtp.waitForMail((m) => m.to.includes(address.toLowerCase()), 5000);
  return smtp.mailsTo(address).at(-1) ?? mail;
}

const verify = (t: TestApp, token: string) =>
  t.call('GET', `/api/auth/email/verify?token=${encodeURIComponent(token)}`);
const resend = (t: TestApp, email: string, locale = 'en') =>
  t.call('POST', '/api/auth/email/resend', { email, locale });

async function expectGone(res: Response, code: string) {
  expect(res.status).toBe(410);
  const body = await read(res);
  expect(body).toEqual({ detail: { message: expect.stringMatching(/link/i), code } });
}

async function telegramUser(t: TestApp, id = 4242) {
  const res = await telegramSignIn(t, signInitData(t, { user: { id, first_name: 'Tg' } }));
  expect(res.status).toBe(200);
  return read(res);
}

describe('the verification mail sent on register', () => {
  it('goes to the new address in the language of registration, as plain text and HTML', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'olga@example.com', locale: 'ru' });
    const mail = await lastMailTo(t, 'olga@example.com');
    const ru = emailTexts('ru');
    expect(mail.subject).toBe(ru.verify?.subject);
    const link = linkIn(mail, '/verify-email');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    expect(mail.text).toContain(ru.verify?.button);
    expect(mail.html).toContain('lang="ru"');
    expect(mail.html).toContain(`href="${link.href}"`);
  });

  it('builds its link from PUBLIC_URL when that is set', async () => {
    const t = mailApp({ PUBLIC_URL: 'https://tarot.example' });
    await registerUser(t, { email: 'public@example.com' });
    const link = linkIn(await lastMailTo(t, 'public@example.com'), '/verify-email');
    expect(link.origin).toBe('https://tarot.example');
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file with the working link', async () => {
    const t = makeApp();
    await registerUser(t, { email: 'outbox@example.com' });
    await t.deps.mail.idle();
    const outbox = path.join(t.deps.config.DATA_DIR, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, files[0] ?? '')));
    const mail = {
      to: ['outbox@example.com'],
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: '',
      from: '',
    };
    expect(mail.subject).toBe(emailTexts('en').verify?.subject);
    expect((await verify(t, tokenIn(mail, '/verify-email'))).status).toBe(200);
    expect(smtp.mails).toEqual([]);
  });
});

describe('GET /api/auth/email/verify', () => {
  it('verifies the address with the link from the mail and answers verified, tokens and the user', async () => {
    const t = mailApp();
    const session = await registerUser(t, { email: 'vera@example.com' });
    expect(session.user).toMatchObject({ is_email_verified: false });
    const token = tokenIn(await lastMailTo(t, 'vera@example.com'), '/verify-email');

    const res = await verify(t, token);
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body).toMatchObject({
      verified: true,
      tokens: { access_token: expect.any(String), refresh_token: expect.any(String) },
      user: { id: session.user.id, email: 'vera@example.com', is_email_verified: true },
    });
    const me = await read(await t.call('POST', '/api/auth/verify', undefined, body.tokens.access_token));
    expect(me.user).toMatchObject({ id: session.user.id, is_email_verified: true });
    expect(
      (await t.call('POST', '/api/auth/refresh', { refresh_token: body.tokens.refresh_token })).status,
    ).toBe(200);
  });

  it('refuses the same link a second time with 410 and a clear message', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'twice@example.com' });
    const token = tokenIn(await lastMailTo(t, 'twice@example.com'), '/verify-email');
    expect((await verify(t, token)).status).toBe(200);
    await expectGone(await verify(t, token), 'token_used');
  });

  it('accepts a link just under 48 hours old', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'late@example.com' });
    const token = tokenIn(await lastMailTo(t, 'late@example.com'), '/verify-email');
    t.deps.clock.advance(48 * HOUR - 60 * SECOND);
    expect((await verify(t, token)).status).toBe(200);
  });

  it('refuses a link older than 48 hours with 410', async () => {
    const t = mailApp();
    const session = await registerUser(t, { email: 'expired@example.com' });
    const token = tokenIn(await lastMailTo(t, 'expired@example.com'), '/verify-email');
    t.deps.clock.advance(48 * HOUR + SECOND);
    await expectGone(await verify(t, token), 'token_expired');
    const me = await read(
      await t.call('POST', '/api/auth/refresh', { refresh_token: session.refresh_token }),
    );
    expect(me.user.is_email_verified).toBe(false);
  });

  it('refuses a link superseded by a resend with token_superseded, and accepts the new one', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'again@example.com' });
    const first = tokenIn(await lastMailTo(t, 'again@example.com'), '/verify-email');
    expect((await resend(t, 'again@example.com')).status).toBe(200);
    const second = tokenIn(await lastMailTo(t, 'again@example.com'), '/verify-email');
    expect(second).not.toBe(first);
    expect(smtp.mailsTo('again@example.com')).toHaveLength(2);

    await expectGone(await verify(t, first), 'token_superseded');
    expect((await verify(t, second)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43), 400],
    ['an empty token', '', 422],
  ])('refuses %s in the error shape', async (_what, token, status) => {
    const t = mailApp();
    const res = await verify(t, token);
    expect(res.status).toBe(status);
    expect((await read(res)).detail).toEqual(
      expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
    );
  });
});

describe('POST /api/auth/email/resend', () => {
  it('is limited to one per 60 s per address: the second answers 429 with Retry-After, then allowed after 61 s', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'cool@example.com' });
    expect((await resend(t, 'cool@example.com')).status).toBe(200);
    await t.deps.mail.idle();
    const sent = smtp.mailsTo('cool@example.com').length;

    t.deps.clock.advance(30 * SECOND);
    const limited = await resend(t, 'cool@example.com');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.resendByAddress.windowMs / 1000);
    expect(await read(limited)).toEqual({ detail: { message: expect.any(String), code: 'rate_limited' } });
    await t.deps.mail.idle();
    expect(smtp.mailsTo('cool@example.com')).toHaveLength(sent);

    t.deps.clock.advance(31 * SECOND);
    expect((await resend(t, 'cool@example.com')).status).toBe(200);
    await t.deps.mail.idle();
    expect(smtp.mailsTo('cool@example.com')).toHaveLength(sent + 1);
  });

  it('answers alike for an existing and a missing address, and mails only the existing one', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'exists@example.com' });
    await t.deps.mail.idle();
    smtp.clear();

    const existing = await resend(t, 'exists@example.com');
    const missing = await resend(t, 'missing@example.com');
    expect(missing.status).toBe(existing.status);
    expect(existing.status).toBe(200);
    expect(await missing.text()).toBe(await existing.text());

    await t.deps.mail.idle();
    expect(smtp.mailsTo('exists@example.com')).toHaveLength(1);
    expect(smtp.mailsTo('missing@example.com')).toEqual([]);
  });

  it('mails the link in the language asked for', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'hans@example.com', locale: 'en' });
    await resend(t, 'hans@example.com', 'de');
    const mail = await lastMailTo(t, 'hans@example.com');
    expect(mail.subject).toBe(emailTexts('de').verify?.subject);
  });

  it('sends nothing for an address already verified', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'done@example.com' });
    expect((await verify(t, tokenIn(await lastMailTo(t, 'done@example.com'), '/verify-email'))).status).toBe(
      200,
    );
    smtp.clear();
    expect((await resend(t, 'done@example.com')).status).toBe(200);
    await t.deps.mail.idle();
    expect(smtp.mailsTo('done@example.com')).toEqual([]);
  });
});

describe('POST /api/user/email', () => {
  it('mails a verification link to a Telegram user who has no e-mail; the address joins the account only once verified', async () => {
    const t = mailApp();
    const session = await telegramUser(t);
    expect(session.user.email).toBeNull();

    const res = await t.call('POST', '/api/user/email', { email: 'Tg@Example.com' }, session.access_token);
    expect(res.status).toBe(200);
    expect(await read(res)).toMatchObject({ success: true, pending_email: 'tg@example.com' });
    const before = await read(await t.call('POST', '/api/auth/verify', undefined, session.access_token));
    expect(before.user.email).toBeNull();

    const token = tokenIn(await lastMailTo(t, 'tg@example.com'), '/verify-email');
    const verified = await read(await verify(t, token));
    expect(verified.user).toMatchObject({
      id: session.user.id,
      telegram_id: 4242,
      email: 'tg@example.com',
      is_email_verified: true,
    });
  });

  it('lets nobody hold an address unverified: its real owner can still register it, and the pending link then fails', async () => {
    const t = mailApp({ ADMIN_EMAILS: 'boss@example.com' });
    const squatter = await telegramUser(t);
    await t.call('POST', '/api/user/email', { email: 'boss@example.com' }, squatter.access_token);
    const squatterLink = tokenIn(await lastMailTo(t, 'boss@example.com'), '/verify-email');
    const me = await read(await t.call('POST', '/api/auth/verify', undefined, squatter.access_token));
    expect(me.user).toMatchObject({ email: null, is_admin: false });

    const owner = await registerUser(t, { email: 'boss@example.com' });
    expect(owner.user.email).toBe('boss@example.com');
    const res = await verify(t, squatterLink);
    expect(res.status).toBe(409);
  });

  it('answers a taken address exactly like a free one, sends it no link, and tells its owner', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'owner@example.com' });
    await t.deps.mail.idle();
    smtp.clear();
    const tg1 = await telegramUser(t, 5001);
    const tg2 = await telegramUser(t, 5002);
    const taken = await t.call('POST', '/api/user/email', { email: 'owner@example.com' }, tg1.access_token);
    const free = await t.call('POST', '/api/user/email', { email: 'free@example.com' }, tg2.access_token);
    expect(taken.status).toBe(free.status);
    expect(Object.keys(await read(taken))).toEqual(Object.keys(await read(free)));
    await t.deps.mail.idle();
    const toOwner = smtp.mailsTo('owner@example.com');
    expect(toOwner.map((m) => m.subject)).toEqual([emailTexts('en').email_in_use?.subject]);
    for (const mail of toOwner) expect(() => linkIn(mail, '/verify-email')).toThrow();
  });

  it('resends the link of a pending first e-mail, and the newer link is the one that works', async () => {
    const t = mailApp();
    const tg = await telegramUser(t);
    await t.call('POST', '/api/user/email', { email: 'later@example.com' }, tg.access_token);
    const first = tokenIn(await lastMailTo(t, 'later@example.com'), '/verify-email');
    expect((await resend(t, 'later@example.com')).status).toBe(200);
    const second = tokenIn(await lastMailTo(t, 'later@example.com'), '/verify-email');
    expect(second).not.toBe(first);
    await expectGone(await verify(t, first), 'token_superseded');
    expect((await read(await verify(t, second))).user).toMatchObject({
      id: tg.user.id,
      email: 'later@example.com',
    });
  });

  it('answers 409 when the user already has an e-mail, and changes nothing', async () => {
    const t = mailApp();
    const emailUser = await registerUser(t);
    await t.deps.mail.idle();
    const res = await t.call(
      'POST',
      '/api/user/email',
      { email: 'three@example.com' },
      emailUser.access_token,
    );
    expect(res.status).toBe(409);
    expect(await read(res)).toEqual(errorShape);
    await t.deps.mail.idle();
    expect(smtp.mailsTo('three@example.com')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const t = mailApp();
    const res = await t.call('POST', '/api/user/email', { email: 'anon@example.com' });
    expect(res.status).toBe(401);
    expect(await read(res)).toEqual(errorShape);
  });

  it('refuses an invalid address with 422 naming email', async () => {
    const t = mailApp();
    const tg = await telegramUser(t);
    const res = await t.call('POST', '/api/user/email', { email: 'not-an-email' }, tg.access_token);
    expect(res.status).toBe(422);
    expect((await read(res)).detail.message).toContain('email');
  });
});
