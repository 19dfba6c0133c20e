import * as z from 'zod/mini';
import { BED_TYPES, RATING, SUITE_CAPACITY } from './constants.ts';
import { says } from './labels.ts';
import { defineMessages, type Message, type MessageValues, tr } from './messages.ts';
import { responsiveImageSchema, suiteSchema } from './suite.ts';
import { checkMessages, plainLines, requiredText, singleLine } from './validation.ts';

const messages = defineMessages({
  priceRequired: {
    id: 'validation.suiteAdmin.priceRequired',
    defaultMessage: '! Price is required',
  },
  squareRequired: {
    id: 'validation.suiteAdmin.squareRequired',
    defaultMessage: '! Square is required',
  },
  descriptionRequired: {
    id: 'validation.suiteAdmin.descriptionRequired',
    defaultMessage: '! Description is required',
  },
  bedRequired: { id: 'validation.suiteAdmin.bedRequired', defaultMessage: '! Bed is required' },
  guestRequired: {
    id: 'validation.suiteAdmin.guestRequired',
    defaultMessage: '! Guest is required',
  },
  bedChoice: { id: 'validation.suiteAdmin.bedChoice', defaultMessage: 'Choose one of: {beds}' },
  descriptionLength: {
    id: 'validation.suiteAdmin.descriptionLength',
    defaultMessage: 'Description must be at most {max, number} characters',
  },
  size: {
    id: 'validation.suiteAdmin.size',
    defaultMessage: 'Enter a whole size from {min, number} to {max, number} sqr',
  },
  guest: {
    id: 'validation.suiteAdmin.guest',
    defaultMessage: 'Choose from {min, number} to {max, number} Guest',
  },
  baseOccupancy: {
    id: 'validation.suiteAdmin.baseOccupancy',
    defaultMessage:
      'Enter a whole number of guests from {min, number} to {max, number}, or leave it empty',
  },
  overCapacity: {
    id: 'validation.suiteAdmin.overCapacity',
    defaultMessage: "Base occupancy cannot exceed the suite's capacity",
  },
  photoIds: {
    id: 'validation.suiteAdmin.photoIds',
    defaultMessage: 'Must be the ids of this suite’s photos',
  },
});

/** "Enter a whole price from 100 to 1,000,000 BDT" (`{min}`, `{max}`): a suite's night. */
export const suitePriceMessage: Message = {
  id: 'validation.suiteAdmin.price',
  defaultMessage: 'Enter a whole price from {min, number} to {max, number} BDT',
};

/** A message and its arguments, made into text when a check fails. */
type Said = readonly [Message, MessageValues?];
const textOf = ([message, values]: Said) => tr(message, values);

/** Limits of the Add Suite form, the same in the browser and on the server. */
export const SUITE_NAME_MAX = 80;
export const SUITE_ADDRESS_MAX = 120;
export const SUITE_DESCRIPTION = { min: 20, max: 2000 } as const;
/** Whole BDT per night. */
export const SUITE_PRICE = { min: 100, max: 1_000_000 } as const;
/** Square feet. */
export const SUITE_SIZE = { min: 50, max: 20_000 } as const;
/** Photos in one suite's gallery. */
export const SUITE_PHOTOS_MAX = 12;

/** The start of a tag, a comment or a doctype: suite texts are plain text. */
const MARKUP = /<\s*[a-z!/?]/i;
const plainText = z.refine<string>((value) => !MARKUP.test(value), says(checkMessages.noMarkup));

/**
 * A whole number typed in a form or sent as a multipart field: its decimal digits as text (a
 * JSON number is taken too). Empty is the spec's required message; anything else out of range
 * says the range.
 */
function wholeField(
  requiredMessage: Message,
  rangeMessage: Said,
  range: { min: number; max: number },
) {
  return z.pipe(
    z.union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? tr(requiredMessage)
          : textOf(rangeMessage),
    }),
    z.transform((value, context) => {
      const text = String(value).trim();
      if (text === '') {
        context.issues.push({ code: 'custom', message: tr(requiredMessage), input: value });
        return z.NEVER;
      }
      if (!/^\d{1,9}$/.test(text)) {
        context.issues.push({ code: 'custom', message: textOf(rangeMessage), input: value });
        return z.NEVER;
      }
      const number = Number(text);
      if (number < range.min || number > range.max) {
        context.issues.push({ code: 'custom', message: textOf(rangeMessage), input: value });
        return z.NEVER;
      }
      return number;
    }),
  );
}

