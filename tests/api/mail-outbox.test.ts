/**
 * Issue 13: mail survives a crash. A message is in the database until the mail server took it; a failed
 * send is retried after a pause; a restart sends what was left; two processes never send one twice.
 */
import { describe, expect, it } from 'vitest';
import { RETRY_PAUSES_MS } from '../../core/mail/mail-queue.js';
import { mailOutbox } from '../../db/schema.js';
import { useFakeSmtp } from '../helpers/fake-smtp.js';
import { makeApp, registerUser, type TestApp, testClock } from '../helpers/harness.js';

const { smtp } = useFakeSmtp();
/** Nothing listens on port 1: every send is refused, as when the mail server is down. */
const DEAD_SMTP = { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'http://localhost' };

const outbox = (t: TestApp) => t.deps.db.select().from(mailOutbox).all();

describe('the mail outbox', () => {
  it('keeps a message the mail server refused, and sends it after the pause', async () => {
    const clock = testClock();
    const down = makeApp({ env: DEAD_SMTP, clock });
    await registerUser(down, { email: 'patient@example.com' });
    await down.deps.mail.idle();
    const [kept] = outbox(down);
    expect(kept).toMatchObject({ attempts: 1, nextAttemptAt: clock.now() + (RETRY_PAUSES_MS[0] ?? 0) });
    expect(JSON.parse(kept?.message ?? '{}')).toMatchObject({ to: 'patient@example.com' });

    // The same database, now with the mail server back (a restart with SMTP fixed).
    const up = makeApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost' },
      databasePath: down.deps.databasePath,
      clock,
    });
    expect(up.deps.mail.resume()).toBe(0); // not due yet
    clock.advance(RETRY_PAUSES_MS[0] ?? 0);
    expect(up.deps.mail.resume()).toBe(1);
    await up.deps.mail.idle();
    expect(smtp.mailsTo('patient@example.com').map((m) => m.text)).toEqual([
      expect.stringContaining('/verify-email?token='),
    ]);
    expect(outbox(up)).toEqual([]);
  });

  it('sends a message left by a crash once, even with two processes resuming at once', async () => {
    const clock = testClock();
    const crashed = makeApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost' }, clock });
    // A message written but never sent: the process died between the two.
    crashed.deps.db
      .insert(mailOutbox)
      .values({
        message: JSON.stringify({
          to: 'left@example.com',
          subject: 'Left behind',
          text: 'hello',
          html: '<p>hello</p>',
        }),
        nextAttemptAt: clock.now(),
      })
      .run();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost' };
    const first = makeApp({ env, databasePath: crashed.deps.databasePath, clock });
    const second = makeApp({ env, databasePath: crashed.deps.databasePath, clock });
    first.deps.mail.resume();
    second.deps.mail.resume();
    await Promise.all([first.deps.mail.idle(), second.deps.mail.idle()]);
    expect(smtp.mailsTo('left@example.com').map((m) => m.subject)).toEqual(['Left behind']);
    expect(outbox(first)).toEqual([]);
  });

  it('drops a message after its last attempt, and keeps no copy of its link', async () => {
    const clock = testClock();
    const down = makeApp({ env: DEAD_SMTP, clock });
    await registerUser(down, { email: 'gone@example.com' });
    await down.deps.mail.idle();
    for (const pause of RETRY_PAUSES_MS) {
      clock.advance(pause);
      expect(down.deps.mail.resume()).toBe(1);
      await down.deps.mail.idle();
    }
    expect(outbox(down)).toEqual([]);
  });
});
