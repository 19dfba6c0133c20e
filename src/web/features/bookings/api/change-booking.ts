import { type Booking, bookingSchema, type StayQuote, stayQuoteSchema } from '#shared/booking.ts';
import type { GuestDetails } from '#shared/guest-details.ts';
import type { Stay } from '#shared/stay.ts';
import { staySearchParams } from '#web/features/bookings/lib/stay-search.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useBookingWrite } from './booking-write.ts';

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}` as const;

/**
 * What the booking would cost on other dates or with another party (nights it keeps at their
 * booked price), and whether the suite is free then: shown before the guest confirms a change.
 */
export function getChangeQuote(id: string, stay: Stay): Promise<StayQuote> {
  return apiRequest(`${bookingPath(id)}/quote?${staySearchParams(stay)}`, {
    schema: stayQuoteSchema,
  });
}

/** Moves the booking to the new stay: all or nothing, same reference. */
function changeBooking({ id, stay }: { id: string; stay: Stay }): Promise<Booking> {
  return apiRequest(bookingPath(id), { method: 'PATCH', body: stay, schema: bookingSchema });
}

export function useChangeBooking() {
  return useBookingWrite(changeBooking);
}

/** Changes the guest's special requests and arrival time alone: the stay and its price stay. */
function changeBookingDetails({
  id,
  details,
}: {
  id: string;
  details: GuestDetails;
}): Promise<Booking> {
  return apiRequest(bookingPath(id), { method: 'PATCH', body: details, schema: bookingSchema });
}

export function useChangeBookingDetails() {
  return useBookingWrite(changeBookingDetails);
}

/** The booking's iCalendar file, for "Add to calendar". */
export function calendarFileUrl(id: string): string {
  return `${bookingPath(id)}/calendar.ics`;
}
