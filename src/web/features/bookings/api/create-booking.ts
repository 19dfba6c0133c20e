import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Booking, bookingSchema, type CreateBookingInput } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { availabilityKey } from './get-availability.ts';
import { bookingKey } from './get-booking.ts';
import { bookingsKey } from './get-bookings.ts';
import { quoteKey } from './get-quote.ts';

export function createBooking(input: CreateBookingInput): Promise<Booking> {
  return apiRequest('/api/bookings', { method: 'POST', body: input, schema: bookingSchema });
}

/** Books the stay; the server prices it again and answers 409 when the nights were just taken. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKey(booking.id), booking);
    },
    // Either way the calendar changed (ours, or someone else's booking that beat us to it).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
        queryClient.invalidateQueries({ queryKey: quoteKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
      ]),
  });
}
