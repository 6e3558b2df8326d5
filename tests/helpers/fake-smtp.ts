/** The fake SMTP server for a test file, emptied before each test, and apps that send their mail to it. */
import { beforeEach } from 'vitest';
import { type CapturedMail, startFakeSmtp } from '../fakes/smtp-server.js';
import { useFakeServer } from './fake-server.js';
import { type HarnessOptions, makeApp, type TestApp } from './harness.js';

/** Call at the top of a test file. */
export function useFakeSmtp() {
  const smtp = useFakeServer(startFakeSmtp);
  beforeEach(() => smtp.clear());

  /**
   * An app whose mail goes to the fake server (SMTP_URL), with any other settings in `env`. PUBLIC_URL,
   * which SMTP_URL requires, is the origin app.request() calls come to unless `env` names another;
   * `options` as for makeApp.
   */
  const mailApp = (env: Record<string, string> = {}, options: Omit<HarnessOptions, 'env'> = {}) =>
    makeApp({ ...options, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost', ...env } });

  /** The messages to this address, once the app's mail queue has drained. */
  async function mailsTo(t: TestApp, address: string): Promise<CapturedMail[]> {
    await t.deps.mail.idle();
    return smtp.mailsTo(address);
  }

  return { smtp, mailApp, mailsTo };
}
