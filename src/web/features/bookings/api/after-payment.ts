import { useEffect, useState } from 'react';
import type { PaymentReturn } from '#shared/payments.ts';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { useReservation } from '#web/features/bookings/api/get-reservation.ts';

/** What a page the payment gateway may send the guest back to knows of the payment. */
export interface AfterGateway {
  /** How the guest came back from the payment gateway, if they did. */
  payment?: PaymentReturn | null;
  /** The gateway's confirmation has been awaited for a while. */
  waitedLong?: boolean;
}

/** How long the page keeps asking whether the gateway's notice has confirmed the payment. */
const PAYMENT_WAIT_MS = 60_000;

/**
 * Back from the gateway's page with a "success", a booking or reservation held for its deposit is
 * read again every 2 s until the gateway's notice has reached the server, or a minute has passed
 * (`waitedLong`).
 */
function usePaymentWait(payment: PaymentReturn | null) {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (payment !== 'success') return;
    const timer = setTimeout(() => setWaitedLong(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [payment]);
  const refetchInterval = (query: { state: { data?: { status: string } } }) =>
    payment === 'success' && !waitedLong && query.state.data?.status === 'pending_payment'
      ? 2_000
      : false;
  return { waitedLong, refetchInterval };
}

/**
 * The booking just made, and whether the page has waited long (`waitedLong`) for the payment
 * gateway's word on it.
 */
export function useBookingAfterPayment(id: string, payment: PaymentReturn | null) {
  const { waitedLong, refetchInterval } = usePaymentWait(payment);
  const booking = useBooking(id, { refetchInterval });
  return { booking, waitedLong };
}

/** The reservation just made (several suites), as for one booking (useBookingAfterPayment). */
export function useReservationAfterPayment(id: string, payment: PaymentReturn | null) {
  const { waitedLong, refetchInterval } = usePaymentWait(payment);
  const reservation = useReservation(id, { refetchInterval });
  return { reservation, waitedLong };
}
