import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Auth, createAuth } from './auth/auth.ts';
import { mountAuth } from './auth/mount.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { projectRoot } from './project-root.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { contactRoutes } from './routes/contact.ts';
import { healthRoutes } from './routes/health.ts';
import { meRoutes } from './routes/me.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { signInProviderRoutes } from './routes/sign-in-providers.ts';
import { suiteRoutes } from './routes/suites.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    auth: Auth;
    mailer: Mailer;
    /** Folder of uploaded pictures, served at /uploads. */
    uploadsDir: string;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  /** Where mail goes; defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Keeps a caller's request id when it is sane, so logs can be followed across services. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Builds the whole app without listening: tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestTimeout: 30_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate('mailer', mailer);
  const auth = createAuth({ config, db: database.db, mailer, log: app.log });
  app.decorate('auth', auth);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  app.decorate('uploadsDir', uploadsDir);
  mkdirSync(uploadsDir, { recursive: true });
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While shutting down, answers to requests already taken close their connection: a kept-alive
  // socket would otherwise hold the server open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await registerSecurityHeaders(app, config);
  registerOriginCheck(app, config.auth.trustedOrigins);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 10, parts: 11 },
  });
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

  mountAuth(app, auth);
  await app.register(healthRoutes);
  await app.register(meRoutes);
  await app.register(signInProviderRoutes);
  await app.register(adminUserRoutes);
  await app.register(suiteRoutes);
  await app.register(bookingRoutes);
  await app.register(reviewRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);

  await registerWebApp(app, options.webRoot ?? path.join(projectRoot, 'dist', 'web'));
  return app;
}
