import compress from '@fastify/compress';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { apiErrorSchema } from '#shared/api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers a route gives that its response schemas do not list, for the document only: the
     * better-auth endpoints relay better-auth's answers (its redirects, its refusals).
     */
    documentedAnswers?: readonly number[];
  }
}

/** The session cookie's name, as better-auth writes it (auth.ts: cookiePrefix `suitebook`). */
const SESSION_COOKIE = 'suitebook.session_token';

/**
 * `GET /api/bookings/:id/calendar.ics` → `getBookingsByIdCalendarIcs`: the method, then each
 * segment after /api in PascalCase, a parameter as `By<Name>`. Unique, since method and path are.
 */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') || segment.startsWith('{')
        ? [`by-${segment.replace(/[:{}]/g, '')}`]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * What any operation of its kind may answer, whatever its own schemas list: 400 for a request
 * its schemas refuse, 403 for a state change from another site (origin-check.ts), 413 and 415
 * for a body too large or of another type, 503 while the database is away.
 */
function commonAnswers(
  schema: { body?: unknown; querystring?: unknown; params?: unknown },
  method: string,
) {
  const answers: number[] = [503];
  if (schema.body || schema.querystring || schema.params) answers.push(400);
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) answers.push(403, 413, 415);
  return answers;
}

/**
 * Completes each operation of the document: an operationId, the cookie security scheme on every
 * operation that needs a session (and none declared on public ones), the answers a route relays
 * without listing them, and those every operation of its kind may give. The routes' own zod
 * schemas give the rest.
 */
const transform: SwaggerTransform = (input) => {
  const { route } = input;
  const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
  const access = route.config?.access;
  const listed = (input.schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = { ...listed };
  const answers = [
    ...(route.config?.documentedAnswers ?? []),
    ...commonAnswers(input.schema, method),
  ];
  for (const status of answers) {
    response[String(status)] ??=
      status >= 400 ? apiErrorSchema : status >= 300 ? z.null() : z.unknown();
  }
  const { schema, url } = jsonSchemaTransform({
    ...input,
    schema: {
      ...input.schema,
      ...(Object.keys(response).length > 0 ? { response } : {}),
      operationId: operationIdOf(method, route.url),
      security: access === 'user' || access === 'admin' ? [{ sessionCookie: [] }] : [],
    },
  });
  return { schema, url };
};

/** The OpenAPI document at /api/openapi.json, built from the routes' zod schemas, and its UI. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Suitebook API',
        description:
          "Suites, availability, bookings, payments and reviews of the hotel. Operations that need a session take the session cookie set by the sign-in endpoints; every state-changing request must come from the hotel's own origin.",
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Set by POST /api/auth/sign-in/email (or sign-up, or a social sign-in); `__Secure-` prefixed under https.',
          },
        },
      },
    },
    transform,
  });
  // The docs UI streams its files from disk: compressed on the way by @fastify/compress, in
  // their own context. Every other answer is built in memory (compressed by registerCompression)
  // or a file compressed at build time, and does without that plugin's three hooks.
  await app.register(async (docs) => {
    await docs.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The docs UI needs inline styles; everything else keeps the strict policy.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
