import * as z from 'zod/mini';
import { plainLines } from './validation.ts';

/*
 * What the guest tells the hotel about their arrival: what they need, and when they expect to
 * come. Set when booking, changed until check-in, shown to staff at the front desk. Checked in
 * the browser and again on the server with the same schemas.
 */

export const SPECIAL_REQUESTS_MAX = 500;

/** `HH:MM`, 24-hour, as the hotel's clocks read it (the database checks the same pattern). */
const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ARRIVAL_TIME_MESSAGE = 'Enter a time as HH:MM, from 00:00 to 23:59';

/** Plain text of several lines, trimmed; empty is none (null). */
export const specialRequestsSchema = z.pipe(
  z.nullable(
    z
      .string({ error: 'Special requests must be text' })
      .check(
        z.trim(),
        z.maxLength(
          SPECIAL_REQUESTS_MAX,
          `Special requests must be at most ${SPECIAL_REQUESTS_MAX} characters`,
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
      .string({ error: ARRIVAL_TIME_MESSAGE })
      .check(z.refine((time) => time === '' || ARRIVAL_TIME.test(time), ARRIVAL_TIME_MESSAGE)),
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
