import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/api-error.ts';
import { findActiveSuiteDetail, listActiveSuites } from '#server/repositories/suites.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { suiteDetailSchema, suiteListSchema } from '#shared/suite.ts';

export const suiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suites',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['suites'],
        summary: 'List the suites guests can book',
        response: { 200: suiteListSchema },
      },
    },
    async () => listActiveSuites(app.database.db),
  );

  app.get(
    '/api/suites/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['suites'],
        summary: 'Get one suite with its photo gallery',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: suiteDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const suite = await findActiveSuiteDetail(app.database.db, request.params.id);
      if (!suite) throw notFound('suite');
      return suite;
    },
  );
};
