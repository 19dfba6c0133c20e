import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCharges, setCharges } from '#server/repositories/hotel-charges.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { chargesSchema } from '#shared/charges.ts';

const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The hotel's charges on a stay (service charge, VAT, tax): everyone reads the rates new quotes
 * are made at; admins change them. Bookings keep the rates they were sold at.
 */
export const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/charges',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['bookings'],
        summary:
          "The hotel's charges in percent of the discounted subtotal, as new quotes are made (the spec's 10, 10 and 5 until staff change them)",
        response: { 200: chargesSchema },
      },
    },
    async () => currentCharges(db),
  );

  app.put(
    '/api/admin/charges',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Change the hotel's charges for new quotes, each a percentage from 0 to 50 to the hundredth; bookings keep the rates they were sold at (admins only)",
        body: chargesSchema,
        response: { 200: chargesSchema, ...staffErrors },
      },
    },
    async (request) =>
      setCharges(db, { id: request.user.id, email: request.user.email }, request.body, app.clock()),
  );
};