/**
 * The same for a field that may stay empty: empty or missing is null (no value), anything else
 * must be in range.
 */
function optionalWholeField(rangeMessage: Said, range: { min: number; max: number }) {
  return z.pipe(
    z.optional(
      z.nullable(z.union([z.string(), z.number()], { error: () => textOf(rangeMessage) })),
    ),
    z.transform((value, context) => {
      const text = value === undefined || value === null ? '' : String(value).trim();
      if (text === '') return null;
      const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
      if (!(number >= range.min && number <= range.max)) {
        context.issues.push({ code: 'custom', message: textOf(rangeMessage), input: value });
        return z.NEVER;
      }
      return number;
    }),
  );
}

/**
 * A whole number a suite keeps unless it is sent: missing (an edit from a form without the
 * field) is undefined, so the stored value stays; empty is `empty`; anything else must be in
 * range.
 */
function keptWholeField<Empty extends number | null>(
  rangeMessage: Said,
  range: { min: number; max: number },
  empty: Empty,
) {
  return z.optional(
    z.pipe(
      z.union([z.string(), z.number()], { error: () => textOf(rangeMessage) }),
      z.transform((value, context): number | Empty => {
        const text = String(value).trim();
        if (text === '') return empty;
        const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
        if (!(number >= range.min && number <= range.max)) {
          // `continue`: the form's other checks still run, so every message shows at once.
          context.issues.push({
            code: 'custom',
            message: textOf(rangeMessage),
            input: value,
            continue: true,
          });
          return z.NEVER;
        }
        return number;
      }),
    ),
  );
}

/** Whole BDT a night for each guest beyond a suite's base occupancy: none is free. */
export const EXTRA_GUEST_PRICE = { min: 0, max: SUITE_PRICE.max } as const;

const priceMessage: Said = [suitePriceMessage, SUITE_PRICE];
const sizeMessage: Said = [messages.size, SUITE_SIZE];
const guestMessage: Said = [messages.guest, SUITE_CAPACITY];
const baseOccupancyMessage: Said = [messages.baseOccupancy, SUITE_CAPACITY];
const extraGuestMessage: Said = [suitePriceMessage, EXTRA_GUEST_PRICE];
const ratingMessage: Said = [checkMessages.rating, RATING];

/** "Base occupancy cannot exceed the suite's capacity", in the language of the moment. */
export const baseOccupancyOverCapacity = () => tr(messages.overCapacity);

/**
 * Optional text in Bengali beside a required English one (`nameBn`, `descriptionBn`): empty,
 * blank or missing is none (null), so an edit without it leaves the suite without Bengali;
 * anything else is trimmed and checked as the English is.
 */
function bengaliText(checks: z.core.$ZodType<string, string>) {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string(says(checkMessages.noMarkup)))),
      z.transform((value) => {
        const text = value?.trim() ?? '';
        return text === '' ? null : text;
      }),
    ),
    z.nullable(checks),
  );
}

const suiteNameChecks = [
  z.maxLength(SUITE_NAME_MAX, says(checkMessages.nameLength, { max: SUITE_NAME_MAX })),
  singleLine,
  plainText,
] as const;
const suiteDescriptionChecks = [
  z.minLength(SUITE_DESCRIPTION.min, says(checkMessages.atLeast, SUITE_DESCRIPTION)),
  z.maxLength(SUITE_DESCRIPTION.max, says(messages.descriptionLength, SUITE_DESCRIPTION)),
  plainLines,
  plainText,
] as const;

/**
 * The Add Suite form's fields (the photo apart): checked in the browser, and on the server for
 * `POST /api/suites` and `PATCH /api/suites/:id`, whose multipart fields carry the same names.
 * Each required message is the spec's. The pricing by guests is optional: an edit without those
 * fields keeps what the suite has (undefined), and a new suite without them charges nothing
 * extra.
 */
