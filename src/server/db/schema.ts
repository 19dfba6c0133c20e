import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BED_TYPES } from '../../shared/constants.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const bedList = BED_TYPES.map((bed) => `'${bed}'`).join(', ');

export const suites = pgTable(
  'suites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key for demo data and URLs; unique among all suites. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    bed: text('bed', { enum: BED_TYPES }).notNull(),
    capacity: integer('capacity').notNull(),
    sizeSqft: integer('size_sqft').notNull(),
    rating: integer('rating').notNull(),
    /** Whole BDT per night. */
    pricePerNight: integer('price_per_night').notNull(),
    /** Base path of the image files, e.g. `/images/suites/garden-king-suite` (see suiteImage). */
    imagePath: text('image_path').notNull(),
    /** Archived suites are inactive: hidden from guests, kept for the bookings that name them. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('suites_slug_key').on(table.slug),
    index('suites_active_capacity_idx').on(table.active, table.capacity),
    check('suites_bed_check', sql.raw(`bed in (${bedList})`)),
    check('suites_capacity_check', sql`${table.capacity} between 1 and 5`),
    check('suites_size_check', sql`${table.sizeSqft} > 0`),
    check('suites_rating_check', sql`${table.rating} between 1 and 5`),
    check('suites_price_check', sql`${table.pricePerNight} > 0`),
  ],
);

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
    ...timestamps,
  },
  (table) => [
    index('reviews_visible_created_idx').on(table.visible, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
