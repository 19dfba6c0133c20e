import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '#server/auth/session.ts';
import type { Config } from '#server/config.ts';
import { ApiError, badRequest, conflict, notFound } from '#server/http/api-error.ts';
import { bookingCancellationMail, bookingConfirmationMail } from '#server/mail/templates.ts';
import {
  BlockedNightsError,
  BookingLimitError,
  cancelBooking,
  findAvailableSuites,
  findBooking,
  insertBooking,
  isSuiteFree,
  listBookings,
  OverlappingBookingError,
  SuiteWithdrawnError,
} from '#server/repositories/bookings.ts';
import { findActiveSuite } from '#server/repositories/suites.ts';
import { apiErrorSchema } from '#shared/api-error.ts';
import {
  AVAILABILITY_LIMIT,
  availabilityQuerySchema,
  availabilitySchema,
  BOOKING_STATUSES,
  bookingListSchema,
  bookingSchema,
  createBookingSchema,
  quoteQuerySchema,
  stayQuoteSchema,
} from '#shared/booking.ts';
import { paths } from '#shared/paths.ts';
import { hotelToday, nightsBetween, quoteStay, type Stay, stayProblems } from '#shared/stay.ts';
import { listLimit } from '#shared/validation.ts';

function today(config: Config): string {
  return hotelToday(new Date(), config.booking.timeZone);
}

/** The stay's rules (dates, length, party), or a 400 naming each field. */
function checkStay(config: Config, stay: Stay): number {
  const problems = stayProblems(stay, {
    today: today(config),
    maxNights: config.booking.maxNights,
    horizonDays: config.booking.horizonDays,
  });
  if (Object.keys(problems).length > 0) {
    throw badRequest('Please check the dates and guests.', problems);
  }
  return nightsBetween(stay.checkIn, stay.checkOut);
}

/** How many upcoming stays a guest may hold: fewer until they confirm their email; admins any. */
function upcomingLimit(config: Config, user: SessionUser): number | undefined {
  if (user.role === 'admin') return undefined;
  return user.emailVerified ? config.booking.maxActivePerGuest : config.booking.maxActiveUnverified;
}

/** Codes more precise than their status's: the browser offers what each case needs. */
function limitReached(config: Config, user: SessionUser, limit: number): ApiError {
  if (!user.emailVerified && limit < config.booking.maxActivePerGuest) {
    return new ApiError(
      403,
      'EMAIL_NOT_VERIFIED',
      `You can hold ${limit} upcoming ${limit === 1 ? 'stay' : 'stays'} until you confirm your email address. Open the link we sent to ${user.email} (or ask for a new one), and you can hold up to ${config.booking.maxActivePerGuest}.`,
    );
  }
  return new ApiError(
    409,
    'BOOKING_LIMIT',
    `You already have ${limit} upcoming stays, the most one account can hold. To book another, cancel one in your booking list or call reception.`,
  );
}

const tooSmall = (capacity: number) =>
  badRequest(`This suite sleeps at most ${capacity} guests.`, {
    adults: `This suite sleeps at most ${capacity} guests`,
  });

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    '/api/suites/availability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: 'Suites free for a stay and large enough for the party, closest fit first, priced',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { limit, ...stay } = request.query;
      const nights = checkStay(config, stay);
      const found = await findAvailableSuites(
        app.database.db,
        stay,
        nights,
        limit ?? AVAILABILITY_LIMIT,
      );
      return { stay, ...found };
    },
  );

  app.get(
    '/api/quote',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bookings'],
        summary: "The server's price of a stay in one suite, and whether it is free",
        querystring: quoteQuerySchema,
        response: {
          200: stayQuoteSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { suiteId, ...stay } = request.query;
      const nights = checkStay(config, stay);
      const suite = await findActiveSuite(app.database.db, suiteId);
      if (!suite) throw notFound('suite');
      if (suite.capacity < stay.adults + stay.children) throw tooSmall(suite.capacity);
      return {
        suite,
        quote: quoteStay(suite.pricePerNight, nights),
        available: await isSuiteFree(app.database.db, suite.id, stay),
      };
    },
  );

  app.post(
    '/api/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        summary: 'Book a suite (signed in); the server prices it and refuses overlaps with 409',
        body: createBookingSchema,
        response: {
          201: bookingSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { suiteId, ...stay } = request.body;
      const nights = checkStay(config, stay);
      const suite = await findActiveSuite(app.database.db, suiteId);
      if (!suite) throw notFound('suite');
      if (suite.capacity < stay.adults + stay.children) throw tooSmall(suite.capacity);
      const quote = quoteStay(suite.pricePerNight, nights);
      const upcoming = upcomingLimit(config, user);
      let id: string;
      try {
        id = await insertBooking(app.database.db, {
          userId: user.id,
          suiteId: suite.id,
          stay,
          quote,
          ...(upcoming === undefined ? {} : { limit: { upcoming, today: today(config) } }),
        });
      } catch (error) {
        if (error instanceof BookingLimitError) throw limitReached(config, user, error.limit);
        if (error instanceof SuiteWithdrawnError) {
          throw conflict('This suite is no longer offered. Please choose another suite.');
        }
        if (error instanceof BlockedNightsError) {
          throw conflict(
            'This suite is not available on some of these nights. Please choose other dates or another suite.',
          );
        }
        if (error instanceof OverlappingBookingError) {
          throw conflict(
            'These dates were just booked by another guest. Please choose other dates or another suite.',
          );
        }
        throw error;
      }
      const booking = await findBooking(app.database.db, user, id, today(config));
      if (!booking) throw new Error('booking vanished after insert');
      // The booking stands whether or not the mail goes out.
      app.mailer
        .send(
          bookingConfirmationMail(
            user.email,
            user.name,
            { ...booking, suiteName: booking.suite.name },
            new URL(paths.dashboard, config.publicUrl).toString(),
          ),
        )
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'booking confirmation mail failed'),
        );
      request.log.info({ bookingId: id, reference: booking.reference }, 'booking created');
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
      const bookings = await listBookings(app.database.db, request.user, {
        today: today(config),
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
        params: z.object({ id: z.string().max(100) }),
        response: { 200: bookingSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, params } = request;
      const booking = await findBooking(app.database.db, user, params.id, today(config));
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
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: bookingSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = request;
      const { id } = request.params;
      const cancelled = await cancelBooking(app.database.db, user, id, today(config));
      const booking = await findBooking(app.database.db, user, id, today(config));
      if (!booking) throw notFound('booking');
      if (!cancelled) {
        throw conflict(
          booking.stage === 'cancelled'
            ? 'This booking is already cancelled.'
            : booking.stage === 'past'
              ? 'This stay is over, so it can no longer be cancelled.'
              : 'This stay has begun, so it can no longer be cancelled online. Please call reception.',
        );
      }
      request.log.info({ bookingId: id }, 'booking cancelled');
      // The guest hears of it whoever cancelled; the cancellation stands whether or not it goes out.
      app.mailer
        .send(
          bookingCancellationMail(
            booking.guest.email,
            booking.guest.name,
            { ...booking, suiteName: booking.suite.name },
            {
              byHotel: cancelled.byStaff,
              bookUrl: new URL(paths.allSuites, config.publicUrl).toString(),
            },
          ),
        )
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'booking cancellation mail failed'),
        );
      return booking;
    },
  );
};
