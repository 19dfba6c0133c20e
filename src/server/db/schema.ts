import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '#shared/booking.ts';
import type { ChannelConflict } from '#shared/channels.ts';
import { BED_TYPES } from '#shared/constants.ts';
import { EXTRA_UNITS, type QuotedExtra } from '#shared/extras.ts';
import { MAIL_STATUSES } from '#shared/mail-outbox.ts';
import { PAYMENT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from '#shared/payments.ts';
import type { NightPrice } from '#shared/stay.ts';
import { users } from './auth-schema.ts';
import type { MailMessage } from './mail-message.ts';

/** A charge's rate in percent, to the hundredth (a VAT of 7.5%). */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/**
 * When a row was made and last changed. Every update sets `updatedAt` itself, from the `now` of
 * the app's clock, or keeps it as it was when the write is bookkeeping rather than a change of
 * the row: there is no fallback reading the system's time. better-auth sets the updatedAt of its
 * own tables (db/auth-schema.ts).
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const bedList = BED_TYPES.map((bed) => `'${bed}'`).join(', ');

export const suites = pgTable(
  'suites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key for demo data and URLs; unique among all suites. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The name in Bengali, for Bengali pages and mails; null: the English name there too. */
    nameBn: text('name_bn'),
    /** Where the suite is in the hotel, e.g. "East wing, first floor" (the form's Address). */
    address: text('address').notNull(),
    description: text('description').notNull(),
    /** The description in Bengali; null: the English one in Bengali too. */
    descriptionBn: text('description_bn'),
    bed: text('bed', { enum: BED_TYPES }).notNull(),
    capacity: integer('capacity').notNull(),
    sizeSqft: integer('size_sqft').notNull(),
    rating: integer('rating').notNull(),
    /** Whole BDT per night. */
    pricePerNight: integer('price_per_night').notNull(),
    /** Whole BDT for Friday and Saturday nights outside any season; null: the base price. */
    weekendPricePerNight: integer('weekend_price_per_night'),
    /** How many guests the nightly price includes; null: all it sleeps (no extra-guest charge). */
    baseOccupancy: integer('base_occupancy'),
    /** Whole BDT per night for each adult beyond the base occupancy. */
    extraAdultPerNight: integer('extra_adult_per_night').notNull().default(0),
    /** Whole BDT per night for each child beyond the base occupancy (adults are counted first). */
    extraChildPerNight: integer('extra_child_per_night').notNull().default(0),
    /**
     * Base path of the cover's image files, e.g. `/images/suites/garden-king-suite` (see
     * suiteImage): always the first photo of its gallery (suite_photos), kept with it in one
     * transaction so lists read one table.
     */
    imagePath: text('image_path').notNull(),
    /** Archived suites are inactive: hidden from guests, kept for the bookings that name them. */
    active: boolean('active').notNull().default(true),
    /** The secret of the suite's iCal export feed (`/ical/<token>.ics`), made when first asked. */
    icalToken: text('ical_token'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('suites_slug_key').on(table.slug),
    uniqueIndex('suites_ical_token_key').on(table.icalToken),
    index('suites_active_capacity_idx').on(table.active, table.capacity),
    check('suites_bed_check', sql.raw(`bed in (${bedList})`)),
    check('suites_capacity_check', sql`${table.capacity} between 1 and 5`),
    check('suites_size_check', sql`${table.sizeSqft} > 0`),
    check('suites_rating_check', sql`${table.rating} between 1 and 5`),
    check('suites_price_check', sql`${table.pricePerNight} > 0`),
    check('suites_weekend_price_check', sql`${table.weekendPricePerNight} > 0`),
    check(
      'suites_base_occupancy_check',
      sql`${table.baseOccupancy} between 1 and ${table.capacity}`,
    ),
    check(
      'suites_extra_guest_price_check',
      sql`${table.extraAdultPerNight} >= 0 and ${table.extraChildPerNight} >= 0`,
    ),
  ],
);

/**
 * A suite's season: every night from `start_date` up to (not including) `end_date` costs
 * `price_per_night`, and a stay with a night in it lasts at least `min_nights`. Two seasons of
 * one suite never share a night: see the exclusion constraint `rate_periods_no_overlap` in
 * migration 0011.
 */
