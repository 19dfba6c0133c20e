import * as z from 'zod/mini';
import { BOOKING_STATUSES, bookingSchema } from './booking.ts';
import { says } from './labels.ts';
import { defineMessages, tr } from './messages.ts';
import { dayNumber, nightsBetween } from './stay.ts';
import { checkMessages, DATE_FORMAT, wholeNumberParam } from './validation.ts';

const messages = defineMessages({
  days: {
    id: 'validation.frontDesk.days',
    defaultMessage: 'Use a whole number of days from 1 to {max, number}',
  },
  endAfterStart: {
    id: 'validation.frontDesk.endAfterStart',
    defaultMessage: 'The end must be after the start',
  },
  reportLength: {
    id: 'validation.frontDesk.reportLength',
    defaultMessage: 'A report covers at most {max, number} nights',
  },
});

const calendarDate = z
  .string(says(checkMessages.date, DATE_FORMAT))
  .check(z.refine((value) => dayNumber(value) !== null, says(checkMessages.date, DATE_FORMAT)));

/** `GET /api/admin/front-desk?date=`: the day's arrivals and departures (default today). */
export const frontDeskQuerySchema = z.object({ date: z.optional(calendarDate) });

export const frontDeskSchema = z.object({
  date: z.string(),
  /** Stays that begin on `date` (not cancelled), by suite. */
  arrivals: z.array(bookingSchema),
  /** Stays that end on the morning of `date` (not cancelled or a no-show), by suite. */
  departures: z.array(bookingSchema),
  /** Guests checked in and staying the night of `date`. */
  inHouse: z.int(),
});
export type FrontDesk = z.infer<typeof frontDeskSchema>;

/** The occupancy calendar shows at most a quarter at once. */
const OCCUPANCY_MAX_DAYS = 92;

/** `GET /api/admin/occupancy?from=&days=`: what occupies each suite, night by night. */
export const occupancyQuerySchema = z.object({
  from: calendarDate,
  days: z._default(
    wholeNumberParam(
      messages.days,
      { min: 1, max: OCCUPANCY_MAX_DAYS },
      { max: OCCUPANCY_MAX_DAYS },
    ),
    31,
  ),
});

export const occupancySchema = z.object({
  from: z.string(),
  days: z.int(),
  suites: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
  /** Stays that share a night with the span (cancelled ones left out). */
  stays: z.array(
    z.object({
      id: z.string(),
      suiteId: z.string(),
      reference: z.string(),
      guestName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      status: z.enum(BOOKING_STATUSES),
    }),
  ),
  /** Nights taken off sale that share a night with the span. */
  blocks: z.array(
    z.object({
      id: z.string(),
      suiteId: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      reason: z.string(),
    }),
  ),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** A report spans at most two years of nights. */
const REPORT_MAX_NIGHTS = 731;

/** `GET /api/admin/reports?from=&to=`: nights from `from` up to (not including) `to`. */
export const reportQuerySchema = z.object({ from: calendarDate, to: calendarDate }).check(
  z.superRefine((span, context) => {
    const { from, to } = span as { from: unknown; to: unknown };
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (dayNumber(from) === null || dayNumber(to) === null) return;
    const nights = nightsBetween(from, to);
    const message =
      nights <= 0
        ? tr(messages.endAfterStart)
        : nights > REPORT_MAX_NIGHTS
          ? tr(messages.reportLength, { max: REPORT_MAX_NIGHTS })
          : null;
    if (message) context.issues.push({ code: 'custom', message, path: ['to'], input: to });
  }),
);

/** The figures of a span: nights sold and what they earned (room revenue, before charges). */
const reportFiguresSchema = z.object({
  /** Suite-nights on sale: each active suite's nights, less the blocked ones. */
  availableNights: z.int(),
  nightsSold: z.int(),
  /** Nights sold ÷ nights on sale, in percent, one decimal. */
  occupancy: z.number(),
  /** Room revenue of the nights sold, whole BDT. */
  revenue: z.int(),
  /** Average daily rate: revenue ÷ nights sold, whole BDT. */
  adr: z.int(),
  /** Revenue per available suite-night: revenue ÷ nights on sale, whole BDT. */
  revpar: z.int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...reportFiguresSchema.shape,
  /** The same figures month by month (YYYY-MM), in order. */
  byMonth: z.array(z.object({ month: z.string(), ...reportFiguresSchema.shape })),
  /** Nights sold and revenue per suite, most revenue first. */
  bySuite: z.array(
    z.object({ suiteId: z.string(), name: z.string(), nightsSold: z.int(), revenue: z.int() }),
  ),
  /** Bookings cancelled with nights in the span: how many, and the nights and revenue let go. */
  cancellations: z.object({ bookings: z.int(), nights: z.int(), revenue: z.int() }),
  /** Bookings marked no-show with nights in the span. */
  noShows: z.int(),
  /**
   * Online payments by the hotel's date they happened on: deposits received, refunds sent (or on
   * their way), unpaid holds that ran out; and refunds the gateway refused, whenever made, which
   * wait for staff.
   */
  payments: z.object({
    received: z.int(),
    refunded: z.int(),
    holdsExpired: z.int(),
    refundsRefused: z.int(),
  }),
});
export type Report = z.infer<typeof reportSchema>;
