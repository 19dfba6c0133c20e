import type { Config } from '#server/config.ts';
import { ApiError, rateLimitedFor } from '#server/http/api-error.ts';
import { clientNetwork } from '#server/limits/client-network.ts';
import { humanDuration } from '#server/limits/rate-limit.ts';
import type { Database } from '#server/repositories/database.ts';
import { lapsedHolds } from '#server/repositories/guest-limits.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, tr } from '#shared/messages.ts';

const messages = defineMessages({
  unverifiedUpcoming: {
    id: 'api.guestLimits.unverifiedUpcoming',
    defaultMessage:
      'You can hold {limit, plural, one {# upcoming stay} other {# upcoming stays}} until you confirm your email address. Open the link we sent to {email} (or ask for a new one), and you can hold up to {max, number}.',
  },
  upcomingLimit: {
    id: 'api.guestLimits.upcomingLimit',
    defaultMessage:
      'You already have {limit, plural, one {# upcoming stay} other {# upcoming stays}}, the most one account can hold. To book another, cancel one in your booking list or call reception.',
  },
  confirmForReservation: {
    id: 'api.guestLimits.confirmForReservation',
    defaultMessage:
      'Please confirm your email address before reserving {suites, number} suites at once while their deposit is unpaid: open the link we sent to {email} (or ask for a new one). You can then reserve them together.',
  },
  confirmBeforeBooking: {
    id: 'api.guestLimits.confirmBeforeBooking',
    defaultMessage:
      'Please confirm your email address before booking: open the link we sent to {email} (or ask for a new one).',
  },
  unpaidHolds: {
    id: 'api.guestLimits.unpaidHolds',
    defaultMessage:
      'Until you confirm your email address, you can hold {limit, plural, =1 {one suite at a time while its deposit is} other {# suites at a time while their deposits are}} unpaid. Pay the deposit of the booking you hold (or cancel it), or open the link we sent to {email} (or ask for a new one), and you can book another.',
  },
  lapsedByAccount: {
    id: 'api.guestLimits.lapsedByAccount',
    defaultMessage:
      'You have let {count, plural, one {# unpaid booking} other {# unpaid bookings}} lapse in the last {hours, plural, =1 {hour} other {# hours}} (cancelled, or not paid in time), so we cannot hold another suite for you just now. Please try again in about {wait}, or call reception on {phone}: they will gladly book it for you.',
  },
  lapsedFromAddress: {
    id: 'api.guestLimits.lapsedFromAddress',
    defaultMessage:
      'Unpaid bookings made from your internet address have lapsed {count, plural, one {# time} other {# times}} in the last {hours, plural, =1 {hour} other {# hours}} (cancelled, or not paid in time), so we cannot hold another suite from it just now. Please try again in about {wait}, or call reception on {phone}: they will gladly book it for you.',
  },
});

/**
 * How much of the hotel one guest may hold (issue 38): upcoming stays; with the gateway on, unpaid
 * holds at once until their email is confirmed; and no new hold once they have let too many
 * lapse lately, from their account or their address. Staff are held to none of these. Booking
 * and reviving a hold paid late both ask here.
 */

/** Whom the limits look at: a session's user, or an account's row. */
interface Guest {
  role: string;
  emailVerified: boolean;
}

/** A signed-in guest, as the limits name them in their answers. */
interface SignedInGuest extends Guest {
  id: string;
  email: string;
}

/** How many upcoming stays a guest may hold: fewer until they confirm their email; admins any. */
export function upcomingLimit(config: Config, guest: Guest): number | undefined {
  if (guest.role === 'admin') return undefined;
  return guest.emailVerified
    ? config.booking.maxActivePerGuest
    : config.booking.maxActiveUnverified;
}

/**
 * How many unpaid holds a guest may have at once, with the gateway on: a few (one by default)
 * until they confirm their email address, so a throwaway account cannot hold several suites
 * without paying; otherwise only the cap on upcoming stays applies.
 */
export function unpaidHoldLimit(config: Config, guest: Guest): number | undefined {
  if (!config.payments || guest.role === 'admin' || guest.emailVerified) return undefined;
  return config.payments.holdLimits.unpaidUnverified;
}

