import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSessionUser } from '#server/auth/session.ts';
import { cancelBookingFor, moveStatus } from '#server/bookings/booking-cancellation.ts';
import { changeBooking, createBooking, quoteChange } from '#server/bookings/booking-rules.ts';
import { bookingReceipt } from '#server/bookings/receipt/booking-receipt.ts';
import {
  inReceiptLanguage,
  receiptQuerySchema,
} from '#server/bookings/receipt/receipt-language.ts';
import { quoteRooms } from '#server/bookings/reservation-pricing.ts';
import { checkStay, quoteSuite } from '#server/bookings/stay-pricing.ts';
import { SharedReads } from '#server/cache/shared-reads.ts';
import { notFound } from '#server/http/api-error.ts';
import { SharedBody, sendSharedBody } from '#server/http/compression.ts';
import { clientNetwork } from '#server/limits/client-network.ts';
import {
  consumeLimits,
  limitFailures,
  RATE_RULES,
  refusalMessages,
} from '#server/limits/rate-limit.ts';
import { bookingCalendarFile } from '#server/mail/stay-calendar.ts';
import { findAvailableSuites, findSuiteCombinations } from '#server/repositories/availability.ts';
import { findBooking, listBookings } from '#server/repositories/booking-reads.ts';
import { currentCharges } from '#server/repositories/hotel-charges.ts';
import { hotelDate, type ServiceContext, serviceContext } from '#server/service-context.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  AVAILABILITY_LIMIT,
  availabilityQuerySchema,
  availabilitySchema,
  stayQuerySchema,
} from '#shared/availability.ts';
import {
  BOOKING_STATUSES,
  bookingChangeSchema,
  bookingListSchema,
  bookingSchema,
  bookingStatusChangeSchema,
  createBookingSchema,
  stayQuoteSchema,
} from '#shared/booking.ts';
import { localeNow } from '#shared/messages.ts';
import { quoteOrReservationQuerySchema, reservationQuoteSchema } from '#shared/reservation.ts';
import { listLimit } from '#shared/validation.ts';

