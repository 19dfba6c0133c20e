import * as z from 'zod/mini';
import { says } from './labels.ts';
import { defineMessages } from './messages.ts';
import { plainLines } from './validation.ts';

const messages = defineMessages({
  arrivalTime: {
    id: 'validation.guestDetails.arrivalTime',
    defaultMessage: 'Enter a time as {format}, from 00:00 to 23:59',
  },
  requestsText: {
    id: 'validation.guestDetails.requestsText',
    defaultMessage: 'Special requests must be text',
  },
  requestsLength: {
    id: 'validation.guestDetails.requestsLength',
    defaultMessage: 'Special requests must be at most {max, number} characters',
  },
});

/*
 * What the guest tells the hotel about their arrival: what they need, and when they expect to
 * come. Set when booking, changed until check-in, shown to staff at the front desk. Checked in
 * the browser and again on the server with the same schemas.
 */

export const SPECIAL_REQUESTS_MAX = 500;

/** `HH:MM`, 24-hour, as the hotel's clocks read it (the database checks the same pattern). */
const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Plain text of several lines, trimmed; empty is none (null). */
export const specialRequestsSchema = z.pipe(
  z.nullable(
    z
      .string(says(messages.requestsText))
      .check(
        z.trim(),
        z.maxLength(
          SPECIAL_REQUESTS_MAX,
          says(messages.requestsLength, { max: SPECIAL_REQUESTS_MAX }),
        ),
        plainLines,
      ),
  ),
  z.transform((text: string | null) => text || null),
);

/** `HH:MM` in hotel time; empty is not said (null). */
export const arrivalTimeSchema = z.pipe(
  z.nullable(
    z
      .string(says(messages.arrivalTime, { format: 'HH:MM' }))
      .check(
        z.refine(
          (time) => time === '' || ARRIVAL_TIME.test(time),
          says(messages.arrivalTime, { format: 'HH:MM' }),
        ),
      ),
  ),
  z.transform((time: string | null) => time || null),
);

/** The fields as a request carries them: each optional, so a change may leave one as it is. */
export const guestDetailsFields = {
  specialRequests: z.optional(specialRequestsSchema),
  arrivalTime: z.optional(arrivalTimeSchema),
};

/** The form on /booking and in "Arrival & requests": both fields, as the controls hold them. */
export const guestDetailsFormSchema = z.object({
  specialRequests: specialRequestsSchema,
  arrivalTime: arrivalTimeSchema,
});
export type GuestDetails = z.output<typeof guestDetailsFormSchema>;

/** A change of the details alone: `PATCH /api/bookings/:id` with neither field is refused. */
export function hasGuestDetails(input: {
  specialRequests?: string | null | undefined;
  arrivalTime?: string | null | undefined;
}): boolean {
  return input.specialRequests !== undefined || input.arrivalTime !== undefined;
}
