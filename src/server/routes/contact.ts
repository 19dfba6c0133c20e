import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '#server/db/schema.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { contactMessageInputSchema, contactMessageReceiptSchema } from '#shared/contact.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary:
          'Send a message to the hotel (stored for the staff to read; 5 per address in 10 minutes)',
        body: contactMessageInputSchema,
        response: { 201: contactMessageReceiptSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await consumeLimits(app.counters, reply, [
        { rule: RATE_RULES.contactPerAddress, subject: request.ip },
      ]);
      const [row] = await app.database.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  );
};
