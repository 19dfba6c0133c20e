import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { storeContactMessage } from '#server/repositories/contact-messages.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { contactMessageInputSchema, contactMessageReceiptSchema } from '#shared/contact.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public' },
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
      const receipt = await storeContactMessage(app.database.db, request.body);
      return reply.status(201).send(receipt);
    },
  );
};
