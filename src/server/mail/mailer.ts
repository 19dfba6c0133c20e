import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { MailMessage } from '#server/repositories/mail-outbox.ts';

export type { MailMessage };

/** What the site calls to send mail: the message is safe once `send` resolves. */
export interface Mailer {
  /**
   * Sends a message, or the one a piece of work is composing (a reader's language looked up
   * first): followed from the moment it is asked for, so the app's shutdown and `settled()`
   * wait for it.
   */
  send(message: MailMessage | Promise<MailMessage>): Promise<void>;
  /** Where mail goes: `smtp`, or the folder of the local outbox. */
  readonly destination: string;
}

/** How one message leaves: delivered now, or a thrown error (the outbox tries again). */
export interface MailTransport {
  /** `messageId` names the message for good, so a receiver can tell a repeat from a new one. */
  send(message: MailMessage, options: { messageId: string }): Promise<void>;
  readonly destination: string;
}

interface MailLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Delivery through SMTP when SMTP_URL is set; otherwise into DATA_DIR/outbox as one JSON file per
 * message (to, subject, text, html, links). Outside production the links are logged too, so a
 * developer can follow them; in production they are not (they sign people in), and the missing
 * SMTP_URL is warned about at start. An outbox file is named and stamped by the app's `clock`.
 */
export function createMailTransport(config: Config, log: MailLog, clock: Clock): MailTransport {
  if (config.mail.smtpUrl) {
    // A mail server that does not answer must not hold a delivery for minutes.
    const url = new URL(config.mail.smtpUrl);
    for (const [name, ms] of [
      ['connectionTimeout', '10000'],
      ['greetingTimeout', '10000'],
      ['socketTimeout', '20000'],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
    }
    const transport = nodemailer.createTransport(url.toString());
    const host = new URL(config.publicUrl).hostname;
    return {
      destination: 'smtp',
      async send(message, { messageId }) {
        await transport.sendMail({
          from: config.mail.from,
          ...message,
          messageId: `<${messageId}@${host}>`,
        });
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
      const sentAt = clock().toISOString();
      const file = path.join(
        outbox,
        `${sentAt.replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.json`,
      );
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
