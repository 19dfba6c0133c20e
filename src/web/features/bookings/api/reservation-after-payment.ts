import { useEffect, useState } from 'react';
import type { PaymentReturn } from '#shared/payments.ts';
import type { Reservation } from '#shared/reservation.ts';
import { useReservation } from '#web/features/bookings/api/get-reservation.ts';

/** How long the page keeps asking whether the gateway's notice has confirmed the payment. */
const PAYMENT_WAIT_MS = 60_000;

/**
 * The reservation just made, and whether the page has waited long (`waitedLong`) for the payment
 * gateway's word on it: as for one booking (useBookingAfterPayment), read again every 2 s after
 * a "success" until the gateway's notice has reached the server (or a minute has passed).
 */
export function useReservationAfterPayment(id: string, payment: PaymentReturn | null) {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (payment !== 'success') return;
    const timer = setTimeout(() => setWaitedLong(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [payment]);
  const reservation = useReservation(id, {
    refetchInterval: (query: { state: { data?: Reservation } }) =>
      payment === 'success' && !waitedLong && query.state.data?.status === 'pending_payment'
        ? 2_000
        : false,
  });
  return { reservation, waitedLong };
}
