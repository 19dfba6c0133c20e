import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { reviewListSchema } from '../../shared/review.ts';
import { listVisibleReviews } from '../repositories/reviews.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'List visible testimonials, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listVisibleReviews(app.database.db, request.query.limit),
  );
};
