import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/api-error.ts';
import {
  createExtra,
  listAllExtras,
  listOfferedExtras,
  updateExtra,
} from '#server/repositories/extras.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  adminExtraListSchema,
  adminExtraSchema,
  extraInputSchema,
  extraListSchema,
} from '#shared/extras.ts';

const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Bookable extras: what a guest can add to a stay, priced per stay, per night or per guest per
 * night. Guests read the offered ones; admins add, change and switch them off.
 */
export const extraRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  app.get(
    '/api/extras',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['bookings'],
        summary:
          "The extras a guest can add to a stay (the quote's `extras=<id>:<quantity>,…`, the booking's `extras`), in the hotel's order",
        response: { 200: extraListSchema },
      },
    },
    async () => listOfferedExtras(db),
  );

  app.get(
    '/api/admin/extras',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every extra, offered or not (admins only)',
        response: { 200: adminExtraListSchema, ...staffErrors },
      },
    },
    async () => ({ extras: await listAllExtras(db) }),
  );

  app.post(
    '/api/admin/extras',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Offer a new extra (admins only)',
        body: extraInputSchema,
        response: { 201: adminExtraSchema, ...staffErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createExtra(db, actorOf(request.user), request.body)),
  );

  app.patch(
    '/api/admin/extras/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Change an extra's name, price or unit, or switch it off; bookings keep what they were quoted (admins only)",
        params: z.object({ id: z.string().max(100) }),
        body: extraInputSchema,
        response: { 200: adminExtraSchema, ...staffErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const changed = await updateExtra(
        db,
        actorOf(request.user),
        request.params.id,
        request.body,
        app.clock(),
      );
      if (!changed) throw notFound('extra');
      return changed;
    },
  );
};
