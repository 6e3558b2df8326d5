/**
 * Issue 11 §5: the reset-request answer came 0.8 ms later for an address with an account (the token
 * was written before answering), enough to tell from five tries which addresses exist. Timing is a
 * benchmark's business; here what a caller can see: when the answer arrives, the account's link does
 * not exist yet (its work comes after), and a missing address gets the same answer and no mail.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens } from '../../db/schema.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import type { TestApp } from '../helpers/harness.js';
import { createTestUser } from '../helpers/sign-up.js';

const { mailApp, mailsTo } = useFakeSmtp();

const tokensOf = (t: TestApp, userId: number) =>
  t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, userId)).all();

describe.each([
  ['/api/auth/password/reset-request', 'reset', 'reset-password'],
  ['/api/auth/email/resend', 'verify', 'verify-email'],
])('POST %s', (path, purpose, page) => {
  it('answers before writing the link, then mails the account', async () => {
    const t = mailApp();
    const user = createTestUser(t, { email: 'real@example.com', passwordHash: 'x' });

    const res = await t.call('POST', path, { email: 'real@example.com', locale: 'en' });
    expect(res.status).toBe(200);
    expect(tokensOf(t, user.id)).toEqual([]);

    const mails = await mailsTo(t, 'real@example.com');
    expect(tokensOf(t, user.id).map((r) => r.purpose)).toEqual([purpose]);
    expect(mails.map((m) => m.text.includes(`/${page}?token=`))).toEqual([true]);
  });

  it('answers a missing address with the same body after the same work, and mails nobody', async () => {
    const t = mailApp();
    createTestUser(t, { email: 'real@example.com', passwordHash: 'x' });
    const existing = await t.call('POST', path, { email: 'real@example.com', locale: 'en' });
    await t.deps.mail.idle();

    const missing = await t.call('POST', path, { email: 'ghost@example.com', locale: 'en' });
    expect(missing.status).toBe(existing.status);
    expect(await missing.text()).toBe(await existing.text());

    expect(await mailsTo(t, 'ghost@example.com')).toEqual([]);
  });
});
