import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/api-error.ts';
import { bookableNights, suiteCalendar } from '#server/repositories/suite-calendar.ts';
import { findActiveSuiteDetail, listActiveSuites } from '#server/repositories/suites.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { hotelToday } from '#shared/stay.ts';
import { suiteDetailSchema, suiteListSchema } from '#shared/suite.ts';
import { suiteCalendarQuerySchema, suiteCalendarSchema } from '#shared/suite-calendar.ts';

export const suiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/suites',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['suites'],
        summary: 'List the suites guests can book',
        response: { 200: suiteListSchema },
      },
    },
    async () => listActiveSuites(app.database.db),
  );

  app.get(
    '/api/suites/:id',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['suites'],
        summary: 'Get one suite with its photo gallery',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: suiteDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const suite = await findActiveSuiteDetail(app.database.db, request.params.id);
      if (!suite) throw notFound('suite');
      return suite;
    },
  );

  app.get(
    '/api/suites/:id/calendar',
    {
      // Never kept: it must show every booking made since.
      config: { access: 'public' },
      schema: {
        tags: ['suites'],
        summary:
          'Each night of a suite from `from` up to `to` (at most 366 nights): its price, and whether a guest can book it',
        params: z.object({ id: z.string().max(100) }),
        querystring: suiteCalendarQuerySchema,
        response: { 200: suiteCalendarSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { timeZone, horizonDays } = app.config.booking;
      const calendar = await suiteCalendar(
        app.database.db,
        request.params.id,
        request.query,
        bookableNights(hotelToday(app.clock(), timeZone), horizonDays),
      );
      if (!calendar) throw notFound('suite');
      return calendar;
    },
  );
};
