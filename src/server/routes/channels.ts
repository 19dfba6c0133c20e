import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '#server/http/api-error.ts';
import { syncImport, syncSuite } from '#server/ical/channel-sync.ts';
import { icsCalendar } from '#server/ical/ics.ts';
import {
  addImport,
  DuplicateFeedError,
  exportedNights,
  exportToken,
  listImports,
  removeImport,
  renewExportToken,
} from '#server/repositories/channels.ts';
import { hotelDate } from '#server/service-context.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { CHANNEL_MESSAGES, channelImportInputSchema, channelsSchema } from '#shared/channels.ts';
import { hotel } from '#shared/hotel.ts';
import { addDays } from '#shared/stay.ts';

const suiteParams = z.object({ id: z.string().max(100) });
const staffErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Channel sync by iCal, as OTAs expect it: each suite publishes its taken nights at a secret
 * address, and reads the nights an OTA sold from the feeds staff add (fetched on a schedule and
 * on demand, see ical/channel-sync.ts).
 */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const syncContext = { db, config: app.config, log: app.log, now: app.clock };
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });
  const exportUrl = (token: string) =>
    new URL(`/ical/${token}.ics`, app.config.publicUrl).toString();

  async function channels(suiteId: string) {
    const [token, imports] = await Promise.all([
      exportToken(db, suiteId, app.clock()),
      listImports(db, suiteId),
    ]);
    if (!token || !imports) throw notFound('suite');
    return { exportUrl: exportUrl(token), imports };
  }

  app.get(
    '/api/admin/suites/:id/channels',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          "The suite's iCal export address (secret) and its import feeds with their last fetch, failures and conflicts (admins only)",
        params: suiteParams,
        response: { 200: channelsSchema, ...staffErrors },
      },
    },
    async (request) => channels(request.params.id),
  );

  app.post(
    '/api/admin/suites/:id/channels',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          "Add an OTA's iCal feed to the suite and fetch it at once; its nights become blocks (admins only)",
        params: suiteParams,
        body: channelImportInputSchema,
        response: { 201: channelsSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      let row: Awaited<ReturnType<typeof addImport>>;
      try {
        row = await addImport(db, actorOf(request.user), id, request.body.url.trim());
      } catch (error) {
        if (error instanceof DuplicateFeedError) throw conflict(CHANNEL_MESSAGES.duplicate);
        throw error;
      }
      if (!row) throw notFound('suite');
      await syncImport(syncContext, row);
      return reply.status(201).send(await channels(id));
    },
  );

  app.delete(
    '/api/admin/suites/:id/channels/:importId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: 'Stop importing a feed: the nights it blocked open again (admins only)',
        params: z.object({ id: z.string().max(100), importId: z.string().max(100) }),
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id, importId } = request.params;
      if (!(await removeImport(db, actorOf(request.user), id, importId))) {
        throw notFound('feed of this suite');
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/suites/:id/channels/sync',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: "Fetch the suite's import feeds now (admins only)",
        params: suiteParams,
        response: { 200: channelsSchema, ...staffErrors },
      },
    },
    async (request) => {
      await syncSuite(syncContext, request.params.id);
      return channels(request.params.id);
    },
  );

  app.post(
    '/api/admin/suites/:id/channels/export-token',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          'Give the export feed a new secret address; the old one stops working at once (admins only)',
        params: suiteParams,
        response: { 200: channelsSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await renewExportToken(db, actorOf(request.user), id, app.clock()))) {
        throw notFound('suite');
      }
      return channels(id);
    },
  );

  app.get(
    '/ical/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['suites'],
        summary:
          "A suite's export feed for OTAs (`<token>.ics`): its booked and blocked nights, without guests' names",
        params: z.object({ file: z.string().max(100) }),
        produces: ['text/calendar'],
        // The feed is sent as text, so this documents it rather than serialises it.
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(request.params.file);
      const now = app.clock();
      const since = addDays(hotelDate(app.config, now), -30);
      const found = match?.[1] ? await exportedNights(db, match[1], since) : null;
      if (!found) throw notFound('feed');
      const host = new URL(app.config.publicUrl).hostname;
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          icsCalendar(
            [
              ...found.stays.map((stay) => ({
                uid: `booking-${stay.id}@${host}`,
                start: stay.startDate,
                end: stay.endDate,
                summary: 'Booked',
              })),
              ...found.blocks.map((block) => ({
                uid: `block-${block.id}@${host}`,
                start: block.startDate,
                end: block.endDate,
                summary: 'Not available',
              })),
            ],
            {
              productId: `-//Suitebook//${hotel.name}//EN`,
              name: `${hotel.shortName}: ${found.suite.name}`,
              now,
            },
          ),
        );
    },
  );
};
