import { describe, expect, it } from 'vitest';
import { type CapturedMail, linkIn, tokenIn } from '../fakes/smtp-server.js';
import type { AuthBody } from '../helpers/auth-body.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser, type TestApp } from '../helpers/harness.js';
import { emailTexts } from '../helpers/locale-files.js';
import { readJson } from '../helpers/read-json.js';

const read = readJson<AuthBody>;

const MINUTE = 60_000;
const PASSWORD = 'a-long-enough-passphrase';
const NEW_PASSWORD = 'a brand new passphrase';
const RESET_PAGE = '/reset-password';

const { smtp, mailApp, mailsTo } = useFakeSmtp();

/** The newest reset mail to this address. */
async function resetMailTo(t: TestApp, address: string): Promise<CapturedMail> {
  const mail = (await mailsTo(t, address)).filter((m) => m.text.includes(RESET_PAGE)).at(-1);
  if (!mail) throw new Error(`no reset mail to ${address}`);
  return mail;
}

const requestReset = (t: TestApp, email: string, locale = 'en') =>
  t.call('POST', '/api/auth/password/reset-request', { email, locale });
const confirmReset = (t: TestApp, token: string, newPassword = NEW_PASSWORD) =>
  t.call('POST', '/api/auth/password/reset-confirm', { token, newPassword });
const login = (t: TestApp, email: string, password: string) =>
  t.call('POST', '/api/auth/', { action: 'login', email, password });

/** Registers `email` and follows a reset link for it up to the token. */
async function resetToken(t: TestApp, email: string) {
  const session = await registerUser(t, { email, password: PASSWORD });
  expect((await requestReset(t, email)).status).toBe(200);
  return { session, token: tokenIn(await resetMailTo(t, email), RESET_PAGE) };
}

