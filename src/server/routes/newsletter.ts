import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { newsletterResultSchema, newsletterSignupSchema } from '../../shared/newsletter.ts';
import { newsletterSubscriptions } from '../db/schema.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (once per address)',
        body: newsletterSignupSchema,
        response: { 200: newsletterResultSchema, 201: newsletterResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const inserted = await app.database.db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0
        ? reply.status(201).send({ email, status: 'subscribed' })
        : reply.status(200).send({ email, status: 'already-subscribed' });
    },
  );
};
