import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, badRequest, notFound } from '#server/http/api-error.ts';
import {
  createPromoCode,
  DuplicatePromoCodeError,
  listPromoCodes,
  suitesExist,
  switchPromoCode,
} from '#server/repositories/promo-codes.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  PROMO_MESSAGES,
  promoCodeInputSchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoCodeSwitchSchema,
} from '#shared/promo-codes.ts';

const staffErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Promo codes (admins only): added, listed, switched off. Guests use them in the quote and the booking. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  app.get(
    '/api/admin/promo-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every promo code with its uses, newest first (admins only)',
        response: { 200: promoCodeListSchema, ...staffErrors },
      },
    },
    async () => ({ promoCodes: await listPromoCodes(db) }),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Add a promo code: percentOff off the subtotal of bookings made from validFrom to validTo, optionally for minNights or more, some suites, and at most maxUses bookings (admins only)',
        body: promoCodeInputSchema,
        response: { 201: promoCodeSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { suiteIds } = request.body;
      if (suiteIds && !(await suitesExist(db, suiteIds))) {
        throw badRequest(PROMO_MESSAGES.suites, { suiteIds: PROMO_MESSAGES.suites });
      }
      try {
        const made = await createPromoCode(db, actorOf(request.user), request.body);
        return reply.status(201).send(made);
      } catch (error) {
        if (error instanceof DuplicatePromoCodeError) {
          throw apiError(409, PROMO_MESSAGES.taken, { code: PROMO_MESSAGES.taken });
        }
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/promo-codes/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Switch a promo code off, or on again (admins only)',
        params: z.object({ id: z.string().max(100) }),
        body: promoCodeSwitchSchema,
        response: { 200: promoCodeSchema, ...staffErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const switched = await switchPromoCode(
        db,
        actorOf(request.user),
        request.params.id,
        request.body.active,
        app.clock(),
      );
      if (!switched) throw notFound('promo code');
      return switched;
    },
  );
};
