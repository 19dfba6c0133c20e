import CreditCard from 'lucide-react/icons/credit-card';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from '#shared/payments.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useRetryRefund } from '#web/features/bookings/api/retry-refund.ts';
import { useStartPayment } from '#web/features/bookings/api/start-payment.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  pay: {
    id: 'bookings.paymentState.pay',
    defaultMessage: 'Payment<hidden> of the {amount} deposit for {reference}</hidden>',
  },
  opening: {
    id: 'bookings.paymentState.opening',
    defaultMessage: 'Opening…<hidden> of the {amount} deposit for {reference}</hidden>',
  },
  gateway: { id: 'bookings.paymentState.gateway', defaultMessage: 'Gateway: {failure}' },
  askAgain: {
    id: 'bookings.paymentState.askAgain',
    defaultMessage: 'Ask again<hidden> for the refund of {reference}</hidden>',
  },
  asking: {
    id: 'bookings.paymentState.asking',
    defaultMessage: 'Asking…<hidden> for the refund of {reference}</hidden>',
  },
  paidOnline: { id: 'bookings.paymentState.paidOnline', defaultMessage: 'Paid online {amount}' },
  atHotel: { id: 'bookings.paymentState.atHotel', defaultMessage: '{amount} at the hotel' },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/**
 * The booking list's Payment button for a booking waiting for its deposit: straight to the
 * gateway's page (the guest comes back to the booking's page).
 */
export function PayOnlineButton({
  booking,
  compact = false,
}: {
  booking: Booking;
  compact?: boolean;
}) {
  const startPayment = useStartPayment();
  const busy = startPayment.isPending || startPayment.isSuccess;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => startPayment.mutate(booking.id)}
        disabled={busy}
        className={buttonClasses('primary', 'sm', compact ? 'px-3 tracking-[0.1em]' : '')}
      >
        {compact ? null : <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        <Message
          of={busy ? messages.opening : messages.pay}
          values={{
            amount: formatBdt(booking.amountDue - booking.amountPaid),
            reference: booking.reference,
            hidden,
          }}
        />
      </button>
      {startPayment.error ? (
        <span role="alert" className="max-w-48 text-xs text-danger">
          {startPayment.error.message}
        </span>
      ) : null}
    </span>
  );
}

/** One refund as staff see it, with "Ask again" when the gateway refused it. */
function RefundLine({
  booking,
  refund,
  staff,
}: {
  booking: Booking;
  refund: Booking['refunds'][number];
  staff: boolean;
}) {
  const retry = useRetryRefund();
  const failed = refund.status === 'failed';
  return (
    <li className={failed ? 'text-danger' : undefined}>
      <span className="font-medium">
        {REFUND_STATUS_LABELS[refund.status]} {formatBdt(refund.amount)}
      </span>
      <span className="block">{REFUND_REASON_LABELS[refund.reason]}</span>
      {staff && refund.failure ? (
        <span className="block">{t(messages.gateway, { failure: refund.failure })}</span>
      ) : null}
      {staff && failed ? (
        <>
          <button
            type="button"
            onClick={() => retry.mutate(refund.id)}
            disabled={retry.isPending}
            className={buttonClasses('quiet', 'sm', 'justify-start')}
          >
            <Message
              of={retry.isPending ? messages.asking : messages.askAgain}
              values={{ reference: booking.reference, hidden }}
            />
          </button>
          {retry.error ? (
            <span role="alert" className="block">
              {retry.error.message}
            </span>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * What was paid online and what went back, under a booking's total: for the guest, and for staff
 * with the gateway's reasons and the means to ask again for a refused refund.
 */
export function PaymentState({ booking, staff }: { booking: Booking; staff: boolean }) {
  if (booking.amountPaid === 0 && booking.refunds.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-xs text-ink-muted">
      {booking.amountPaid > 0 ? (
        <li>
          {t(messages.paidOnline, { amount: formatBdt(booking.amountPaid) })}
          {booking.balanceDue > 0 ? (
            <span className="block">
              {t(messages.atHotel, { amount: formatBdt(booking.balanceDue) })}
            </span>
          ) : null}
        </li>
      ) : null}
      {booking.refunds.map((refund) => (
        <RefundLine key={refund.id} booking={booking} refund={refund} staff={staff} />
      ))}
    </ul>
  );
}
