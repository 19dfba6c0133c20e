import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Attached files: name, type and text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * A local SMTP server that keeps what it receives, parsed: the site sends to it through
 * SMTP_URL exactly as it would to a real mail provider (no TLS, no auth, on 127.0.0.1).
 */
export async function startSmtpServer(listenOn = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest mail to `to` whose subject matches, waiting up to 5 s (mail is sent after the response). */
    async waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
      for (let waited = 0; waited < 5000; waited += 25) {
        const mail = received.findLast(
          (entry) => entry.to.includes(to) && subject.test(entry.subject),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} matching ${subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
