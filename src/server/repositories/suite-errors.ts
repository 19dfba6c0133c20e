/** Why a change to a suite or its gallery was refused: each has its own answer in the routes. */

/** The suite has had bookings: it can be archived, not deleted. */
export class SuiteHasBookingsError extends Error {
  constructor() {
    super('The suite has bookings');
    this.name = 'SuiteHasBookingsError';
  }
}

/** An edit that keeps the base occupancy would leave it above the suite's new capacity. */
export class BaseOccupancyError extends Error {
  constructor() {
    super('The base occupancy exceeds the capacity');
    this.name = 'BaseOccupancyError';
  }
}

/** The gallery already holds SUITE_PHOTOS_MAX photos. */
export class GalleryFullError extends Error {
  constructor() {
    super('The gallery is full');
    this.name = 'GalleryFullError';
  }
}

/** A suite keeps at least one photo, its cover. */
export class LastPhotoError extends Error {
  constructor() {
    super('The last photo of a suite');
    this.name = 'LastPhotoError';
  }
}

/** A new photo order that is not exactly the gallery's photos. */
export class PhotoOrderError extends Error {
  constructor() {
    super('Not the gallery’s photos');
    this.name = 'PhotoOrderError';
  }
}
