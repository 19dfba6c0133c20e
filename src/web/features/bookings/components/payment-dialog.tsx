import CreditCard from 'lucide-react/icons/credit-card';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { t } from '#web/lib/intl.ts';
import { PaymentMethods } from './pay-at-hotel.tsx';

const messages = defineMessages({
  trigger: {
    id: 'bookings.paymentDialog.trigger',
    defaultMessage: 'Payment<hidden> for {reference}</hidden>',
  },
  title: { id: 'bookings.paymentDialog.title', defaultMessage: 'Pay at hotel' },
  amountDue: { id: 'bookings.paymentDialog.amountDue', defaultMessage: 'Amount due' },
  whenAndHow: {
    id: 'bookings.paymentDialog.whenAndHow',
    defaultMessage:
      'Pay at reception when you arrive on {date}, or at check-out if you prefer; quote your reference {reference}. Nothing is charged online.',
  },
  questions: {
    id: 'bookings.paymentDialog.questions',
    defaultMessage: 'Questions about your bill? Reception is open 24 hours: {phone}.',
  },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The booking list's Payment button, on a stay still to be paid: how, when and how much. */
export function PaymentDialog({
  booking,
  compact = false,
}: {
  booking: Booking;
  compact?: boolean;
}) {
  return (
    <Dialog
      trigger={
        <>
          {compact ? null : <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />}
          <Message of={messages.trigger} values={{ reference: booking.reference, hidden }} />
        </>
      }
      triggerClassName={buttonClasses('outline', 'sm', compact ? 'px-3 tracking-[0.1em]' : '')}
      title={t(messages.title)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3 border border-rule bg-ivory-deep px-5 py-4">
        <span className="text-sm font-medium uppercase tracking-[0.14em] text-ink">
          {t(messages.amountDue)}
        </span>
        <span className="font-display text-3xl tabular-nums text-forest">
          {formatBdt(booking.total)}
        </span>
      </div>
      <p>
        <Message
          of={messages.whenAndHow}
          values={{
            date: formatStayDate(booking.checkIn),
            reference: <strong className="text-ink">{booking.reference}</strong>,
          }}
        />
      </p>
      <PaymentMethods layout="list" />
      <p className="text-base">
        <Message
          of={messages.questions}
          values={{
            phone: (
              <a
                href={hotel.phone.href}
                className="whitespace-nowrap text-forest underline decoration-brass underline-offset-4"
              >
                {hotel.phone.display}
              </a>
            ),
          }}
        />
      </p>
    </Dialog>
  );
}
