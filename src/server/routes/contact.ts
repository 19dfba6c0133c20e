import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { contactMessageInputSchema, contactMessageReceiptSchema } from '../../shared/contact.ts';
import { contactMessages } from '../db/schema.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the hotel (stored for the staff to read)',
        body: contactMessageInputSchema,
        response: { 201: contactMessageReceiptSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.database.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ id: row.id, receivedAt: row.createdAt.toISOString() });
    },
  );
};
