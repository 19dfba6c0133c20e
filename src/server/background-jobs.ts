import type { FastifyInstance } from 'fastify';
import { sendStayMails } from '#server/bookings/stay-mails.ts';
import { endExpiredHolds } from '#server/payments/payment-rules.ts';
import { followOpenRefunds } from '#server/payments/refunds.ts';
import { serviceContext } from '#server/service-context.ts';

/** How often unpaid holds that ran out are ended: their nights are free within this. */
const HOLD_SWEEP_MS = 20_000;
/** How often refunds not yet settled are sent again or followed at the gateway. */
const REFUND_SWEEP_MS = 60_000;
/** How often mail that could not go out (the mail server away) is tried again. */
const MAIL_SWEEP_MS = 30_000;
/** How often stays are looked for that are owed their mail before arrival or after the stay. */
const STAY_MAIL_SWEEP_MS = 60_000;

/**
 * The work every server process does in the background (each hold, refund and message is
 * claimed by one statement, so several processes never do one twice):
 * - ending unpaid holds, even with the gateway switched off since they were made, so no night
 *   stays held for a payment that cannot come;
 * - following refunds until the gateway has settled them;
 * - sending mail the outbox could not send at once;
 * - sending the mail before arrival and the one after the stay, each once per booking.
 * Stops with the app.
 */
export function startBackgroundJobs(app: FastifyInstance): void {
  const context = serviceContext(app, app.log);
  const every = (ms: number, what: string, work: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        await work();
      } catch (error) {
        app.log.error({ err: error }, `${what} failed`);
      } finally {
        running = false;
      }
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(HOLD_SWEEP_MS, 'ending unpaid holds', () => endExpiredHolds(context)),
    every(MAIL_SWEEP_MS, 'sending waiting mail', () => app.mailer.deliverDue()),
    every(STAY_MAIL_SWEEP_MS, 'sending stay mails', () => sendStayMails(context)),
  ];
  if (app.paymentGateway) {
    timers.push(every(REFUND_SWEEP_MS, 'following refunds', () => followOpenRefunds(context)));
  }
  // Mail left waiting by the last run goes out now, not in half a minute.
  void app.mailer.deliverDue().catch((error: unknown) => {
    app.log.error({ err: error }, 'sending waiting mail failed');
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
