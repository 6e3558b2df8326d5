/**
 * Issue 11 §5: the reset-request answer came 0.8 ms later for an address with an account (the token
 * was written before answering), enough to tell from five tries which addresses exist. Timing is a
 * benchmark's business; here the structure: nothing that depends on the address happens before the
 * answer, for an existing and a missing address alike, and the work is done afterwards.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as users from '../../core/accounts/users.js';
import { emailTokens } from '../../db/schema.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import type { TestApp } from '../helpers/harness.js';
import { createTestUser } from '../helpers/sign-up.js';

vi.mock('../../core/accounts/users.js', async (importOriginal) => {
  const real = await importOriginal<typeof users>();
  return { ...real, findUserByEmail: vi.fn(real.findUserByEmail) };
});
const lookups = vi.mocked(users.findUserByEmail);

const { mailApp, mailsTo } = useFakeSmtp();

const tokensOf = (t: TestApp, userId: number) =>
  t.deps.db.select().from(emailTokens).where(eq(emailTokens.userId, userId)).all();

beforeEach(() => {
  lookups.mockClear();
});

describe.each([
  ['/api/auth/password/reset-request', 'reset', 'reset-password'],
  ['/api/auth/email/resend', 'verify', 'verify-email'],
])('POST %s', (path, purpose, page) => {
  it('answers before looking the address up, then mails the account', async () => {
    const t = mailApp();
    const user = createTestUser(t, { email: 'real@example.com', passwordHash: 'x' });
    lookups.mockClear();

    const res = await t.call('POST', path, { email: 'real@example.com', locale: 'en' });
    expect(res.status).toBe(200);
    expect(lookups).not.toHaveBeenCalled();
    expect(tokensOf(t, user.id)).toEqual([]);

    const mails = await mailsTo(t, 'real@example.com');
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(tokensOf(t, user.id).map((r) => r.purpose)).toEqual([purpose]);
    expect(mails.map((m) => m.text.includes(`/${page}?token=`))).toEqual([true]);
  });

  it('answers a missing address with the same body after the same work, and mails nobody', async () => {
    const t = mailApp();
    createTestUser(t, { email: 'real@example.com', passwordHash: 'x' });
    const existing = await t.call('POST', path, { email: 'real@example.com', locale: 'en' });
    await t.deps.mail.idle();
    lookups.mockClear();

    const missing = await t.call('POST', path, { email: 'ghost@example.com', locale: 'en' });
    expect(lookups).not.toHaveBeenCalled();
    expect(missing.status).toBe(existing.status);
    expect(await missing.text()).toBe(await existing.text());

    expect(await mailsTo(t, 'ghost@example.com')).toEqual([]);
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});
