import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';

/** The OpenAPI document at /api/openapi.json, built from the routes' zod schemas, and its UI. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Suitebook API',
        description: 'Suites, availability, bookings and reviews of the hotel.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs UI needs inline styles; everything else keeps the strict policy.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
