import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listVisibleReviews } from '#server/repositories/reviews.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { reviewListSchema } from '#shared/review.ts';
import { listLimit } from '#shared/validation.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'List visible testimonials, newest first',
        querystring: z.object({ limit: listLimit(100, 20) }),
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listVisibleReviews(app.database.db, request.query.limit),
  );
};
