import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Booking, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { availabilityKey } from './get-availability.ts';
import { bookingKey } from './get-booking.ts';
import { bookingsKey } from './get-bookings.ts';
import { quoteKey } from './get-quote.ts';

/** Cancels a booking: the server keeps it on record, marked cancelled, and frees its nights. */
export function cancelBooking(id: string): Promise<Booking> {
  return apiRequest(`/api/bookings/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: bookingSchema,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: (booking) => queryClient.setQueryData(bookingKey(booking.id), booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
        queryClient.invalidateQueries({ queryKey: quoteKey }),
      ]),
  });
}
