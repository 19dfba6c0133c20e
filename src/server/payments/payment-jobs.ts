import type { FastifyInstance } from 'fastify';
import { bookingContext } from '#server/bookings/booking-rules.ts';
import { endExpiredHolds, followOpenRefunds } from './payment-rules.ts';

/** How often unpaid holds that ran out are ended: their nights are free within this. */
const HOLD_SWEEP_MS = 20_000;
/** How often refunds not yet settled are sent again or followed at the gateway. */
const REFUND_SWEEP_MS = 60_000;

/**
 * The payment side's background work, in every server process (each hold and refund is claimed
 * by one statement, so several processes never do one twice): ending unpaid holds, and following
 * refunds until the gateway has settled them. Holds are ended even with the gateway switched off
 * since they were made, so no night stays held for a payment that cannot come. Stops with the app.
 */
export function startPaymentJobs(app: FastifyInstance): void {
  const context = bookingContext(app, app.log);
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
  const timers = [every(HOLD_SWEEP_MS, 'ending unpaid holds', () => endExpiredHolds(context))];
  if (app.paymentGateway) {
    timers.push(every(REFUND_SWEEP_MS, 'following refunds', () => followOpenRefunds(context)));
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
