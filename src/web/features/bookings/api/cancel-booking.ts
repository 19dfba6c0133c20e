import { type Booking, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useBookingWrite } from './booking-write.ts';

/** Cancels a booking: the server keeps it on record, marked cancelled, and frees its nights. */
function cancelBooking(id: string): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: bookingSchema,
  });
}

export function useCancelBooking() {
  return useBookingWrite(cancelBooking);
}
