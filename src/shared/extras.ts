import * as z from 'zod/mini';
import { localizedLabels, saysText } from './labels.ts';
import { inReaderLanguage } from './localized-text.ts';
import { defineMessages } from './messages.ts';
import { requiredText, singleLine, wholeNumber } from './validation.ts';

/**
 * How an extra is charged: once for the stay, each night, or each night for each guest; times
 * the quantity the guest chose.
 */
export const EXTRA_UNITS = ['stay', 'night', 'guest-night'] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

export const EXTRA_UNIT_LABELS: Readonly<Record<ExtraUnit, string>> = localizedLabels(
  defineMessages({
    stay: { id: 'validation.extras.unit.stay', defaultMessage: 'per stay' },
    night: { id: 'validation.extras.unit.night', defaultMessage: 'per night' },
    'guest-night': {
      id: 'validation.extras.unit.guestNight',
      defaultMessage: 'per guest per night',
    },
  }),
);

export const EXTRA_QUANTITY = { min: 1, max: 10 } as const;
/** The most extras one booking may choose. */
export const EXTRAS_MAX = 10;
export const EXTRA_PRICE = { min: 1, max: 1_000_000 } as const;

export const EXTRA_MESSAGES = localizedLabels(
  defineMessages({
    list: {
      id: 'validation.extras.list',
      defaultMessage: 'Choose at most {max, number} extras, each as {format}',
    },
    quantity: {
      id: 'validation.extras.quantity',
      defaultMessage: 'Choose a quantity from {min, number} to {max, number}',
    },
    unknown: { id: 'validation.extras.unknown', defaultMessage: 'Choose extras this hotel offers' },
    twice: {
      id: 'validation.extras.twice',
      defaultMessage: 'Choose each extra once, with its quantity',
    },
    name: { id: 'validation.extras.name', defaultMessage: 'Give the extra a name' },
    price: {
      id: 'validation.extras.price',
      defaultMessage: 'Enter a whole price from {min, number} to {max, number} BDT',
    },
    unit: { id: 'validation.extras.unit', defaultMessage: 'Choose how it is charged: {units}' },
  }),
  {
    list: { max: EXTRAS_MAX, format: 'id:quantity' },
    quantity: EXTRA_QUANTITY,
    price: EXTRA_PRICE,
    unit: { units: EXTRA_UNITS.join(', ') },
  },
);

/** A message of the table above as zod's `error` parameter, made when the check fails. */
const extraError = (key: keyof typeof EXTRA_MESSAGES) => saysText(() => EXTRA_MESSAGES[key]);

/** `GET /api/extras`: what a guest can add to a stay. */
const extraSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whole BDT per unit. */
  price: z.int(),
  unit: z.enum(EXTRA_UNITS),
});
/**
 * An extra; inside the server, `nameBn` beside it when it has a Bengali name (priced into a
 * booking with it; answers leave it out, their `name` is the reader's language).
 */
export type Extra = z.infer<typeof extraSchema> & { readonly nameBn?: string | null };
export const extraListSchema = z.array(extraSchema);

/**
 * An extra as staff see it: offered or not, `name` in English as stored and `nameBn` its name
 * in Bengali (none: the English on Bengali pages too).
 */
export const adminExtraSchema = z.extend(extraSchema, {
  nameBn: z.nullable(z.string()),
  active: z.boolean(),
});
export const adminExtraListSchema = z.object({ extras: z.array(adminExtraSchema) });

/** `POST /api/admin/extras` and `PATCH /api/admin/extras/:id`. */
export const extraInputSchema = z.object({
  name: requiredText(() => EXTRA_MESSAGES.name).check(
    z.maxLength(80, extraError('name')),
    singleLine,
  ),
  /**
   * The name in Bengali: empty, blank, null or missing is none (null), so an edit without it
   * leaves the extra without one; anything else is trimmed and checked as the English is.
   */
  nameBn: z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string(extraError('name')))),
      z.transform((value) => {
        const text = value?.trim() ?? '';
        return text === '' ? null : text;
      }),
    ),
    z.nullable(z.string().check(z.maxLength(80, extraError('name')), singleLine)),
  ),
  price: wholeNumber(() => EXTRA_MESSAGES.price, EXTRA_PRICE),
  unit: z.enum(EXTRA_UNITS, extraError('unit')),
  active: z.optional(z.boolean()),
});
export type ExtraInput = z.infer<typeof extraInputSchema>;

