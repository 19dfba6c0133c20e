import { type Booking, bookingSchema, type CreateBookingInput } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useBookingWrite } from './booking-write.ts';

function createBooking(input: CreateBookingInput): Promise<Booking> {
  return apiRequest('/api/bookings', { method: 'POST', body: input, schema: bookingSchema });
}

/** Books the stay; the server prices it again and answers 409 when the nights were just taken. */
export function useCreateBooking() {
  return useBookingWrite(createBooking);
}
