import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config.js';
import { createLogger } from '../../core/logger.js';
import { createMailer } from '../../core/mail/mailer.js';
import { tempDir } from '../helpers/harness.js';

const LINK = 'https://tarot.example/verify-email?token=live-one-time-token-0123456789';

/** Sends one mail through the outbox mailer (no SMTP_URL) and returns the log lines it wrote. */
async function outboxLogFor(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://tarot.example', ...env });
  expect(config.SMTP_URL).toBeUndefined();
  const lines: string[] = [];
  const log = createLogger('debug', {}, (line) => {
    lines.push(line);
    return true;
  });
  await createMailer(config, log).send({
    to: 'someone@example.com',
    subject: 'Confirm your e-mail',
    text: `Open ${LINK}`,
    html: `<a href="${LINK}">Confirm</a>`,
    link: LINK,
  });
  expect(lines).toHaveLength(1);
  return { line: lines[0] ?? '', entry: JSON.parse(lines[0] ?? '{}') as Record<string, unknown> };
}

describe('the outbox mailer (no SMTP_URL)', () => {
  it('in production logs only the file and the subject, never the live link', async () => {
    const { line, entry } = await outboxLogFor({ NODE_ENV: 'production' });
    expect(entry).toMatchObject({ msg: 'mail written to outbox', subject: 'Confirm your e-mail' });
    expect(fs.existsSync(String(entry.file))).toBe(true);
    expect(entry).not.toHaveProperty('link');
    expect(line).not.toContain('live-one-time-token');
    expect(line).not.toContain('someone@example.com');
  });

  it('in development logs the link so a developer can follow it', async () => {
    const { entry } = await outboxLogFor({ NODE_ENV: 'development' });
    expect(entry).toMatchObject({
      msg: 'mail written to outbox',
      subject: 'Confirm your e-mail',
      link: LINK,
    });
    expect(fs.existsSync(String(entry.file))).toBe(true);
  });
});
