import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateReservationInput,
  type Reservation,
  reservationSchema,
} from '#shared/reservation.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { frontDeskKey } from './front-desk-key.ts';
import { availabilityKey } from './get-availability.ts';
import { bookingKey } from './get-booking.ts';
import { bookingsKey } from './get-bookings.ts';
import { quoteKey } from './get-quote.ts';
import { reservationKey } from './get-reservation.ts';

function createReservation(input: CreateReservationInput): Promise<Reservation> {
  return apiRequest('/api/reservations', {
    method: 'POST',
    body: input,
    schema: reservationSchema,
  });
}

/**
 * Reserves a set of suites for one stay, all or nothing; the server prices it again and answers
 * 409 naming the suite another guest just took. As for one booking (useBookingWrite), the answer
 * is cached, each suite's booking with it, and, made or refused, the searches, quotes, booking
 * lists and front-desk views are read again.
 */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationKey(reservation.id), reservation);
      for (const booking of reservation.bookings) {
        queryClient.setQueryData(bookingKey(booking.id), booking);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
        queryClient.invalidateQueries({ queryKey: quoteKey }),
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: frontDeskKey }),
      ]),
  });
}
