import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/account.ts';
import { DEFAULT_LOCALE, LOCALES } from '#shared/locale.ts';

/**
 * The tables better-auth works on (its models user, session, account, verification, rateLimit
 * and its two-factor plugin's twoFactor), with our additions to user: `phone`, `role` and
 * `language`, and to session: `second_factor`.
 */
const roleList = ROLES.map((role) => `'${role}'`).join(', ');
const languageList = LOCALES.map((locale) => `'${locale}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-case by better-auth. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** URL of the profile photo (the spec's photoUrl). */
    image: text('image'),
    phone: text('phone'),
    role: text('role', { enum: ROLES }).notNull().default('guest'),
    /** The language the guest reads: their mails, calendar files and receipts (decision 049). */
    language: text('language', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /**
     * When ADMIN_EMAILS made this account an admin. Set once: an admin later demoted in the
     * dashboard is not promoted again at the next start.
     */
    adminEmailGrantedAt: timestamp('admin_email_granted_at', { withTimezone: true }),
    /** Signs in with a code from an authenticator app after the password (decision 050). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_role_idx').on(table.role),
    check('users_role_check', sql.raw(`role in (${roleList})`)),
    check('users_language_check', sql.raw(`language in (${languageList})`)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * The session was opened by a second factor (an authenticator's code or a backup code), not
     * by a password or a social provider alone: what staff work needs (decision 050).
     */
    secondFactor: boolean('second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_key').on(table.token),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_key').on(table.providerId, table.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * An account's authenticator secret and backup codes, both encrypted by better-auth with the
 * auth secret; `verified` once a first code proved the app holds the secret. Failed codes at
 * sign-in are counted and lock the account's second factor for a while.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factors_user_key').on(table.userId)],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('rate_limits_key_key').on(table.key)],
);

export type UserRow = typeof users.$inferSelect;