const bookingParams = z.object({ id: z.string().max(100) });

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const context = (request: { log: ServiceContext['log'] }) => serviceContext(app, request.log);
  const searches = new SharedReads<SharedBody>();
  /**
   * The promo code a request tries, counted against its address and, signed in, its account:
   * past the limit, codes are refused with 429 before they are looked up.
   */
  const promoCodeTry = (
    typed: string | undefined,
    request: FastifyRequest,
    accountId: string | null,
  ) => ({
    typed,
    tries: limitFailures(
      app.counters,
      [
        // An IPv6 client has a whole /64 to try from.
        { rule: RATE_RULES.promoCodeMissPerAddress, subject: clientNetwork(request.ip) },
        ...(accountId ? [{ rule: RATE_RULES.promoCodeMissPerAccount, subject: accountId }] : []),
      ],
      { what: refusalMessages.promoCodes, field: 'promoCode' },
    ),
  });

  app.get(
    '/api/suites/availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary:
          'Suites free for a stay and large enough for the party, closest fit first, priced; when none is, sets of 2 or 3 free suites that together hold the party, cheapest first',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit = AVAILABILITY_LIMIT, ...stay } = request.query;
      const nights = checkStay(config, stay, hotelDate(config, app.clock()));
      // Visitors asking the same at the same moment share one read begun after they asked; in
      // their own language only (the suites' names and descriptions are the reader's).
      const question = `${localeNow()} ${stay.checkIn} ${stay.checkOut} ${stay.adults} ${stay.children} ${limit}`;
      const answer = await searches.read(question, async () => {
        const charges = await currentCharges(db);
        const found = await findAvailableSuites(db, stay, nights, limit, charges);
        // Sets of suites only for a party no one suite holds; they do not depend on `limit`.
        const combinations =
          found.total === 0 ? await findSuiteCombinations(db, stay, nights, charges) : [];
        return new SharedBody(reply.serialize({ stay, ...found, combinations }));
      });
      return sendSharedBody(request, reply, answer);
    },
  );

  app.get(
    '/api/quote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: `The server's price of a stay in one suite (suiteId, adults, children), and whether it is free; or, with rooms=<suiteId>:<adults>:<children>,… instead, of a set of 2 to 5 suites for one stay: each room's quote and the whole's (discount and charges on the summed subtotal), which is what is paid; after ${RATE_RULES.promoCodeMissPerAddress.max} promo codes that do not apply in ${RATE_RULES.promoCodeMissPerAddress.windowSeconds / 60} minutes from one address or account, codes are refused with 429`,
        querystring: quoteOrReservationQuerySchema,
        response: {
          200: z.union([stayQuoteSchema, reservationQuoteSchema]),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // Only a code needs to know who asks: its misses are counted per account too.
      const user = query.promoCode?.trim() ? await getSessionUser(request, reply) : null;
      const promoCode = promoCodeTry(query.promoCode, request, user?.id ?? null);
      if ('rooms' in query) {
        const { checkIn, checkOut, rooms, extras } = query;
        return quoteRooms(context(request), { checkIn, checkOut, rooms, promoCode, extras });
      }
      const { suiteId, promoCode: _typed, extras, ...stay } = query;
      return quoteSuite(context(request), suiteId, stay, { promoCode, extras });
    },
  );

  app.post(
    '/api/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'Book a suite (signed in); the server prices it and refuses overlaps with 409, and promo codes with 429 after too many that do not apply. With online payment it holds the suite unpaid (confirmed at once when nothing is to be paid online): 429 with Retry-After once too many holds have lapsed unpaid from the account or its address, 403 for a second unpaid hold before the email address is confirmed',
        body: createBookingSchema,
        response: {
          201: bookingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, body } = request;
      const booking = await createBooking(
        context(request),
        user,
        { ...body, promoCode: promoCodeTry(body.promoCode, request, user.id) },
        request.ip,
      );
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/api/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: "Bookings: a guest's own, or everyone's for admins (optionally by status)",
        querystring: z.object({
          status: z.enum(BOOKING_STATUSES).optional(),
          limit: listLimit(500, 200),
        }),
        response: { 200: bookingListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const bookings = await listBookings(db, request.user, {
        today: hotelDate(config, now),
        now,
        status: request.query.status,
        limit: request.query.limit,
      });
      return { bookings };
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'One booking (its guest or an admin; otherwise 404)',
        params: bookingParams,
        response: { 200: bookingSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, params } = request;
      const now = app.clock();
      const booking = await findBooking(db, user, params.id, hotelDate(config, now), now);
      if (!booking) throw notFound('booking');
      return booking;
    },
  );

  app.delete(
    '/api/bookings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking: kept on record, its nights freed',
        params: bookingParams,
        response: {
          200: bookingSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => cancelBookingFor(context(request), request.user, request.params.id),
  );

  app.get(
    '/api/bookings/:id/quote',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "The price of an upcoming booking moved to other dates or another party (nights it keeps at their booked price; its promo code's discount only if the new stay still meets the code's rules, else promoCodeDropped says why), and whether the suite is free then besides the booking's own nights",
        params: bookingParams,
        querystring: stayQuerySchema,
        response: {
          200: stayQuoteSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      quoteChange(context(request), request.user, request.params.id, request.query),
  );

  app.patch(
    '/api/bookings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'Move an upcoming booking to other dates or another party in the same suite: re-priced, all or nothing, 409 when the new nights are taken; same reference. A promo code whose rules the new stay no longer meets is given up with its discount. specialRequests and arrivalTime, with a new stay or alone, change until check-in (alone: no re-pricing, no mail; 409 once the stay has begun or is over, cancelled or expired)',
        params: bookingParams,
        body: bookingChangeSchema,
        response: {
          200: bookingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      changeBooking(context(request), request.user, request.params.id, request.body),
  );

  app.patch(
    '/api/bookings/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'bookings'],
        summary:
          'Mark a booking checked in, checked out, no-show or cancelled (staff): forward only, check-in from the arrival day; 409 for a move the rules forbid',
        params: bookingParams,
        body: bookingStatusChangeSchema,
        response: {
          200: bookingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      moveStatus(context(request), request.user, request.params.id, request.body.status),
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          'The booking as an iCalendar file (RFC 5545) for calendar apps (its guest or an admin)',
        params: bookingParams,
        querystring: receiptQuerySchema,
        produces: ['text/calendar'],
        // The file is sent as text, so this documents it rather than serialises it.
        response: {
          200: z.string(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const { user, params } = request;
      await consumeLimits(app.counters, [{ rule: RATE_RULES.receiptPerAccount, subject: user.id }]);
      const booking = await findBooking(db, user, params.id, hotelDate(config, now), now);
      if (!booking) throw notFound('booking');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
        .header('cache-control', 'no-store')
        .send(
          inReceiptLanguage(request.query.lang, user, () =>
            bookingCalendarFile(config, booking, now),
          ),
        );
    },
  );

  app.get(
    '/api/bookings/:id/invoice.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary:
          "The booking's receipt as a PDF: the stay, its price line by line, what was paid and what is left to pay at the hotel (its guest or an admin; 60 receipts per account in 10 minutes)",
        params: bookingParams,
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
      const now = app.clock();
      const { user, params } = request;
      await consumeLimits(app.counters, [{ rule: RATE_RULES.receiptPerAccount, subject: user.id }]);
      const booking = await findBooking(db, user, params.id, hotelDate(config, now), now);
      if (!booking) throw notFound('booking');
      const pdf = await inReceiptLanguage(request.query.lang, user, () =>
        bookingReceipt(config, booking, now),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${booking.reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