/** Codes more precise than their status's: the browser offers what each case needs. */
export function upcomingLimitReached(config: Config, user: SignedInGuest, limit: number): ApiError {
  if (!user.emailVerified && limit < config.booking.maxActivePerGuest) {
    return new ApiError(
      403,
      'EMAIL_NOT_VERIFIED',
      tr(messages.unverifiedUpcoming, {
        limit,
        email: user.email,
        max: config.booking.maxActivePerGuest,
      }),
    );
  }
  return new ApiError(409, 'BOOKING_LIMIT', tr(messages.upcomingLimit, { limit }));
}

/** The guest holds as many unpaid suites as they may until their email is confirmed. */
export function unpaidHoldLimitReached(
  user: SignedInGuest,
  limit: number,
  /** A reservation of several suites, each of which would be one more hold. */
  reservation?: { suites: number },
): ApiError {
  const email = user.email;
  return new ApiError(
    403,
    'EMAIL_NOT_VERIFIED',
    reservation && limit < reservation.suites
      ? tr(messages.confirmForReservation, { suites: reservation.suites, email })
      : limit === 0
        ? tr(messages.confirmBeforeBooking, { email })
        : tr(messages.unpaidHolds, { limit, email }),
  );
}

const HOUR_MS = 3_600_000;

/**
 * Refuses a new unpaid hold (429, Retry-After until it lifts) to a guest who has let too many
 * lapse (cancelled unpaid, or run out) within the window, by this account or from this client
 * address: otherwise one guest, or a few throwaway accounts, could keep suites unsellable without
 * ever paying, holding them again each time a hold ends. Counted from the bookings themselves,
 * as holds run out in the background with no request to count them.
 */
export async function checkLapsedHolds(
  db: Database,
  config: Config,
  user: SignedInGuest,
  address: string,
  now: Date,
): Promise<void> {
  const limits = config.payments?.holdLimits;
  if (!limits || user.role === 'admin') return;
  const windowMs = limits.lapsedWindowHours * HOUR_MS;
  const since = new Date(now.getTime() - windowMs);
  const [byAccount, fromAddress] = await Promise.all([
    lapsedHolds(db, { by: user.id }, since, limits.lapsedPerAccount),
    lapsedHolds(db, { from: address }, since, limits.lapsedPerAddress),
  ]);
  // Over the limit until the oldest of the last `max` lapses leaves the window.
  const liftsAt = (lapses: Date[], max: number) => {
    const oldest = lapses.length >= max ? lapses[max - 1] : undefined;
    return oldest ? oldest.getTime() + windowMs : 0;
  };
  const account = liftsAt(byAccount, limits.lapsedPerAccount);
  const network = liftsAt(fromAddress, limits.lapsedPerAddress);
  if (account === 0 && network === 0) return;
  const waitMs = Math.max(account, network) - now.getTime();
  const said = {
    hours: limits.lapsedWindowHours,
    wait: humanDuration(waitMs / 1000),
    phone: hotel.phone.display,
  };
  throw rateLimitedFor(
    waitMs / 1000,
    account > 0
      ? tr(messages.lapsedByAccount, { ...said, count: limits.lapsedPerAccount })
      : tr(messages.lapsedFromAddress, { ...said, count: limits.lapsedPerAddress }),
  );
}

/** An unpaid hold a new stay (one suite, or each suite of a set) is made under. */
export interface NewHold {
  expiresAt: Date;
  /** The client's network it was made from, counted if it lapses; none for staff. */
  address: string | null;
  /** How many unpaid holds the guest may have at once (undefined: no such cap). */
  unpaidHoldLimit: number | undefined;
}

/**
 * The hold a stay paid online is made under, `holdMinutes` from `now`, once the guest may hold
 * another: refused first (429) to one who has let too many lapse lately (checkLapsedHolds).
 */
export async function newHold(
  db: Database,
  config: Config,
  user: SignedInGuest,
  terms: { holdMinutes: number },
  address: string,
  now: Date,
): Promise<NewHold> {
  const network = clientNetwork(address);
  await checkLapsedHolds(db, config, user, network, now);
  return {
    expiresAt: new Date(now.getTime() + terms.holdMinutes * 60_000),
    // Staff holding a suite for a guest, from the hotel's own network, count against no one.
    address: user.role === 'admin' ? null : network,
    unpaidHoldLimit: unpaidHoldLimit(config, user),
  };
}
