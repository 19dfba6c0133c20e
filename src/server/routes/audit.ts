import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEvents } from '#server/repositories/audit.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { auditEventListSchema, auditQuerySchema } from '#shared/audit.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What admins did, newest first, optionally by action prefix (admins only)',
        querystring: auditQuerySchema,
        response: {
          200: auditEventListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAuditEvents(app.database.db, request.query),
  );
};
