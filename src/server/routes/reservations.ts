import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inReceiptLanguage,
  receiptQuerySchema,
} from '#server/bookings/receipt/receipt-language.ts';
import { reservationReceipt } from '#server/bookings/receipt/reservation-receipt.ts';
import {
  cancelReservationFor,
  createReservation,
  findReservation,
} from '#server/bookings/reservation-rules.ts';
import { clientNetwork } from '#server/limits/client-network.ts';
import {
  consumeLimits,
  limitFailures,
  RATE_RULES,
  refusalMessages,
} from '#server/limits/rate-limit.ts';
import { type ServiceContext, serviceContext } from '#server/service-context.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { createReservationSchema, reservationSchema } from '#shared/reservation.ts';

const reservationParams = z.object({ id: z.string().max(100) });

/** Several suites in one reservation (issue 35): booked, read and cancelled as a whole. */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: { log: ServiceContext['log'] }) => serviceContext(app, request.log);

  app.post(
    '/api/reservations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Reserve 2 to 5 suites for one stay (signed in), all or nothing: one booking per suite, each with its own quote, and the whole priced on the summed subtotal; 409 naming the suite when one is taken or blocked (nothing is kept), each suite counting as one of the guest's upcoming stays. With online deposits on, every suite is held unpaid (pending_payment, each counting as one unpaid hold) until one deposit for the whole is paid through POST /api/reservations/:id/payments",
        body: createReservationSchema,
        response: {
          201: reservationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, body } = request;
      const promoCode = {
        typed: body.promoCode,
        tries: limitFailures(
          app.counters,
          [
            { rule: RATE_RULES.promoCodeMissPerAddress, subject: clientNetwork(request.ip) },
            { rule: RATE_RULES.promoCodeMissPerAccount, subject: user.id },
          ],
          { what: refusalMessages.promoCodes, field: 'promoCode' },
        ),
      };
      const reservation = await createReservation(
        context(request),
        user,
        { ...body, promoCode },
        request.ip,
      );
      return reply.status(201).send(reservation);
    },
  );

  app.get(
    '/api/reservations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "One reservation of several suites, with each suite's booking (its guest or an admin; otherwise 404). Its status is read from its bookings: cancelled when none holds its nights, partly_cancelled when some do, pending_payment while one waits for its deposit, else confirmed",
        params: reservationParams,
        response: { 200: reservationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => findReservation(context(request), request.user, request.params.id),
  );

  app.get(
    '/api/reservations/:id/invoice.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "The reservation's receipt as a PDF: the stay, each suite with its booking's reference, party and nights, the whole's price line by line, what was paid and what is left to pay at the hotel (its guest or an admin; otherwise 404; 60 receipts per account in 10 minutes)",
        params: reservationParams,
        querystring: receiptQuerySchema,
        produces: ['application/pdf'],
        // The file is sent as bytes (fastify sends a Buffer as it is), so this documents it.
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.receiptPerAccount, subject: request.user.id },
      ]);
      const reservation = await findReservation(context(request), request.user, request.params.id);
      const pdf = await inReceiptLanguage(request.query.lang, request.user, () =>
        reservationReceipt(app.config, reservation, app.clock()),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reservation.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.delete(
    '/api/reservations/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Cancel every suite of a reservation that may still be cancelled, in one go, with a single booking's rules and refunds (staff may cancel one suite with DELETE /api/bookings/:id); 409 when none can be",
        params: reservationParams,
        response: {
          200: reservationSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => cancelReservationFor(context(request), request.user, request.params.id),
  );
};
