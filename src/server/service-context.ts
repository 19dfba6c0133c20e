import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { SslcommerzClient } from '#server/payments/sslcommerz.ts';
import type { Database } from '#server/repositories/database.ts';
import { hotelToday } from '#shared/stay.ts';

/**
 * What the services' rules (bookings, payments) work with: the database, the config, the mailer,
 * the log of the request or job, the payment gateway, and the app's one clock. Routes and the
 * background jobs build it with `serviceContext`; tests build it from their app.
 */
export interface ServiceContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The time now: the app's clock, which tests set. */
  now: () => Date;
  /** The payment gateway, when online deposits are on (config.payments). */
  gateway: SslcommerzClient | null;
}

/** The rules' context for one request or job (its log) in this app. */
export function serviceContext(app: FastifyInstance, log: FastifyBaseLogger): ServiceContext {
  return {
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    log,
    now: app.clock,
    gateway: app.paymentGateway,
  };
}

/** The hotel's date (YYYY-MM-DD, in its time zone) at `now`, a moment of the app's clock. */
export function hotelDate(config: Config, now: Date): string {
  return hotelToday(now, config.booking.timeZone);
}
