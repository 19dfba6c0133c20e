import { type Booking, bookingSchema } from '#shared/booking.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useBookingWrite } from './booking-write.ts';

/** Staff ask the gateway again for a refund it refused; the answer is the booking as it stands. */
function retryRefund(refundId: string): Promise<Booking> {
  return apiRequest(`/api/admin/refunds/${encodeURIComponent(refundId)}/retry`, {
    method: 'POST',
    schema: bookingSchema,
  });
}

export function useRetryRefund() {
  return useBookingWrite(retryRefund);
}
