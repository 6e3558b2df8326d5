/**
 * Mail delivery (ADR 0012): SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written to DATA_DIR/outbox/ as an .eml file and, outside production, its link logged, so local sign-up
 * works with no server. In production the log gets only the file and subject: a live link is a credential.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { RenderedMail } from './templates.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The action link inside, logged by the outbox (outside production) so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>,
  log: Logger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await writer.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(
        'mail written to outbox',
        config.NODE_ENV === 'production'
          ? { subject: mail.subject, file }
          : { to: mail.to, subject: mail.subject, file, link: mail.link },
      );
    },
  };
}
