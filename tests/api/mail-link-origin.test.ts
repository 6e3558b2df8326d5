/**
 * Issue 11 §4: without PUBLIC_URL a mailed link was built from whatever Host the caller sent, so an
 * attacker could have a victim mailed a reset link pointing at the attacker's server. The attack, on the
 * outbox mailer (the only mailer allowed without PUBLIC_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { linkIn } from '../fakes/smtp-server.js';
import { makeApp, registerUser, type TestApp } from '../helpers/harness.js';

/** The first link to `page` in the outbox's mail to `address`. */
async function outboxLink(t: TestApp, address: string, page: string): Promise<URL> {
  await t.deps.mail.idle();
  const outbox = path.join(t.deps.config.DATA_DIR, 'outbox');
  for (const file of fs.readdirSync(outbox)) {
    const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    if (!to.includes(address)) continue;
    const mail = {
      to: [address],
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: '',
      from: '',
    };
    if (mail.text.includes(page)) return linkIn(mail, page);
  }
  throw new Error(`no ${page} mail to ${address} in the outbox`);
}

const resetFrom = (t: TestApp, origin: string, email: string) =>
  t.app.request(`${origin}/api/auth/password/reset-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, locale: 'en' }),
  });

describe('links in mails without PUBLIC_URL', () => {
  it('points a reset link at localhost:PORT, not at the Host the caller wrote', async () => {
    const t = makeApp({ env: { PORT: '3123' } });
    await registerUser(t, { email: 'victim@example.com' });
    expect((await resetFrom(t, 'http://attacker.example', 'victim@example.com')).status).toBe(200);
    const link = await outboxLink(t, 'victim@example.com', '/reset-password');
    expect(link.origin).toBe('http://localhost:3123');
  });

  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:8080',
    'http://app.localhost:3000',
    'http://[::1]:3000',
  ])('keeps a loopback origin a developer opened the app on (%s)', async (origin) => {
    const t = makeApp();
    await registerUser(t, { email: 'dev@example.com' });
    await resetFrom(t, origin, 'dev@example.com');
    expect((await outboxLink(t, 'dev@example.com', '/reset-password')).origin).toBe(origin);
  });

  it('uses PUBLIC_URL whatever the Host', async () => {
    const t = makeApp({ env: { PUBLIC_URL: 'https://tarot.example/' } });
    await registerUser(t, { email: 'pub@example.com' });
    await resetFrom(t, 'http://attacker.example', 'pub@example.com');
    expect((await outboxLink(t, 'pub@example.com', '/reset-password')).origin).toBe('https://tarot.example');
  });
});
