/** Why a booking write was refused: each maps to its own answer in the rules and routes. */

export class OverlappingBookingError extends Error {
  constructor() {
    super('These dates overlap an existing booking of this suite.');
    this.name = 'OverlappingBookingError';
  }
}

/** Staff have taken some of these nights off sale (the database refused it: migration 0012). */
export class BlockedNightsError extends Error {
  constructor() {
    super('Some of these nights are blocked.');
    this.name = 'BlockedNightsError';
  }
}

/** The guest already holds as many upcoming stays as they may. */
export class BookingLimitError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`At most ${limit} upcoming bookings`);
    this.limit = limit;
    this.name = 'BookingLimitError';
  }
}

/** The guest, email not yet confirmed, already has as many unpaid holds as they may. */
export class UnpaidHoldLimitError extends Error {
  readonly limit: number;

  constructor(limit: number) {
    super(`At most ${limit} unpaid holds`);
    this.limit = limit;
    this.name = 'UnpaidHoldLimitError';
  }
}

/** The promo code was switched off or used up while the booking was being made. */
export class PromoCodeUsedUpError extends Error {
  constructor() {
    super('The promo code cannot be used any more');
    this.name = 'PromoCodeUsedUpError';
  }
}

/** The new stay would cost less than what was already paid online for the booking. */
export class PaidBeyondChangeError extends Error {
  readonly paid: number;

  constructor(paid: number) {
    super(`Already paid ${paid}`);
    this.paid = paid;
    this.name = 'PaidBeyondChangeError';
  }
}

/** The suite was archived or deleted while the booking was being made. */
export class SuiteWithdrawnError extends Error {
  constructor() {
    super('The suite is no longer offered');
    this.name = 'SuiteWithdrawnError';
  }
}
