import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Reservation, reservationSchema } from '#shared/reservation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { frontDeskKey } from './front-desk-key.ts';
import { availabilityKey } from './get-availability.ts';
import { bookingKey } from './get-booking.ts';
import { bookingsKey } from './get-bookings.ts';
import { quoteKey } from './get-quote.ts';
import { reservationKey } from './get-reservation.ts';

/**
 * Cancels every suite of a reservation that may still be cancelled, in one go: the server keeps
 * them on record, marked cancelled, frees their nights, and mails the guest once.
 */
function cancelReservation(id: string): Promise<Reservation> {
  return apiRequest(`/api/reservations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: reservationSchema,
  });
}

/**
 * As a booking's write (useBookingWrite): the answer is cached, each suite's booking with it,
 * and, cancelled or refused, the searches, quotes, booking lists and front-desk views are read
 * again.
 */
export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationKey(reservation.id), reservation);
      for (const booking of reservation.bookings) {
        queryClient.setQueryData(bookingKey(booking.id), booking);
      }
    },
    onSettled: (_reservation, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKey(id) }),
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
        queryClient.invalidateQueries({ queryKey: quoteKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: frontDeskKey }),
      ]),
  });
}
