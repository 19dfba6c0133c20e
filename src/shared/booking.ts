import * as z from 'zod/mini';
import { nightPriceSchema, quoteSchema, stayInputSchema, stayQuerySchema } from './availability.ts';
import { BOOKING_STAGES } from './booking-stage.ts';
import { chargesSchema } from './charges.ts';
import { chosenExtrasParam, chosenExtrasSchema, quotedExtraSchema } from './extras.ts';
import { guestDetailsFields, hasGuestDetails } from './guest-details.ts';
import { says } from './labels.ts';
import { defineMessages, tr } from './messages.ts';
import { paymentSchema, refundSchema } from './payments.ts';
import { promoCodeParam } from './promo-codes.ts';
import { suiteSchema } from './suite.ts';

const messages = defineMessages({
  suiteRequired: { id: 'validation.booking.suiteRequired', defaultMessage: '! Suite is required' },
  notOurSuite: {
    id: 'validation.booking.notOurSuite',
    defaultMessage: 'Not a suite of this hotel',
  },
  changeNothing: {
    id: 'validation.booking.changeNothing',
    defaultMessage: 'Send a new stay, {requests} or {arrival}',
  },
  requiredWithStay: {
    id: 'validation.booking.requiredWithStay',
    defaultMessage: 'Required with a new stay',
  },
  statusChoice: {
    id: 'validation.booking.statusChoice',
    defaultMessage: 'Choose one of: {statuses}',
  },
});

const suiteId = z
  .string(says(messages.suiteRequired))
  .check(
    z.minLength(1, says(messages.suiteRequired)),
    z.maxLength(100, says(messages.notOurSuite)),
  );

export const createBookingSchema = z.extend(stayInputSchema, {
  suiteId,
  promoCode: z.optional(promoCodeParam),
  extras: z.optional(chosenExtrasSchema),
  ...guestDetailsFields,
});

/** `GET /api/quote`: a stay in one suite, in the query string. */
export const quoteQuerySchema = z.extend(stayQuerySchema, {
  suiteId,
  promoCode: z.optional(promoCodeParam),
  extras: z.optional(chosenExtrasParam),
});

/** `GET /api/quote`'s answer: the suite, the server's price of the stay, and whether it is free. */
export const stayQuoteSchema = z.object({
  suite: suiteSchema,
  quote: quoteSchema,
  available: z.boolean(),
  /** The promo code applied to the quote, as stored; null without one. */
  promoCode: z.nullable(z.string()),
  /**
   * A change's quote: the promo code the booking holds that the new stay no longer meets, and
   * why; the quote is without its discount, and confirming gives the code up. Null otherwise.
   */
  promoCodeDropped: z.nullable(z.object({ code: z.string(), reason: z.string() })),
  /**
   * What booking asks to pay online (the deposit, and how long the suite is held for it), or
   * null: everything is paid at the hotel.
   */
  payment: z.nullable(
    z.object({ deposit: z.int(), depositPercent: z.int(), holdMinutes: z.int() }),
  ),
});
export type StayQuote = z.infer<typeof stayQuoteSchema>;
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/**
 * A booking's status: staff move it forward at the front desk (see booking-status.ts). With
 * online payment on, a booking starts `pending_payment`, holding its nights until its deposit is
 * paid (then `confirmed`) or the hold runs out (`expired`).
 */
export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'checked_out',
  'no_show',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose nights are free again: everything else holds them (see migration 0018). */