describe('POST /api/auth/password/reset-request and reset-confirm', () => {
  it('mails a reset link, and the link sets the new password: login works with it and not the old one', async () => {
    const t = mailApp({ PUBLIC_URL: 'https://tarot.example' });
    await registerUser(t, { email: 'forgot@example.com', password: PASSWORD });
    expect((await requestReset(t, 'Forgot@Example.com')).status).toBe(200);

    const mail = await resetMailTo(t, 'forgot@example.com');
    expect(mail.subject).toBe(emailTexts('en').reset?.subject);
    const link = linkIn(mail, RESET_PAGE);
    expect(link.origin).toBe('https://tarot.example');
    expect(mail.html).toContain(`href="${link.href}"`);

    const res = await confirmReset(t, link.searchParams.get('token') ?? '');
    expect(res.status).toBe(200);
    expect((await login(t, 'forgot@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await login(t, 'forgot@example.com', PASSWORD)).status).toBe(401);
  });

  it('mails the link in the language asked for', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'lola@example.com' });
    await requestReset(t, 'lola@example.com', 'es');
    expect((await resetMailTo(t, 'lola@example.com')).subject).toBe(emailTexts('es').reset?.subject);
  });

  it('ends every other session: refresh and access tokens issued before the reset are refused', async () => {
    const t = mailApp();
    const { session, token } = await resetToken(t, 'sessions@example.com');
    const other = await read(await login(t, 'sessions@example.com', PASSWORD));
    expect((await t.call('POST', '/api/auth/verify', undefined, other.access_token)).status).toBe(200);

    expect((await confirmReset(t, token)).status).toBe(200);

    for (const before of [session, other]) {
      expect(
        (await t.call('POST', '/api/auth/refresh', { refresh_token: before.refresh_token })).status,
      ).toBe(401);
      expect((await t.call('POST', '/api/auth/verify', undefined, before.access_token)).status).toBe(401);
      expect((await t.call('GET', '/api/user/info', undefined, before.access_token)).status).toBe(401);
    }
    // A session started afterwards works.
    const after = await read(await login(t, 'sessions@example.com', NEW_PASSWORD));
    expect((await t.call('POST', '/api/auth/verify', undefined, after.access_token)).status).toBe(200);
  });

  it('kills an e-mail change link started before the reset (an attacker who knew the old password loses it)', async () => {
    const t = mailApp();
    const { session, token } = await resetToken(t, 'victim@example.com');
    const change = await t.call(
      'POST',
      '/api/auth/email/change',
      { new_email: 'attacker@example.com', locale: 'en', password: PASSWORD },
      session.access_token,
    );
    expect(change.status).toBe(200);
    const changeMail = (await mailsTo(t, 'attacker@example.com')).at(-1);
    const changeLink = linkIn(changeMail as CapturedMail, '/confirm-email-change');

    expect((await confirmReset(t, token)).status).toBe(200);
    const confirm = await t.call('GET', `/api/auth/email/change/confirm?${changeLink.searchParams}`);
    expect(confirm.status).toBe(410);
    expect((await login(t, 'victim@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: the same link again answers 410 and leaves the password as set', async () => {
    const t = mailApp();
    const { token } = await resetToken(t, 'once@example.com');
    expect((await confirmReset(t, token)).status).toBe(200);
    const again = await confirmReset(t, token, 'a third passphrase here');
    expect(again.status).toBe(410);
    expect(await read(again)).toEqual({
      detail: { message: expect.stringMatching(/link/i), code: 'token_used' },
    });
    expect((await login(t, 'once@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('expires after 1 hour: an older link answers 410 and the old password still works', async () => {
    const t = mailApp();
    const { token } = await resetToken(t, 'hour@example.com');
    t.deps.clock.advance(60 * MINUTE + 1000);
    const res = await confirmReset(t, token);
    expect(res.status).toBe(410);
    expect((await read(res)).detail.code).toBe('token_expired');
    expect((await login(t, 'hour@example.com', PASSWORD)).status).toBe(200);
  });

  it('accepts a link just under 1 hour old', async () => {
    const t = mailApp();
    const { token } = await resetToken(t, 'inhour@example.com');
    t.deps.clock.advance(59 * MINUTE);
    expect((await confirmReset(t, token)).status).toBe(200);
  });

  it('refuses an older link once a newer one is requested, with token_superseded', async () => {
    const t = mailApp();
    const { token: first } = await resetToken(t, 'newer@example.com');
    await requestReset(t, 'newer@example.com');
    const second = tokenIn(await resetMailTo(t, 'newer@example.com'), RESET_PAGE);
    expect(second).not.toBe(first);
    const res = await confirmReset(t, first);
    expect(res.status).toBe(410);
    expect((await read(res)).detail.code).toBe('token_superseded');
    expect((await confirmReset(t, second)).status).toBe(200);
  });

  it.each([
    ['too short', 'short1!'],
    ['common', 'password123'],
  ])(
    'refuses a %s newPassword with 422 naming newPassword, and the link still works',
    async (_what, weak) => {
      const t = mailApp();
      const { token } = await resetToken(t, `weak-${weak.length}@example.com`);
      const res = await confirmReset(t, token, weak);
      expect(res.status).toBe(422);
      expect((await read(res)).detail.message).toContain('newPassword');
      expect((await confirmReset(t, token)).status).toBe(200);
    },
  );

  it('refuses an unknown token with 400 and changes nothing', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'untouched@example.com', password: PASSWORD });
    const res = await confirmReset(t, 'x'.repeat(43));
    expect(res.status).toBe(400);
    expect((await read(res)).detail.code).toBe('invalid_token');
    expect((await login(t, 'untouched@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('password reset and enumeration', () => {
  it('answers alike for an existing and a missing address, and mails only the existing one', async () => {
    const t = mailApp();
    await registerUser(t, { email: 'real@example.com' });
    await t.deps.mail.idle();
    smtp.clear();

    const existing = await requestReset(t, 'real@example.com');
    const missing = await requestReset(t, 'ghost@example.com');
    expect(existing.status).toBe(200);
    expect(missing.status).toBe(existing.status);
    expect(await missing.text()).toBe(await existing.text());

    expect(await mailsTo(t, 'real@example.com')).toHaveLength(1);
    expect(await mailsTo(t, 'ghost@example.com')).toEqual([]);
    expect(smtp.mails).toHaveLength(1);
  });
});
