import CreditCard from 'lucide-react/icons/credit-card';
import type { Booking } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { formatBdt } from '#shared/money.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PaymentMethods } from './pay-at-hotel.tsx';

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
          Payment<span className="sr-only"> for {booking.reference}</span>
        </>
      }
      triggerClassName={buttonClasses('outline', 'sm', compact ? 'px-3 tracking-[0.1em]' : '')}
      title="Pay at hotel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3 border border-rule bg-ivory-deep px-5 py-4">
        <span className="text-sm font-medium uppercase tracking-[0.14em] text-ink">Amount due</span>
        <span className="font-display text-3xl tabular-nums text-forest">
          {formatBdt(booking.total)}
        </span>
      </div>
      <p>
        Pay at reception when you arrive on {formatStayDate(booking.checkIn)}, or at check-out if
        you prefer; quote your reference <strong className="text-ink">{booking.reference}</strong>.
        Nothing is charged online.
      </p>
      <PaymentMethods layout="list" />
      <p className="text-base">
        Questions about your bill? Reception is open 24 hours:{' '}
        <a
          href={hotel.phone.href}
          className="whitespace-nowrap text-forest underline decoration-brass underline-offset-4"
        >
          {hotel.phone.display}
        </a>
        .
      </p>
    </Dialog>
  );
}
