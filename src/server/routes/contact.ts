import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/api-error.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import {
  countUnreadContactMessages,
  deleteContactMessage,
  listContactMessages,
  markContactMessageRead,
  setContactMessageHandled,
  storeContactMessage,
} from '#server/repositories/contact-messages.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  CONTACT_HONEYPOT,
  contactMessageInputSchema,
  contactMessageReceiptSchema,
} from '#shared/contact.ts';
import {
  inboxMessageSchema,
  inboxQuerySchema,
  inboxSchema,
  markHandledSchema,
  markReadSchema,
  unreadCountSchema,
} from '#shared/inbox.ts';

const messageParams = z.object({ id: z.string().max(100) });
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

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
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.contactPerAddress, subject: request.ip },
      ]);
      const { name, email, message, [CONTACT_HONEYPOT]: honeypot } = request.body;
      if (honeypot?.trim()) {
        // A bot filled the field people never see: answer as for a stored message, keep nothing.
        request.log.info('contact honeypot filled; message dropped');
        return reply.status(201).send({ id: randomUUID(), receivedAt: app.clock().toISOString() });
      }
      const receipt = await storeContactMessage(app.database.db, { name, email, message });
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/api/admin/inbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first, by filter (admins only)',
        querystring: inboxQuerySchema,
        response: { 200: inboxSchema, ...adminErrors },
      },
    },
    async (request) => listContactMessages(app.database.db, request.query),
  );

  app.get(
    '/api/admin/inbox/unread',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'How many contact messages are unread (admins only)',
        response: { 200: unreadCountSchema, ...adminErrors },
      },
    },
    async () => ({ unread: await countUnreadContactMessages(app.database.db) }),
  );

  app.put(
    '/api/admin/inbox/:id/read',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read or unread (admins only)',
        params: messageParams,
        body: markReadSchema,
        response: { 200: inboxMessageSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const updated = await markContactMessageRead(
        app.database.db,
        request.params.id,
        request.body.read,
        app.clock(),
      );
      if (!updated) throw notFound('message');
      return updated;
    },
  );

  app.put(
    '/api/admin/inbox/:id/handled',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled or not (admins only; audited)',
        params: messageParams,
        body: markHandledSchema,
        response: { 200: inboxMessageSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = request;
      const updated = await setContactMessageHandled(
        app.database.db,
        { id: user.id, email: user.email },
        request.params.id,
        request.body.handled,
        app.clock(),
      );
      if (!updated) throw notFound('message');
      return updated;
    },
  );

  app.delete(
    '/api/admin/inbox/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a contact message (admins only; audited)',
        params: messageParams,
        response: { 204: z.null(), ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const deleted = await deleteContactMessage(
        app.database.db,
        { id: user.id, email: user.email },
        request.params.id,
      );
      if (!deleted) throw notFound('message');
      return reply.status(204).send(null);
    },
  );
};