export const ratePeriods = pgTable(
  'rate_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    suiteId: uuid('suite_id')
      .notNull()
      .references(() => suites.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Whole BDT per night. */
    pricePerNight: integer('price_per_night').notNull(),
    minNights: integer('min_nights').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('rate_periods_suite_start_idx').on(table.suiteId, table.startDate),
    check('rate_periods_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check('rate_periods_price_check', sql`${table.pricePerNight} > 0`),
    check('rate_periods_min_nights_check', sql`${table.minNights} >= 1`),
  ],
);

export type RatePeriodRow = typeof ratePeriods.$inferSelect;

/**
 * An OTA's iCal feed of a suite (Booking.com, Airbnb…): fetched on a schedule and on demand; the
 * nights it lists are stored as the suite's blocks, replacing what it said before.
 */
export const channelImports = pgTable(
  'channel_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    suiteId: uuid('suite_id')
      .notNull()
      .references(() => suites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** `ok` or `failed` after the last fetch; null before the first. */
    lastStatus: text('last_status', { enum: ['ok', 'failed'] }),
    lastError: text('last_error'),
    /** Nights the last good fetch blocked, as events. */
    eventCount: integer('event_count').notNull().default(0),
    /** Events of the last good fetch that overlap a direct booking or a block: shown to staff. */
    conflicts: jsonb('conflicts').$type<ChannelConflict[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [uniqueIndex('channel_imports_suite_url_key').on(table.suiteId, table.url)],
);

export type ChannelImportRow = typeof channelImports.$inferSelect;

/**
 * Nights of a suite taken off sale by staff (repairs, a private event): from `start_date` up to
 * (not including) `end_date`. The database keeps blocks and active bookings of one suite apart
 * both ways (migration 0012): two blocks cannot share a night (an exclusion constraint), and a
 * trigger on each table refuses a block over a booking and a booking over a block.
 */
export const suiteBlocks = pgTable(
  'suite_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    suiteId: uuid('suite_id')
      .notNull()
      .references(() => suites.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The channel feed that said so; null for a block staff made. */
    importId: uuid('import_id').references(() => channelImports.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    index('suite_blocks_suite_start_idx').on(table.suiteId, table.startDate),
    index('suite_blocks_import_idx').on(table.importId),
    check('suite_blocks_dates_check', sql`${table.endDate} > ${table.startDate}`),
  ],
);

export type SuiteBlockRow = typeof suiteBlocks.$inferSelect;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** URL of the reviewer's photo, or null for none. */
    photo: text('photo'),
    /** Admins hide a review instead of deleting it. */
    visible: boolean('visible').notNull().default(true),
    /** The guest who wrote it; null for the hotel's own (demo) testimonials. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The guest's own past stay the review is about, if it names one: one review per stay. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /**
     * The suite of that stay, copied from the booking when the review is written (a booking never
     * changes suite), so a suite's rating is read through an index on its reviews instead of
     * through every booking the suite has ever had.
     */
    suiteId: uuid('suite_id').references(() => suites.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('reviews_visible_created_idx').on(table.visible, table.createdAt),
    // What suiteRating reads: the visible reviews of a stay, by suite.
    index('reviews_suite_rating_idx')
      .on(table.suiteId, table.rating)
      .where(sql`${table.visible} and ${table.bookingId} is not null`),
    index('reviews_user_idx').on(table.userId),
    uniqueIndex('reviews_booking_key').on(table.bookingId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/** A suite's gallery: its photos in order (position 0 is the cover, suites.image_path). */
export const suitePhotos = pgTable(
  'suite_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    suiteId: uuid('suite_id')
      .notNull()
      .references(() => suites.id, { onDelete: 'cascade' }),
    /** Base path of the image files, as suites.image_path. */
    imagePath: text('image_path').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('suite_photos_suite_position_idx').on(table.suiteId, table.position),
    check('suite_photos_position_check', sql`${table.position} >= 0`),
  ],
);

export type SuiteRow = typeof suites.$inferSelect;
export type NewSuiteRow = typeof suites.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so one address subscribes once. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_key').on(table.email)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** Set when an admin has read the message. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when an admin has marked the message handled (answered, or nothing to do). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** What a guest can add to a stay (breakfast in bed, spa access…), priced per unit. */
export const extras = pgTable(
  'extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name in Bengali; null: the English name in Bengali too. */
    nameBn: text('name_bn'),
    /** Whole BDT per unit. */
    price: integer('price').notNull(),
    unit: text('unit', { enum: EXTRA_UNITS }).notNull(),
    /** Switched off: no longer offered; bookings keep what they were quoted. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('extras_price_check', sql`${table.price} > 0`),
    check(
      'extras_unit_check',
      sql.raw(`unit in (${EXTRA_UNITS.map((unit) => `'${unit}'`).join(', ')})`),
    ),
  ],
);

export type ExtraRow = typeof extras.$inferSelect;

/**
 * A promo code: `percent_off` off the subtotal of bookings made from `valid_from` to `valid_to`
 * (both included), optionally only for stays of `min_nights` or more, in `suite_ids`, and at most
 * `max_uses` bookings at once (`uses` counts the bookings holding it; a cancellation gives one back).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    minNights: integer('min_nights'),
    suiteIds: uuid('suite_ids').array(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('promo_codes_code_key').on(table.code),
    check('promo_codes_percent_check', sql`${table.percentOff} between 1 and 100`),
    check('promo_codes_dates_check', sql`${table.validTo} >= ${table.validFrom}`),
    check(
      'promo_codes_uses_check',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/**
 * Several suites booked together for one stay (a family, two couples, a wedding party): all or
 * nothing. Each suite is a booking of its own (`bookings.reservation_id`), with its own quote;
 * the reservation holds the quote of the whole (the discount and charges on the summed subtotal),
 * the guest's details, and the promo code.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, e.g. SR-7K3Q9D. */
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    serviceCharge: integer('service_charge').notNull(),
    vat: integer('vat').notNull(),
    tax: integer('tax').notNull(),
    serviceChargePercent: percent('service_charge_percent').notNull(),
    vatPercent: percent('vat_percent').notNull(),
    taxPercent: percent('tax_percent').notNull(),
    total: integer('total').notNull(),
    /** The extras chosen for the whole stay, as quoted: in the subtotal. */
    extras: jsonb('extras').$type<QuotedExtra[]>().notNull().default([]),
    specialRequests: text('special_requests'),
    arrivalTime: text('arrival_time'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reservations_reference_key').on(table.reference),
    index('reservations_user_created_idx').on(table.userId, table.createdAt),
    check('reservations_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
    check(
      'reservations_money_check',
      sql`${table.total} >= 0 and ${table.subtotal} >= 0 and ${table.discount} >= 0`,
    ),
    check(
      'reservations_rates_check',
      sql`${table.serviceChargePercent} between 0 and 50 and ${table.vatPercent} between 0 and 50 and ${table.taxPercent} between 0 and 50`,
    ),
    check(
      'reservations_arrival_time_check',
      sql`${table.arrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('reservations_special_requests_check', sql`char_length(${table.specialRequests}) <= 500`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;

/**
 * A booking of one suite. The price lines are stored as quoted when it was made, so later rate changes
 * never alter a booking. Overlapping active bookings of one suite are impossible: see the
 * exclusion constraint `bookings_no_overlap` in migration 0005.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, e.g. SB-7K3Q9D. */
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    suiteId: uuid('suite_id')
      .notNull()
      .references(() => suites.id, { onDelete: 'restrict' }),
    /** The reservation of several suites this booking is one of; null: booked on its own. */
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'restrict',
    }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    nights: integer('nights').notNull(),
    nightlyRate: integer('nightly_rate').notNull(),
    /** Each night and the price it was quoted at: the booking keeps them whatever rates do later. */
    nightlyPrices: jsonb('nightly_prices').$type<NightPrice[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    /** The percentage the discount line took off (0 without a promo code). */
    discountPercent: integer('discount_percent').notNull().default(0),
    /** The extras chosen, as quoted: name, unit, price, quantity, amount. */
    extras: jsonb('extras').$type<QuotedExtra[]>().notNull().default([]),
    /** The promo code that gave the discount; its use is given back if the booking is cancelled. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** What guests beyond the suite's base occupancy added to the subtotal, whole stay, BDT. */
    extraGuests: integer('extra_guests').notNull().default(0),
    serviceCharge: integer('service_charge').notNull(),
    vat: integer('vat').notNull(),
    tax: integer('tax').notNull(),
    /** The rates the booking was sold at: the hotel may change them later, for new quotes only. */
    serviceChargePercent: percent('service_charge_percent').notNull().default(10),
    vatPercent: percent('vat_percent').notNull().default(10),
    taxPercent: percent('tax_percent').notNull().default(5),
    total: integer('total').notNull(),
    /** What the guest asked of the hotel (plain text, at most 500 characters). */
    specialRequests: text('special_requests'),
    /** When the guest expects to arrive, `HH:MM` in the hotel's time; null: not said. */
    arrivalTime: text('arrival_time'),
    /** When the mail before arrival was claimed for sending: each stay gets it once. */
    preArrivalMailedAt: timestamp('pre_arrival_mailed_at', { withTimezone: true }),
    /** When the thank-you mail after the stay was claimed for sending: once. */
    afterStayMailedAt: timestamp('after_stay_mailed_at', { withTimezone: true }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Until when an unpaid booking (pending_payment) holds its nights. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The deposit owed online when booked, whole BDT; 0 when the stay is paid at the hotel. */
    amountDue: integer('amount_due').notNull().default(0),
    /** The sum of the gateway's verified payments (refunds are in `refunds`). */
    amountPaid: integer('amount_paid').notNull().default(0),
    /**
     * The client address an unpaid hold was made from: holds let lapse from one address are
     * counted (limits/guest-limits.ts). Cleared once paid, and once out of the counting window.
     */
    holdAddress: text('hold_address'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('bookings_reference_key').on(table.reference),
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
    index('bookings_status_created_idx').on(table.status, table.createdAt),
    // A suite's bookings, cancelled ones too (its rating, its page, the booking list's filter):
    // the overlap index above leaves cancelled bookings out, so it cannot answer these.
    index('bookings_suite_check_in_idx').on(table.suiteId, table.checkIn),
    index('bookings_reservation_idx')
      .on(table.reservationId)
      .where(sql`${table.reservationId} is not null`),
    check('bookings_dates_check', sql`${table.checkOut} > ${table.checkIn}`),
    check('bookings_nights_check', sql`${table.nights} = ${table.checkOut} - ${table.checkIn}`),
    check(
      'bookings_nightly_prices_check',
      sql`jsonb_typeof(${table.nightlyPrices}) = 'array' and jsonb_array_length(${table.nightlyPrices}) = ${table.nights}`,
    ),
    check('bookings_adults_check', sql`${table.adults} between 1 and 4`),
    check('bookings_children_check', sql`${table.children} between 0 and 3`),
    check(
      'bookings_status_check',
      sql.raw(`status in (${BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('bookings_money_check', sql`${table.total} >= 0 and ${table.subtotal} >= 0`),
    check('bookings_extra_guests_check', sql`${table.extraGuests} >= 0`),
    check(
      'bookings_rates_check',
      sql`${table.serviceChargePercent} between 0 and 50 and ${table.vatPercent} between 0 and 50 and ${table.taxPercent} between 0 and 50`,
    ),
    check(
      'bookings_arrival_time_check',
      sql`${table.arrivalTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('bookings_special_requests_check', sql`char_length(${table.specialRequests}) <= 500`),
    check(
      'bookings_payment_check',
      sql`${table.amountDue} between 0 and ${table.total} and ${table.amountPaid} >= 0`,
    ),
    check(
      'bookings_hold_check',
      sql`${table.status} <> 'pending_payment' or ${table.holdExpiresAt} is not null`,
    ),
    // The sweep of holds that ran out reads only the few unpaid bookings.
    index('bookings_hold_expires_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending_payment'`),
    // The mail sweeps read only the stays still owed their mail before arrival or after the stay.
    index('bookings_pre_arrival_due_idx')
      .on(table.checkIn)
      .where(sql`${table.preArrivalMailedAt} is null and ${table.status} = 'confirmed'`),
    index('bookings_after_stay_due_idx')
      .on(table.checkOut)
      .where(
        sql`${table.afterStayMailedAt} is null and ${table.status} in ('confirmed', 'checked_in', 'checked_out')`,
      ),
    // Holds let lapse from one address, counted before another hold; only recent ones keep it.
    index('bookings_hold_address_idx')
      .on(table.holdAddress)
      .where(sql`${table.holdAddress} is not null`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/**
 * One attempt to pay a booking through the gateway (SSLCommerz), made when the guest is sent to
 * its page: `tran_id` is ours and names the attempt to the gateway. Only the gateway's verified
 * notification marks it paid; `val_id` is unique per booking, so a replayed notification records
 * nothing. A reservation of several suites pays one deposit in one attempt: one row per suite's
 * booking, sharing the `tran_id` (and then the `val_id`), each with that suite's share, so each
 * booking's payments and refunds stay its own.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    tranId: text('tran_id').notNull(),
    /** Whole BDT asked for. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('initiated'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    /** The card or wallet, as the gateway names it. */
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_tran_id_booking_key').on(table.tranId, table.bookingId),
    uniqueIndex('payments_val_id_booking_key').on(table.valId, table.bookingId),
    index('payments_booking_idx').on(table.bookingId),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check(
      'payments_status_check',
      sql.raw(`status in (${PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Money going back to a guest through the gateway. The row is written in the transaction that
 * decides the refund (a cancellation, a payment that came too late) and before the gateway is
 * asked, so a refund is never lost: one the gateway refuses stays `failed` for staff to see and
 * ask again; `refund_trans_id` (our id) makes asking again safe.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The gateway's reference for the refund. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's reason for refusing it, or what went wrong asking. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('refunds_booking_idx').on(table.bookingId),
    index('refunds_open_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} in ('pending', 'processing')`),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check(
      'refunds_status_check',
      sql.raw(`status in (${REFUND_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'refunds_reason_check',
      sql.raw(`reason in (${REFUND_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Facts about this installation that must hold across restarts and processes, e.g. that the
 * demo accounts were created once (so a deleted or demoted one is never brought back).
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The hotel's charges on new quotes, in percent of the discounted subtotal: one row (id 1), or
 * none for the spec's 10, 10 and 5. Each booking keeps the rates it was sold at.
 */
export const hotelCharges = pgTable(
  'hotel_charges',
  {
    id: integer('id').primaryKey().default(1),
    serviceChargePercent: percent('service_charge_percent').notNull(),
    vatPercent: percent('vat_percent').notNull(),
    taxPercent: percent('tax_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('hotel_charges_one_row_check', sql`${table.id} = 1`),
    check(
      'hotel_charges_rates_check',
      sql`${table.serviceChargePercent} between 0 and 50 and ${table.vatPercent} between 0 and 50 and ${table.taxPercent} between 0 and 50`,
    ),
  ],
);

/**
 * Mail waiting to go out, going, gone or given up on: every message the site sends is written
 * here first and delivered from here, so an SMTP outage delays mail instead of losing it. A
 * message being sent is leased to one process (`lease_until`), so two never send it at once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** The whole message: text, html and attachments. */
    message: jsonb('message').$type<MailMessage>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('mail_outbox_created_idx').on(table.createdAt),
    check(
      'mail_outbox_status_check',
      sql.raw(`status in (${MAIL_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Counters behind the rate limits (sign-in failures, uploads, public forms), shared by every
 * server process when there is no Redis: one row per key and fixed window.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_expires_idx').on(table.expiresAt)],
);

/**
 * What admins did: one row per action (role change, suite created, review hidden, …), with who,
 * when, and the record before and after. Kept when the acting account is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's email at the time, kept readable if the account goes. */
    actorEmail: text('actor_email').notNull(),
    /** e.g. `user.role_changed`, `review.hidden`, `contact_message.deleted`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_created_idx').on(table.createdAt)],
);
