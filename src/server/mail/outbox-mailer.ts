import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/repositories/database.ts';
import {
  claimDueMail,
  enqueueMail,
  markMailSent,
  markMailUnsent,
  purgeSentMail,
} from '#server/repositories/mail-outbox.ts';
import type { Mailer, MailTransport } from './mailer.ts';

/** How long to wait before the next try: 30 s, doubling, at most an hour. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Tries before a message is given up on (about 9 hours with the waits above). */
export const MAIL_ATTEMPTS = 15;

/** Sent messages are kept this long, then deleted. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;

export interface OutboxMailer extends Mailer {
  /** Sends what is due (waiting, or left mid-send by a stopped process); how many went. */
  deliverDue(): Promise<number>;
  /** Resolves when the sends under way have finished (the app's shutdown waits for them). */
  settled(): Promise<void>;
}

/**
 * The mailer every part of the site uses: `send` writes the message to the outbox table (once
 * that resolves, the message will go out) and tries it at once; a try that fails is tried again
 * with growing waits by `deliverDue`, which the mail job runs every 30 seconds. An SMTP outage
 * delays mail; it never loses it or fails the booking that sent it.
 */
export function createOutboxMailer(options: {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  now: () => Date;
}): OutboxMailer {
  const { db, transport, log, now } = options;
  const underway = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    underway.add(work);
    void work.finally(() => underway.delete(work)).catch(() => {});
    return work;
  };

  async function deliver(claim: { id?: string; limit?: number }): Promise<number> {
    const claimed = await claimDueMail(db, now(), claim);
    let sent = 0;
    for (const row of claimed) {
      try {
        await transport.send(row.message, { messageId: row.id });
        await markMailSent(db, row.id, now());
        sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          row.attempts >= MAIL_ATTEMPTS
            ? null
            : new Date(now().getTime() + retryDelayMs(row.attempts));
        await markMailUnsent(db, row.id, reason, retryAt);
        log[retryAt ? 'warn' : 'error'](
          { mailId: row.id, attempts: row.attempts, reason, retryAt },
          retryAt ? 'mail not sent yet: will try again' : 'mail given up on after every try',
        );
      }
    }
    return sent;
  }

  return {
    destination: transport.destination,
    async send(message) {
      const queued = track(Promise.resolve(message).then((ready) => enqueueMail(db, ready, now())));
      // Tried at once; the message is safe in the outbox whatever this try does. (A message that
      // could not be composed or queued is the sender's to report: `await queued` throws it.)
      void track(
        queued.then((id) =>
          deliver({ id, limit: 1 }).catch((error: unknown) =>
            log.error({ err: error }, 'mail delivery failed'),
          ),
        ),
      ).catch(() => {});
      await queued;
    },
    async deliverDue() {
      const sent = await track(deliver({ limit: 20 }));
      await purgeSentMail(db, new Date(now().getTime() - KEEP_SENT_MS));
      return sent;
    },
    async settled() {
      await Promise.allSettled([...underway]);
    },
  };
}
