import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Clock, systemClock } from '#server/clock.ts';
import { answerInRequestLanguage } from '#server/i18n/request-locale.ts';
import '#server/i18n/zod-language.ts';
import { registerAccessControl } from './auth/access.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { mountAuth } from './auth/mount.ts';
import { SessionReader } from './auth/session.ts';
import { SignInThrottle } from './auth/sign-in-throttle.ts';
import { PublicCache } from './cache/public-cache.ts';
import { registerPublicReads } from './cache/public-reads.ts';
import { shareInvalidations } from './cache/shared-invalidation.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerCompression } from './http/compression.ts';
import { handleFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { OneLinePerRequest, redactUrl } from './http/request-log.ts';
import { createCounterStore } from './limits/counter-store.ts';
import { createMailTransport } from './mail/mailer.ts';
import { createOutboxMailer, type OutboxMailer } from './mail/outbox-mailer.ts';
import { createSslcommerzClient, type SslcommerzClient } from './payments/sslcommerz.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { projectRoot } from './project-root.ts';
import type { CounterStore } from './repositories/rate-counters.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { auditRoutes } from './routes/audit.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { channelRoutes } from './routes/channels.ts';
import { chargeRoutes } from './routes/charges.ts';
import { contactRoutes } from './routes/contact.ts';
import { extraRoutes } from './routes/extras.ts';
import { frontDeskRoutes } from './routes/front-desk.ts';
import { googleFeedRoutes } from './routes/google-feeds.ts';
import { healthRoutes } from './routes/health.ts';
import { mailOutboxRoutes } from './routes/mail-outbox.ts';
import { meRoutes } from './routes/me.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { paymentRoutes } from './routes/payments.ts';
import { promoCodeRoutes } from './routes/promo-codes.ts';
import { ratePeriodRoutes } from './routes/rate-periods.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { signInProviderRoutes } from './routes/sign-in-providers.ts';
import { suiteAdminRoutes } from './routes/suite-admin.ts';
import { suiteBlockRoutes } from './routes/suite-blocks.ts';
import { suiteRoutes } from './routes/suites.ts';
import { diskFileStore, type FileStore } from './uploads/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    sessionReader: SessionReader;
    /** Every message goes through the outbox table: SMTP outages delay mail, never lose it. */
    mailer: OutboxMailer;
    /** Rate-limit counters every server process shares (the database, or Redis). */
    counters: CounterStore;
    signInThrottle: SignInThrottle;
    /** Where uploaded pictures are stored (a folder under DATA_DIR, served at /uploads). */
    imageStore: FileStore;
    /** The time now: the system's, or a test's controlled clock. */
    clock: Clock;
    /** SSLCommerz, when online deposits are configured; null: guests pay at the hotel. */
    paymentGateway: SslcommerzClient | null;
  }
}

interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  /** Where log lines go; defaults to standard output. */
  logStream?: { write(line: string): void };
  /** The time now; defaults to the system clock (tests move it to end holds). */
  clock?: Clock;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Keeps a caller's request id when it is sane, so logs can be followed across services. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's trust of X-Forwarded-For: a list of proxy addresses, or a hop count (the last n
 * addresses on the path are proxies). Fastify itself refuses hop counts, since a client that
 * reaches the server directly could then forge them: count hops only behind a proxy that every
 * request passes.
 */
function proxyTrust(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole app without listening: tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // A request is logged as its method, its URL (keys removed) and the caller's address: never
      // its headers, so no cookie or authorization ever reaches a log line, with no redaction
      // pass (which cost more per line than writing it).
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestId,
    logController: requestLog,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: handleFrameworkError,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);
  const mailer = createOutboxMailer({
    db: database.db,
    transport: createMailTransport(config, app.log, app.clock),
    log: app.log,
    now: app.clock,
  });
  app.decorate('mailer', mailer);
  // Request lines still waiting for their turn's write go out as the server closes.
  app.addHook('onClose', async () => requestLog.flush());
  // Mail being sent as the server stops is finished first (or left to the next start's sweep).
  app.addHook('onClose', () => mailer.settled());
  const counters = await createCounterStore(
    { db: database.db, ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}) },
    app.log,
  );
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());
  const signInThrottle = new SignInThrottle(counters);
  app.decorate('signInThrottle', signInThrottle);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    log: app.log,
    signInThrottle,
    clock: app.clock,
  });
  app.decorate('auth', auth);
  app.decorate(
    'sessionReader',
    await SessionReader.create(database, auth, config.auth.sessionMaxSeconds),
  );
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  app.decorate('imageStore', diskFileStore(uploadsDir));
  app.decorate('paymentGateway', config.payments ? createSslcommerzClient(config.payments) : null);
  registerErrorHandling(app);
  answerInRequestLanguage(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // While shutting down, answers to requests already taken close their connection: a kept-alive
  // socket would otherwise hold the server open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // An answer whose send hooks were still running when closing began (an asynchronous one added
  // later, say) may go out kept-alive: its connection is idle then, and would hold the server open.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    // Answers that do not say how to cache them (the API's, its errors) may be personal: no
    // cache keeps them. Public files and pages set their own policy.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config.auth.trustedOrigins);
  const publicCache = new PublicCache();
  registerPublicReads(app, publicCache);
  if (database.kind === 'postgres' && config.databaseUrl) {
    const stopSharing = await shareInvalidations(publicCache, {
      databaseUrl: config.databaseUrl,
      db: database.db,
      log: app.log,
    });
    app.addHook('onClose', () => stopSharing());
  }
  registerCompression(app);
  await registerOpenApi(app, config);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Upload names are random and never reused.
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  // Every /api route registered from here on declares who may call it.
  registerAccessControl(app);
  mountAuth(app, auth);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(signInProviderRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditRoutes);
  await app.register(suiteRoutes);
  await app.register(suiteAdminRoutes);
  await app.register(ratePeriodRoutes);
  await app.register(suiteBlockRoutes);
  await app.register(frontDeskRoutes);
  await app.register(channelRoutes);
  await app.register(promoCodeRoutes);
  await app.register(extraRoutes);
  await app.register(chargeRoutes);
  await app.register(bookingRoutes);
  await app.register(reservationRoutes);
  await app.register(paymentRoutes);
  await app.register(reviewRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(googleFeedRoutes);

  await registerWebApp(app, options.webRoot ?? path.join(projectRoot, 'dist', 'web'));
  return app;
}
