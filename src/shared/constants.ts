/**
 * Business constants from section 9 of the seed spec. Anything a guest can see counted, priced
 * or limited lives here so the browser and the server agree.
 */

/** Search form: Adult select offers 1 to 4 adults. */
export const ADULTS = { min: 1, max: 4 } as const;
/** Search form: Children select offers 0 to 3 children. */
export const CHILDREN = { min: 0, max: 3 } as const;
/** Home availability card: Person 1 to 6, default 1. */
export const PERSONS = { min: 1, max: 6, default: 1 } as const;
/** Add Suite form: Guest 1 to 5, default 5. */
export const SUITE_CAPACITY = { min: 1, max: 5, default: 5 } as const;
/** Suite and review rating: 1/5 to 5/5, default 5/5. */
export const RATING = { min: 1, max: 5, default: 5 } as const;

/** The bed options of the Add Suite form, in the spec's order. */
export const BED_TYPES = [
  '1 King Bed',
  '2 Single Bed',
  '2 King Bed',
  '1 Double Bed',
  '1 Single Bed',
] as const;

/** Rates shown on the reservation summary, in percent. */
export const RATES = { discount: 0, serviceCharge: 10, vat: 10, tax: 5 } as const;
export const CURRENCY = 'BDT' as const;

/** Carousel autoplay delays, in milliseconds, and how many service slides show at once. */
export const CAROUSEL = {
  servicesDelayMs: 1000,
  servicesPerView: 2,
  testimonialsDelayMs: 2000,
} as const;
/** Section entrance animations on the home page range over these durations, in milliseconds. */
export const SECTION_ANIMATION_MS = { min: 800, max: 2200 } as const;
/** The home gallery shows six suites. */
export const HOME_GALLERY_SIZE = 6;
/** The receptionist is available this many hours a day. */
export const RECEPTION_HOURS = 24;

/** The hotel's calendar: check-in "today" means today here, whatever the guest's time zone. */
export const HOTEL_TIME_ZONE = 'Asia/Dhaka';
/** The longest stay one booking can hold, in nights (the server's MAX_STAY_NIGHTS may differ). */
export const MAX_STAY_NIGHTS = 30;
/** How far ahead a stay may begin, in days (the server's BOOKING_HORIZON_DAYS may differ). */
export const BOOKING_HORIZON_DAYS = 500;

/**
 * Uploaded photos: at most 8 MB on the wire and 24 megapixels (a 6,000 × 4,000 camera picture)
 * decoded; the largest size we serve is far smaller.
 */
const PHOTO_MAX_MEGABYTES = 8;
export const PHOTO_UPLOAD = {
  maxMegabytes: PHOTO_MAX_MEGABYTES,
  maxBytes: PHOTO_MAX_MEGABYTES * 1024 * 1024,
  maxMegapixels: 24,
} as const;