export const RELEASED_STATUSES = ['cancelled', 'expired'] as const satisfies BookingStatus[];

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
  /** The nights' prices as quoted when booked (or last changed), whatever the rates are now. */
  nightly: z.array(nightPriceSchema),
  subtotal: z.int(),
  discount: z.int(),
  discountPercent: z.int(),
  extras: z.array(quotedExtraSchema),
  /** What guests beyond the suite's base occupancy added, whole stay. */
  extraGuests: z.int(),
  /** The promo code the discount came from, as the guest gave it; null without one. */
  promoCode: z.nullable(z.string()),
  serviceCharge: z.int(),
  vat: z.int(),
  tax: z.int(),
  total: z.int(),
  /** The charges' rates the booking was sold at: later changes leave it as sold. */
  charges: chargesSchema,
  /** What the guest asked of the hotel; null: nothing. */
  specialRequests: z.nullable(z.string()),
  /** When the guest expects to arrive, `HH:MM` in hotel time; null: not said. */
  arrivalTime: z.nullable(z.string()),
  /** The reservation of several suites this booking is one of; null: booked on its own. */
  reservationId: z.nullable(z.uuid()),
  status: z.enum(BOOKING_STATUSES),
  createdAt: z.iso.datetime(),
  cancelledAt: z.nullable(z.iso.datetime()),
  /** Until when an unpaid booking holds its nights (pending payment only). */
  holdExpiresAt: z.nullable(z.iso.datetime()),
  /** The deposit owed online when booked (whole BDT); 0 when the stay is paid at the hotel. */
  amountDue: z.int(),
  /** What the gateway has confirmed as paid. */
  amountPaid: z.int(),
  /** What has gone back, or is on its way back, to the guest. */
  amountRefunded: z.int(),
  /** What is left to pay at the hotel (0 once the booking is cancelled or expired). */
  balanceDue: z.int(),
  /** Whether the guest can pay the deposit online now (the Payment button). */
  payable: z.boolean(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  /** The suite as it is now (name, bed, capacity, size, picture). */
  suite: z.object({
    name: z.string(),
    bed: z.string(),
    capacity: z.int(),
    sizeSqft: z.int(),
    image: suiteSchema.shape.image,
  }),
  /** Who booked: shown to admins, and to guests for their own bookings. */
  guest: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  /** Where it stands on the hotel's date: upcoming, in stay, past or cancelled. */
  stage: z.enum(BOOKING_STAGES),
  /** Whether the one asking may cancel it now. */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

const STAY_FIELDS = ['checkIn', 'checkOut', 'adults', 'children'] as const;

/**
 * `PATCH /api/bookings/:id`: a new stay (all four of its fields), the guest's details, or both.
 * A stay given in part names the fields it lacks; a body changing nothing is refused.
 */
export const bookingChangeSchema = z
  .object({
    checkIn: z.optional(stayInputSchema.shape.checkIn),
    checkOut: z.optional(stayInputSchema.shape.checkOut),
    adults: z.optional(stayInputSchema.shape.adults),
    children: z.optional(stayInputSchema.shape.children),
    ...guestDetailsFields,
  })
  .check(
    z.superRefine((change, context) => {
      const given = STAY_FIELDS.filter((field) => change[field] !== undefined);
      if (given.length === 0 && !hasGuestDetails(change)) {
        context.issues.push({
          code: 'custom',
          message: tr(messages.changeNothing, {
            requests: 'specialRequests',
            arrival: 'arrivalTime',
          }),
          input: change,
        });
      } else if (given.length > 0 && given.length < STAY_FIELDS.length) {
        for (const field of STAY_FIELDS) {
          if (change[field] !== undefined) continue;
          const missing = stayInputSchema.shape[field].safeParse(undefined);
          context.issues.push({
            code: 'custom',
            message: missing.error?.issues[0]?.message ?? tr(messages.requiredWithStay),
            path: [field],
            input: undefined,
          });
        }
      }
    }),
  );
export type BookingChange = z.output<typeof bookingChangeSchema>;

/** `PATCH /api/bookings/:id/status`: the status staff move the booking to. */
export const bookingStatusChangeSchema = z.object({
  status: z.enum(
    BOOKING_STATUSES,
    says(messages.statusChoice, { statuses: BOOKING_STATUSES.join(', ') }),
  ),
});

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
