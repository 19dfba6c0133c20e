import * as z from 'zod/mini';
import { ADULTS, CHILDREN } from './constants.ts';
import { suiteSchema } from './suite.ts';

const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .check(z.minLength(1, required), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-24'));

const count = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .check(z.int(message), z.minimum(min, message), z.maximum(max, message));

/** A stay as the search and the booking take it. Dates are checked further by stayProblems. */
export const stayInputSchema = z.object({
  checkIn: calendarDate('! Check In is required'),
  checkOut: calendarDate('! Check Out is required'),
  adults: count(ADULTS.min, ADULTS.max, `Choose ${ADULTS.min} to ${ADULTS.max} adults`),
  children: count(CHILDREN.min, CHILDREN.max, `Choose ${CHILDREN.min} to ${CHILDREN.max} children`),
});
export type StayInput = z.infer<typeof stayInputSchema>;

export const quoteSchema = z.object({
  nights: z.int(),
  nightlyRate: z.int(),
  subtotal: z.int(),
  discount: z.int(),
  serviceCharge: z.int(),
  vat: z.int(),
  tax: z.int(),
  total: z.int(),
});

/** Most suites one availability answer lists (a hotel rarely has more; `total` counts all). */
export const AVAILABILITY_LIMIT = 100;

export const availabilityQuerySchema = z.extend(stayInputSchema, {
  limit: z.optional(
    z.coerce
      .number()
      .check(z.int(), z.minimum(1), z.maximum(AVAILABILITY_LIMIT, `At most ${AVAILABILITY_LIMIT}`)),
  ),
});

/**
 * `GET /api/suites/availability`: the suites free for the stay, closest fit first, priced;
 * `total` counts them all, `suites` holds the first `limit` (default AVAILABILITY_LIMIT).
 */
export const availabilitySchema = z.object({
  stay: stayInputSchema,
  total: z.int(),
  suites: z.array(z.object({ suite: suiteSchema, quote: quoteSchema })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const createBookingSchema = z.extend(stayInputSchema, {
  suiteId: z.string({ error: '! Suite is required' }).check(z.minLength(1, '! Suite is required')),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  suiteId: z.uuid(),
  checkIn: z.string(),
  checkOut: z.string(),
  adults: z.int(),
  children: z.int(),
  nights: z.int(),
  nightlyRate: z.int(),
  subtotal: z.int(),
  discount: z.int(),
  serviceCharge: z.int(),
  vat: z.int(),
  tax: z.int(),
  total: z.int(),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.iso.datetime(),
  cancelledAt: z.nullable(z.iso.datetime()),
  /** The suite as it is now (name, bed, capacity, size, picture). */
  suite: z.object({
    name: z.string(),
    bed: z.string(),
    capacity: z.int(),
    sizeSqft: z.int(),
    image: suiteSchema.shape.image,
  }),
  /** Who booked: shown to admins, and to guests for their own bookings. */
  guest: z.object({ name: z.string(), email: z.string() }),
  /** Whether the one asking may cancel it now. */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
