import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedMediaType } from '#server/http/api-error.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { receiveNotification, returnPath, startPayment } from '#server/payments/payment-rules.ts';
import { retryRefund } from '#server/payments/refunds.ts';
import { startReservationPayment } from '#server/payments/reservation-payments.ts';
import { isUuid } from '#server/repositories/suites.ts';
import { type ServiceContext, serviceContext } from '#server/service-context.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import { bookingSchema } from '#shared/booking.ts';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '#shared/locale.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { PAYMENT_RETURNS, paymentRedirectSchema } from '#shared/payments.ts';

const messages = defineMessages({
  tooManyFields: { id: 'api.payments.tooManyFields', defaultMessage: 'Too many fields' },
  formNotice: {
    id: 'api.payments.formNotice',
    defaultMessage: 'The gateway sends its notification as a form.',
  },
});

const idParams = z.object({ id: z.string().max(100) });

/** The gateway's form fields: names and values as text, a few dozen of them at most. */
const gatewayForm = z
  .record(z.string().max(64), z.string().max(2000))
  .refine((fields) => Object.keys(fields).length <= 100, {
    error: () => tr(messages.tooManyFields),
  });

/**
 * Online deposits through SSLCommerz: the guest's "pay now", the gateway's notification, the
 * guest's way back from the gateway's page, and staff asking again for a refused refund.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: { log: ServiceContext['log'] }) => serviceContext(app, request.log);

  // Sending the guest to the gateway, for a booking or a reservation: the same answers and limit.
  const paymentStart = {
    params: idParams,
    response: {
      200: paymentRedirectSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
      502: apiErrorSchema,
    },
  };
  const limitPaymentStarts = (userId: string) =>
    consumeLimits(app.counters, [{ rule: RATE_RULES.paymentStartPerAccount, subject: userId }]);

  // The gateway posts forms (the notification, the guest's return), only to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/api/bookings/:id/payments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Pay the deposit of one's own unpaid booking: answers the gateway's page to send the guest to (409 when it cannot be paid now, 502 when the gateway is not answering)",
        ...paymentStart,
      },
    },
    async (request) => {
      await limitPaymentStarts(request.user.id);
      return startPayment(context(request), request.user, request.params.id);
    },
  );

  app.post(
    '/api/reservations/:id/payments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "Pay the one deposit of one's own unpaid reservation of several suites, for every suite at once: answers the gateway's page to send the guest to (409 when it cannot be paid now, 502 when the gateway is not answering)",
        ...paymentStart,
      },
    },
    async (request) => {
      await limitPaymentStarts(request.user.id);
      return startReservationPayment(context(request), request.user, request.params.id);
    },
  );

  app.post(
    '/api/payments/sslcommerz/ipn',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          "SSLCommerz's payment notification (IPN), form-encoded: believed only when signed by the gateway and confirmed by its validation service for the transaction, amount and currency asked; recorded once",
        consumes: ['application/x-www-form-urlencoded'],
        body: gatewayForm,
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await consumeLimits(app.counters, [
        { rule: RATE_RULES.paymentNoticePerAddress, subject: request.ip },
      ]);
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        throw unsupportedMediaType(tr(messages.formNotice));
      }
      return receiveNotification(context(request), request.body);
    },
  );

  // The gateway sends the guest back with a form post from its own site (some set-ups with a
  // plain link): the route changes nothing and only redirects to the booking's page, which shows
  // what the server knows. The form's fields are read by no one.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/payments/sslcommerz/return/:result',
      config: { access: 'public', crossSiteReturn: true },
      schema: {
        tags: ['payments'],
        summary:
          "Where the gateway sends the guest back (success, fail or cancel): redirects to the booking's or reservation's page; confirms nothing",
        params: z.object({ result: z.enum(PAYMENT_RETURNS) }),
        querystring: z.object({
          booking: z.string().max(100).optional(),
          reservation: z.string().max(100).optional(),
          lang: z.enum(LOCALES).optional(),
        }),
        response: { 303: z.null(), 400: apiErrorSchema },
      },
      handler: async (request, reply) => {
        const { booking, reservation, lang } = request.query;
        const known = (id: string | undefined) => (id && isUuid(id) ? id : undefined);
        const path = returnPath(
          { booking: known(booking), reservation: known(reservation) },
          request.params.result,
        );
        return reply.redirect(localizedPath(lang ?? DEFAULT_LOCALE, path), 303);
      },
    });
  }

  app.post(
    '/api/admin/refunds/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'payments'],
        summary:
          'Ask the gateway again for a refund it refused (admins only); answers the booking with the refund as it now stands',
        params: idParams,
        response: {
          200: bookingSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => retryRefund(context(request), request.params.id),
  );
};
