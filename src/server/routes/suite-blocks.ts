import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '#server/http/api-error.ts';
import {
  BlockRefusedError,
  createSuiteBlock,
  deleteSuiteBlock,
  listSuiteBlocks,
} from '#server/repositories/suite-blocks.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { hotelToday } from '#shared/stay.ts';
import {
  BLOCK_MESSAGES,
  suiteBlockInputSchema,
  suiteBlockListSchema,
  suiteBlockSchema,
} from '#shared/suite-blocks.ts';

const suiteParams = z.object({ id: z.string().max(100) });
const blockParams = z.object({ id: z.string().max(100), blockId: z.string().max(100) });
const staffErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Blocked nights (admins only): a suite's nights taken off sale for repairs or an event leave
 * search, the calendar and booking. The database refuses a block over a booking (409) and a
 * booking over a block. Each change is in the audit trail.
 */
export const suiteBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

  app.get(
    '/api/suites/:id/blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: "A suite's blocks that have not ended yet, in date order (admins only)",
        params: suiteParams,
        response: { 200: suiteBlockListSchema, ...staffErrors },
      },
    },
    async (request) => {
      const today = hotelToday(app.clock(), app.config.booking.timeZone);
      const blocks = await listSuiteBlocks(db, request.params.id, today);
      if (!blocks) throw notFound('suite');
      return { blocks };
    },
  );

  app.post(
    '/api/suites/:id/blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary:
          'Block nights of a suite from startDate up to endDate (exclusive), with a reason; 409 when a booking or another block holds one of them (admins only)',
        params: suiteParams,
        body: suiteBlockInputSchema,
        response: { 201: suiteBlockSchema, ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      let block: Awaited<ReturnType<typeof createSuiteBlock>>;
      try {
        block = await createSuiteBlock(db, actorOf(request.user), request.params.id, request.body);
      } catch (error) {
        if (error instanceof BlockRefusedError) {
          throw conflict(
            error.over === 'booking' ? BLOCK_MESSAGES.overBooking : BLOCK_MESSAGES.overBlock,
          );
        }
        throw error;
      }
      if (!block) throw notFound('suite');
      return reply.status(201).send(block);
    },
  );

  app.delete(
    '/api/suites/:id/blocks/:blockId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'suites'],
        summary: 'Put blocked nights back on sale (admins only)',
        params: blockParams,
        response: { 204: z.null(), ...staffErrors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, blockId } = request.params;
      const removed = await deleteSuiteBlock(db, actorOf(request.user), id, blockId);
      if (removed === 'none') throw notFound('block of this suite');
      if (removed === 'from_feed') throw conflict(BLOCK_MESSAGES.fromFeed);
      return reply.status(204).send(null);
    },
  );
};
