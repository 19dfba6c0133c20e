import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#server/config.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes: `smtp`, or the folder of the local outbox. */
  readonly destination: string;
}

interface MailLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Mail through SMTP when SMTP_URL is set; otherwise into DATA_DIR/outbox as one JSON file per
 * message (to, subject, text, html, links). Outside production the links are logged too, so a
 * developer can follow them; in production they are not (they sign people in), and the missing
 * SMTP_URL is warned about at start.
 */
export function createMailer(config: Config, log: MailLog): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      destination: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mail.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const logLinks = config.env !== 'production';
  if (!logLinks) {
    log.warn({ outbox }, 'SMTP_URL is not set: mail is kept in the outbox, not delivered');
  }
  return {
    destination: outbox,
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      const file = path.join(
        outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.json`,
      );
      const sentAt = new Date().toISOString();
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(
        `${file}.partial`,
        `${JSON.stringify({ from: config.mail.from, ...message, links, sentAt }, null, 2)}\n`,
      );
      await rename(`${file}.partial`, file);
      log.info(
        { to: message.to, subject: message.subject, file, ...(logLinks ? { links } : {}) },
        'mail written to outbox',
      );
    },
  };
}
