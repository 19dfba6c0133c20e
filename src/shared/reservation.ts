import * as z from 'zod/mini';
import { pricedRoomSchema, reservationTotalsSchema, stayInputSchema } from './availability.ts';
import {
  type BOOKING_STATUSES,
  bookingSchema,
  quoteQuerySchema,
  stayQuoteSchema,
} from './booking.ts';
import { ADULTS, CHILDREN } from './constants.ts';
import { chosenExtrasParam, chosenExtrasSchema } from './extras.ts';
import { guestDetailsFields } from './guest-details.ts';
import { localizedLabels, says } from './labels.ts';
import { defineMessages } from './messages.ts';
import { promoCodeParam } from './promo-codes.ts';

const messages = defineMessages({
  rooms: {
    id: 'validation.reservation.rooms',
    defaultMessage: 'Choose from {min, number} to {max, number} suites, each once',
  },
  suiteRequired: {
    id: 'validation.reservation.suiteRequired',
    defaultMessage: '! Suite is required',
  },
  adults: {
    id: 'validation.reservation.adults',
    defaultMessage: 'Each suite needs {min, number} to {max, number} adults',
  },
  children: {
    id: 'validation.reservation.children',
    defaultMessage: 'Each suite takes {min, number} to {max, number} children',
  },
});

/**
 * Several suites in one reservation (issue 35): a party larger than one suite books a set of
 * them for one stay, all or nothing. Each room names its suite and who sleeps in it.
 */

/** How many suites one reservation may hold. */
export const RESERVATION_ROOMS = { min: 2, max: 5 } as const;

const roomsMessage = () => says(messages.rooms, RESERVATION_ROOMS);

/** One room of a reservation: its suite and its party (at least one adult in each). */
export const reservationRoomSchema = z.object({
  suiteId: z.string().check(z.minLength(1, says(messages.suiteRequired)), z.maxLength(100)),
  adults: z
    .int()
    .check(
      z.minimum(ADULTS.min, says(messages.adults, ADULTS)),
      z.maximum(ADULTS.max, says(messages.adults, ADULTS)),
    ),
  children: z
    .int()
    .check(
      z.minimum(CHILDREN.min, says(messages.children, CHILDREN)),
      z.maximum(CHILDREN.max, says(messages.children, CHILDREN)),
    ),
});
export type ReservationRoom = z.infer<typeof reservationRoomSchema>;

/** The rooms, each suite once, from 2 to 5 of them. */
export const reservationRoomsSchema = z.array(reservationRoomSchema).check(
  z.minLength(RESERVATION_ROOMS.min, roomsMessage()),
  z.maxLength(RESERVATION_ROOMS.max, roomsMessage()),
  z.refine(
    (rooms) => new Set(rooms.map((room) => room.suiteId)).size === rooms.length,
    roomsMessage(),
  ),
);

/**
 * `?rooms=<suiteId>:<adults>:<children>,…` in a query string, as the quote of a set takes it:
 * the same rooms, written short.
 */
export const reservationRoomsParam = z.pipe(
  z
    .string(roomsMessage())
    .check(
      z.regex(/^[^,:]{1,100}:\d{1,2}:\d{1,2}(,[^,:]{1,100}:\d{1,2}:\d{1,2}){0,9}$/, roomsMessage()),
    ),
  z.pipe(
    z.transform((text: string) =>
      text.split(',').map((part) => {
        const [suiteId = '', adults = '', children = ''] = part.split(':');
        return { suiteId, adults: Number(adults), children: Number(children) };
      }),
    ),
    reservationRoomsSchema,
  ),
);

/*
 * A reservation's price as a whole and a priced room are defined with the search, which offers
 * sets of suites too (availability.ts): the two modules would otherwise import each other.
 */
export { pricedRoomSchema, reservationTotalsSchema };

/** `GET /api/quote?checkIn&checkOut&rooms=…`: a set of suites for one stay, in the query string. */
export const reservationQuoteQuerySchema = z.object({
  checkIn: stayInputSchema.shape.checkIn,
  checkOut: stayInputSchema.shape.checkOut,
  rooms: reservationRoomsParam,
  promoCode: z.optional(promoCodeParam),
  extras: z.optional(chosenExtrasParam),
});

const maybeText = z.optional(z.string());

/**
 * `GET /api/quote`'s query: one suite (`suiteId`, `adults`, `children`: quoteQuerySchema, as it
 * always was) or, with `rooms`, a set of them (reservationQuoteQuerySchema). Each form is checked
 * by its own schema, so a bad field is named as that form names it.
 */