const suiteFieldShape = z.object({
  name: requiredText(checkMessages.nameRequired).check(...suiteNameChecks),
  /** The name in Bengali, shown on Bengali pages; none: the English name there too. */
  nameBn: bengaliText(z.string().check(...suiteNameChecks)),
  price: wholeField(messages.priceRequired, priceMessage, SUITE_PRICE),
  /** Friday and Saturday nights outside seasons; empty: the base price (decision 022). */
  weekendPrice: optionalWholeField(priceMessage, SUITE_PRICE),
  square: wholeField(messages.squareRequired, sizeMessage, SUITE_SIZE),
  address: requiredText(checkMessages.addressRequired).check(
    z.maxLength(SUITE_ADDRESS_MAX, says(checkMessages.addressLength, { max: SUITE_ADDRESS_MAX })),
    singleLine,
    plainText,
  ),
  description: requiredText(messages.descriptionRequired).check(...suiteDescriptionChecks),
  /** The description in Bengali; none: the English one on Bengali pages too. */
  descriptionBn: bengaliText(z.string().check(...suiteDescriptionChecks)),
  bed: z.enum(BED_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? tr(messages.bedRequired)
        : tr(messages.bedChoice, { beds: BED_TYPES.join(', ') }),
  }),
  guest: wholeField(messages.guestRequired, guestMessage, SUITE_CAPACITY),
  rating: wholeField(checkMessages.ratingRequired, ratingMessage, RATING),
  /** How many guests the price includes; empty: all it sleeps (no extra-guest charge). */
  baseOccupancy: keptWholeField(baseOccupancyMessage, SUITE_CAPACITY, null),
  /** Whole BDT a night for each adult, and each child, beyond the base occupancy; empty: 0. */
  extraAdultPerNight: keptWholeField(extraGuestMessage, EXTRA_GUEST_PRICE, 0),
  extraChildPerNight: keptWholeField(extraGuestMessage, EXTRA_GUEST_PRICE, 0),
});

export const suiteFieldsSchema = suiteFieldShape.check(
  // Runs beside the fields' own messages too: a Guest not given has its own.
  z.refine(
    ({ baseOccupancy, guest }: { baseOccupancy?: number | null; guest?: number }) =>
      typeof baseOccupancy !== 'number' || typeof guest !== 'number' || baseOccupancy <= guest,
    { error: baseOccupancyOverCapacity, path: ['baseOccupancy'] },
  ),
);
export type SuiteFields = z.output<typeof suiteFieldsSchema>;

/** One photo of a suite's gallery; the first is the suite's cover picture. */
const suitePhotoSchema = z.object({
  id: z.uuid(),
  image: responsiveImageSchema,
});
export type SuitePhoto = z.infer<typeof suitePhotoSchema>;

/** A suite as staff see it: what guests see, plus its state, its gallery and its history. */
export const adminSuiteSchema = z.object({
  ...suiteSchema.shape,
  /** `name` and `description` here are the English as stored; these, the Bengali (or none). */
  nameBn: z.nullable(z.string()),
  descriptionBn: z.nullable(z.string()),
  address: z.string(),
  /** The rating entered on the form (guests see the reviews' average once there are some). */
  storedRating: z.int(),
  /** False once archived: gone from search and the home gallery, its bookings kept. */
  active: z.boolean(),
  /** Bookings ever made for it, cancelled ones included: a suite with any cannot be deleted. */
  bookingCount: z.int(),
  photos: z.array(suitePhotoSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminSuite = z.infer<typeof adminSuiteSchema>;

/** `GET /api/admin/suites`: every suite, archived ones included, active first. */
export const adminSuiteListSchema = z.array(adminSuiteSchema);

/** `PUT /api/suites/:id/photos/order`: the gallery's photo ids, every one, in the new order. */
export const suitePhotoOrderSchema = z.object({
  photoIds: z
    .array(z.uuid(says(messages.photoIds)), says(messages.photoIds))
    .check(z.minLength(1), z.maxLength(SUITE_PHOTOS_MAX)),
});
