/**
 * Issue 11 §10: anyone who knows an address can ask to register it or to take it as their e-mail, and
 * each try used to mail its owner a notice. From many IPs that is an inbox flood; a few a day are sent.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../core/security/rate-limit.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { registerUser } from '../helpers/harness.js';
import { emailTexts } from '../helpers/locale-files.js';

const OWNER = 'flooded@example.com';
const { smtp, mailApp, mailsTo } = useFakeSmtp();
const { max, windowMs } = LIMITS.noticeByAddress;

describe('notices to the owner of an address others try to use', () => {
  it('mails a few a day, whatever the number of IPs, and answers every try alike', async () => {
    const t = mailApp({ TRUST_PROXY: 'xff:1' });
    await registerUser(t, { email: OWNER });
    await t.deps.mail.idle();
    smtp.clear();
    const statuses = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      const res = await t.call(
        'POST',
        '/api/auth/',
        { action: 'register', email: OWNER, password: 'a-long-enough-passphrase' },
        undefined,
        { 'x-forwarded-for': `10.1.0.${i}` },
      );
      statuses.add(res.status);
    }
    expect([...statuses]).toEqual([409]);
    const subjects = (await mailsTo(t, OWNER)).map((mail) => mail.subject);
    expect(subjects).toEqual(Array(max).fill(emailTexts('en').register_attempt?.subject));
  });

  it('counts "address in use" notices from e-mail changes against the same daily allowance', async () => {
    const t = mailApp();
    await registerUser(t, { email: OWNER });
    await t.deps.mail.idle();
    smtp.clear();
    for (let i = 0; i < max + 3; i += 1) {
      const other = await registerUser(t);
      const res = await t.call(
        'POST',
        '/api/auth/email/change',
        {
          new_email: OWNER,
          password: 'a-long-enough-passphrase',
        },
        other.access_token,
      );
      expect(res.status).toBe(200);
    }
    expect(await mailsTo(t, OWNER)).toHaveLength(max);
    t.deps.clock.advance(windowMs + 1);
    const later = await registerUser(t);
    await t.call(
      'POST',
      '/api/auth/email/change',
      { new_email: OWNER, password: 'a-long-enough-passphrase' },
      later.access_token,
    );
    expect((await mailsTo(t, OWNER)).map((mail) => mail.subject).at(-1)).toBe(
      emailTexts('en').email_in_use?.subject,
    );
  });
});