export const quoteOrReservationQuerySchema = z.pipe(
  z.object({
    checkIn: maybeText,
    checkOut: maybeText,
    suiteId: maybeText,
    adults: maybeText,
    children: maybeText,
    rooms: maybeText,
    promoCode: maybeText,
    extras: maybeText,
  }),
  z.transform((query, context) => {
    const parsed =
      query.rooms === undefined
        ? z.safeParse(quoteQuerySchema, query)
        : z.safeParse(reservationQuoteQuerySchema, query);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.issues.push({
        code: 'custom',
        path: issue.path,
        message: issue.message,
        input: query,
      });
    }
    return z.NEVER;
  }),
);

/** One room of a set's quote: its suite, its party, its own quote, and whether it is free. */
export const quotedRoomSchema = z.extend(pricedRoomSchema, { available: z.boolean() });

/** `GET /api/quote` with `rooms`: each room's quote and the whole's, which is what is paid. */
export const reservationQuoteSchema = z.object({
  rooms: z.array(quotedRoomSchema),
  quote: reservationTotalsSchema,
  /** Every suite of the set is free for the stay. */
  available: z.boolean(),
  promoCode: z.nullable(z.string()),
  payment: stayQuoteSchema.shape.payment,
});
export type ReservationQuote = z.infer<typeof reservationQuoteSchema>;

/** `POST /api/reservations`: the stay, its rooms, and what goes with the whole. */
export const createReservationSchema = z.object({
  checkIn: stayInputSchema.shape.checkIn,
  checkOut: stayInputSchema.shape.checkOut,
  rooms: reservationRoomsSchema,
  promoCode: z.optional(promoCodeParam),
  extras: z.optional(chosenExtrasSchema),
  ...guestDetailsFields,
});
export type CreateReservationInput = z.output<typeof createReservationSchema>;

/**
 * A reservation's status, read from its bookings' (each suite's): `cancelled` when none holds its
 * nights any more (cancelled or expired), `partly_cancelled` when some do and some do not (staff
 * cancelled one suite), `pending_payment` while one waits for its deposit, else `confirmed`
 * (checked in or out, or a no-show, included: the front desk follows each suite).
 */
export const RESERVATION_STATUSES = [
  'pending_payment',
  'confirmed',
  'partly_cancelled',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function reservationStatus(statuses: readonly BookingStatus[]): ReservationStatus {
  const released = statuses.filter((status) => status === 'cancelled' || status === 'expired');
  if (released.length === statuses.length) return 'cancelled';
  if (released.length > 0) return 'partly_cancelled';
  return statuses.includes('pending_payment') ? 'pending_payment' : 'confirmed';
}

export const reservationSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.int(),
  /** Each suite's booking, with its own quote and status. */
  bookings: z.array(bookingSchema),
  /** The price of the whole, as sold: what is paid. */
  quote: reservationTotalsSchema,
  /** Whole BDT asked online: the one deposit, each suite's share summed (0 with none). */
  amountDue: z.int(),
  /** Whole BDT the gateway confirmed as paid (refunds are each booking's). */
  amountPaid: z.int(),
  /**
   * Whole BDT left to pay at the hotel: the whole's total less what was paid; with some suites
   * cancelled, what the others still owe; 0 once all are.
   */
  balanceDue: z.int(),
  /** Until when the suites held unpaid hold their nights (null when none is). */
  holdExpiresAt: z.nullable(z.iso.datetime()),
  /** Whether the guest can pay the deposit online now (POST /api/reservations/:id/payments). */
  payable: z.boolean(),
  /**
   * Whether the one asking may cancel it now (DELETE /api/reservations/:id): a suite of it not
   * begun for its guest, not over for staff.
   */
  cancellable: z.boolean(),
  promoCode: z.nullable(z.string()),
  specialRequests: z.nullable(z.string()),
  arrivalTime: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** A reservation's status as the site and its receipt write it. */
export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> =
  localizedLabels(
    defineMessages({
      pending_payment: {
        id: 'validation.reservation.status.pendingPayment',
        defaultMessage: 'Awaiting payment',
      },
      confirmed: { id: 'validation.reservation.status.confirmed', defaultMessage: 'Confirmed' },
      partly_cancelled: {
        id: 'validation.reservation.status.partlyCancelled',
        defaultMessage: 'Partly cancelled',
      },
      cancelled: { id: 'validation.reservation.status.cancelled', defaultMessage: 'Cancelled' },
    }),
  );
