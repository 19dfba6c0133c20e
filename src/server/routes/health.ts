import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '#shared/health.ts';

const PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
      });
      const up = await Promise.race([app.database.ping(), timeout])
        .then(() => true)
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'health check: database unreachable');
          return false;
        })
        .finally(() => clearTimeout(timer));
      // Load balancers and clients wait a little before asking again.
      if (!up) reply.header('retry-after', '5');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
