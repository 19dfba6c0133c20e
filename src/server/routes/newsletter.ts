import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { subscribe } from '#server/repositories/newsletter.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { newsletterResultSchema, newsletterSignupSchema } from '#shared/newsletter.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary:
          'Subscribe an email address (stored once; the same answer whether or not it was already on the list; 5 per address in 10 minutes)',
        body: newsletterSignupSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await consumeLimits(app.counters, reply, [
        { rule: RATE_RULES.newsletterPerAddress, subject: request.ip },
      ]);
      const { email } = request.body;
      // Known or new, the answer is the same: it must not tell who is on the list.
      await subscribe(app.database.db, email);
      return { email, status: 'subscribed' as const };
    },
  );
};
