import { useEffect, useState } from 'react';
import type { Booking } from '#shared/booking.ts';
import type { PaymentReturn } from '#shared/payments.ts';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';

/** How long the page keeps asking whether the gateway's notice has confirmed the payment. */
const PAYMENT_WAIT_MS = 60_000;

/**
 * The booking just made, and whether the page has waited long (`waitedLong`) for the payment
 * gateway's word on it.
 */
export function useBookingAfterPayment(id: string, payment: PaymentReturn | null) {
  // Back from the gateway's page, the booking is read again every 2 s until the gateway's notice
  // has reached the server (or a minute has passed).
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (payment !== 'success') return;
    const timer = setTimeout(() => setWaitedLong(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [payment]);
  const booking = useBooking(id, {
    refetchInterval: (query: { state: { data?: Booking } }) =>
      payment === 'success' && !waitedLong && query.state.data?.status === 'pending_payment'
        ? 2_000
        : false,
  });
  return { booking, waitedLong };
}