const chosenExtra = z.object({
  id: z.string(extraError('unknown')).check(z.maxLength(100, extraError('unknown'))),
  quantity: wholeNumber(() => EXTRA_MESSAGES.quantity, EXTRA_QUANTITY),
});
export type ChosenExtra = z.infer<typeof chosenExtra>;

/** The booking body's `extras`: `[{ "id", "quantity" }]`, each extra at most once. */
export const chosenExtrasSchema = z.array(chosenExtra, extraError('list')).check(
  z.maxLength(EXTRAS_MAX, extraError('list')),
  z.refine(
    (list) => new Set(list.map((entry) => entry.id)).size === list.length,
    extraError('twice'),
  ),
);

/** The quote's `extras=<id>:<quantity>,…`, read into the same list. */
export const chosenExtrasParam = z.pipe(
  z.string(extraError('list')).check(z.maxLength(2000, extraError('list'))),
  z.transform((value, context) => {
    if (value.trim() === '') return [];
    const list: ChosenExtra[] = [];
    for (const part of value.split(',')) {
      const match = /^([A-Za-z0-9-]{1,100}):(\d{1,2})$/.exec(part.trim());
      const quantity = Number(match?.[2]);
      if (!match?.[1] || quantity < EXTRA_QUANTITY.min || quantity > EXTRA_QUANTITY.max) {
        context.issues.push({ code: 'custom', message: EXTRA_MESSAGES.list, input: value });
        return z.NEVER;
      }
      list.push({ id: match[1], quantity });
    }
    if (list.length > EXTRAS_MAX || new Set(list.map((entry) => entry.id)).size !== list.length) {
      context.issues.push({ code: 'custom', message: EXTRA_MESSAGES.list, input: value });
      return z.NEVER;
    }
    return list;
  }),
);

/** An extra as the quote and the booking list it: what it cost, whatever its price is later. */
export const quotedExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(EXTRA_UNITS),
  /** Whole BDT per unit, as quoted. */
  price: z.int(),
  quantity: z.int(),
  /** price × quantity × the nights (and guests) the unit counts. */
  amount: z.int(),
});
/**
 * A quoted extra; a booking keeps it with its English `name` and, when it had one, its Bengali
 * `nameBn` (left out of answers: see `extraInReaderLanguage`).
 */
export type QuotedExtra = z.infer<typeof quotedExtraSchema> & { readonly nameBn?: string | null };

/**
 * A quoted or booked extra as it is read: `name` in the language it is read in (the request's,
 * or a mail's or receipt's made later in its reader's), from the English and Bengali it keeps.
 */
export function extraInReaderLanguage(extra: QuotedExtra): QuotedExtra {
  const { name: english, nameBn: bengali } = extra;
  if (!bengali) return extra;
  return {
    ...extra,
    get name() {
      return inReaderLanguage(english, bengali);
    },
  };
}

/** What an extra costs for a stay of `nights` nights and `guests` guests. */
export function extraAmount(
  extra: { unit: ExtraUnit; price: number },
  quantity: number,
  stay: { nights: number; guests: number },
): number {
  const units =
    extra.unit === 'stay' ? 1 : extra.unit === 'night' ? stay.nights : stay.nights * stay.guests;
  return extra.price * units * quantity;
}

/** The chosen extras priced for the stay, in the order chosen. */
export function priceExtras(
  chosen: readonly { extra: Extra; quantity: number }[],
  stay: { nights: number; guests: number },
): QuotedExtra[] {
  return chosen.map(({ extra, quantity }) => ({
    id: extra.id,
    name: extra.name,
    ...(extra.nameBn ? { nameBn: extra.nameBn } : {}),
    unit: extra.unit,
    price: extra.price,
    quantity,
    amount: extraAmount(extra, quantity, stay),
  }));
}
