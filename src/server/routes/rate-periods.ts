import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '#server/http/api-error.ts';
import {
  createRatePeriod,
  deleteRatePeriod,
  listRatePeriods,
  RatePeriodOverlapError,
  updateRatePeriod,
} from '#server/repositories/rate-periods.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  RATE_PERIOD_MESSAGES,
  ratePeriodInputSchema,
  ratePeriodListSchema,
  ratePeriodSchema,
} from '#shared/rate-periods.ts';

const suiteParams = z.object({ id: z.string().max(100) });
const periodParams = z.object({ id: z.string().max(100), periodId: z.string().max(100) });
const staffErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

async function refusingOverlap<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof RatePeriodOverlapError) throw conflict(RATE_PERIOD_MESSAGES.overlap);
    throw error;
  }
}

/**
 * A suite's seasons (admins only): list, add, edit, remove. Each change is in the audit trail;
 * the database refuses two seasons of one suite on the same night (409).
 */
export const ratePeriodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  app.get(
    '/api/suites/:id/rate-periods',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: "A suite's seasons in date order (admins only)",
        params: suiteParams,
        response: { 200: ratePeriodListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const ratePeriods = await listRatePeriods(db, request.params.id);
      if (!ratePeriods) throw notFound('suite');
      return { ratePeriods };
    },
  );

  app.post(
    '/api/suites/:id/rate-periods',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          'Add a season: its nights from startDate up to endDate (exclusive) cost pricePerNight, and stays with a night in it last at least minNights (admins only)',
        params: suiteParams,
        body: ratePeriodInputSchema,
        response: { 201: ratePeriodSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const period = await refusingOverlap(
        createRatePeriod(db, actorOf(request.user), request.params.id, request.body),
      );
      if (!period) throw notFound('suite');
      return reply.status(201).send(period);
    },
  );

  app.put(
    '/api/suites/:id/rate-periods/:periodId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: "Change a season's dates, price and minimum stay (admins only)",
        params: periodParams,
        body: ratePeriodInputSchema,
        response: { 200: ratePeriodSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, periodId } = request.params;
      const period = await refusingOverlap(
        updateRatePeriod(db, actorOf(request.user), id, periodId, request.body, app.clock()),
      );
      if (!period) throw notFound('season of this suite');
      return period;
    },
  );

  app.delete(
    '/api/suites/:id/rate-periods/:periodId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: 'Remove a season (admins only)',
        params: periodParams,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id, periodId } = request.params;
      const removed = await deleteRatePeriod(db, actorOf(request.user), id, periodId);
      if (!removed) throw notFound('season of this suite');
      return reply.status(204).send(null);
    },
  );
};
