import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '#shared/booking.ts';
import { frontDeskKey } from './front-desk-key.ts';
import { availabilityKey } from './get-availability.ts';
import { bookingKey } from './get-booking.ts';
import { bookingsKey } from './get-bookings.ts';
import { quoteKey } from './get-quote.ts';

/**
 * A write that answers with the booking (book, change, cancel, a front-desk mark): the answer
 * becomes the cached booking, and, succeeded or refused, the searches, quotes, booking lists and
 * front-desk views are read again (the calendar changed: ours, or someone else's booking that
 * beat us to it).
 */
export function useBookingWrite<Input>(write: (input: Input) => Promise<Booking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (booking) => queryClient.setQueryData(bookingKey(booking.id), booking),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
        queryClient.invalidateQueries({ queryKey: quoteKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: frontDeskKey }),
      ]),
  });
}
