import { useMutation } from '@tanstack/react-query';
import { paymentRedirectSchema } from '#shared/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Opens a payment of the booking's deposit: the gateway's page to send the guest to. */
function startPayment(bookingId: string): Promise<{ redirectUrl: string }> {
  return apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}/payments`, {
    method: 'POST',
    schema: paymentRedirectSchema,
  });
}

/**
 * "Pay with SSLCommerz": asks the server for a payment and leaves for the gateway's page. The
 * guest comes back to their booking's page, which shows what the gateway told the server.
 */
export function useStartPayment() {
  return useMutation({
    mutationFn: startPayment,
    onSuccess: ({ redirectUrl }) => {
      window.location.assign(redirectUrl);
    },
  });
}

/** Opens a payment of a reservation's one deposit, for all its suites. */
function startReservationPayment(reservationId: string): Promise<{ redirectUrl: string }> {
  return apiRequest(`/api/reservations/${encodeURIComponent(reservationId)}/payments`, {
    method: 'POST',
    schema: paymentRedirectSchema,
  });
}

/** "Pay with SSLCommerz" for a reservation of several suites; back to the reservation's page. */
export function useStartReservationPayment() {
  return useMutation({
    mutationFn: startReservationPayment,
    onSuccess: ({ redirectUrl }) => {
      window.location.assign(redirectUrl);
    },
  });
}
