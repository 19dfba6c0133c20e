import { type Booking, type BookingStatus, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useBookingWrite } from './booking-write.ts';

interface StatusMark {
  id: string;
  status: BookingStatus;
}

/** Marks a booking checked in, checked out or a no-show; the server refuses a move its rules forbid (409). */
function markStatus({ id, status }: StatusMark): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: bookingSchema,
  });
}

export function useMarkStatus() {
  return useBookingWrite(markStatus);
}
