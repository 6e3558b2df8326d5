/**
 * A real SMTP server on loopback (DESIGN §11) built on the `smtp-server` package. The product reaches
 * it through its real nodemailer transport, configured only by SMTP_URL, and every message it accepts
 * is parsed with mailparser into {to, subject, text, html} for the tests to read and follow.
 *
 * The server speaks plain SMTP: no TLS (`secure: false`) and STARTTLS switched off, so it is not even
 * offered in the EHLO answer and nodemailer never tries to upgrade. nodemailer takes the URL's query
 * parameters as transport options (`smtp://host:port?ignoreTLS=true` sets `ignoreTLS: true`, and
 * `tls.rejectUnauthorized=false` sets a nested tls option), so `?ignoreTLS=true` would be the way to
 * stop it upgrading against a server that did offer STARTTLS; against this one the bare
 * `smtp://127.0.0.1:<port>` works, and that is what `smtpUrl` gives.
 */
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Every recipient address, lowercased. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or '' when the message had none. */
  html: string;
  /** The envelope sender (MAIL FROM). */
  from: string;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port>, the value for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  mails: CapturedMail[];
  /** The messages received so far for this address. */
  mailsTo(address: string): CapturedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Forgets the messages received so far. */
  clear(): void;
  close(): Promise<void>;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // The message is parsed and stored before the server answers 250, so once the product's
    // send has resolved (deps.mail.idle()), the message is already in `mails`.
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          mails.push({
            to: [...new Set([...addressesOf(parsed.to), ...envelopeTo])],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    waitForMail(predicate, timeoutMs = 5000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const match = mails.find(predicate);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(match);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    clear() {
      mails.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first link in the mail's plain text whose path is `path` (e.g. '/verify-email'), as a URL.
 * Throws, naming the path, when the text has none.
 */
export function linkIn(mail: CapturedMail, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in the mail "${mail.subject}":\n${mail.text}`);
}

/** The token of the first `path` link in the mail. */
export function tokenIn(mail: CapturedMail, path: string): string {
  const token = linkIn(mail, path).searchParams.get('token');
  if (!token) throw new Error(`the ${path} link in "${mail.subject}" has no token`);
  return token;
}
