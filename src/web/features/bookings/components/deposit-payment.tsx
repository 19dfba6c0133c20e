import CreditCard from 'lucide-react/icons/credit-card';
import Hourglass from 'lucide-react/icons/hourglass';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useEffect, useState } from 'react';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import {
  useStartPayment,
  useStartReservationPayment,
} from '#web/features/bookings/api/start-payment.ts';

/** The minutes left until `until` (epoch ms), read again every 15 seconds. */
function useMinutesLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 60_000));
}

/** "17:35", in the guest's own clock. */
const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** How long the hold has left, in words: "until 17:35, 28 minutes from now". */
export function HoldTimeLeft({ until }: { until: string }) {
  const end = Date.parse(until);
  const minutes = useMinutesLeft(end);
  return (
    <>
      until <strong className="whitespace-nowrap text-ink">{clockTime(end)}</strong>
      {minutes > 0 ? (
        <>, {minutes === 1 ? 'a minute' : `${minutes} minutes`} from now</>
      ) : (
        <>, which has just passed</>
      )}
    </>
  );
}

/** What a hold owes online: a booking's, or a reservation's for all its suites. */
interface Owed {
  amountDue: number;
  amountPaid: number;
  balanceDue: number;
  holdExpiresAt: string | null;
}

/**
 * Pay with SSLCommerz: what the deposit is, how long the suite is held for it, and the button
 * that sends the guest to the gateway's page. Shown on the booking's page while it waits for its
 * deposit.
 */
export function DepositPayment({ booking }: { booking: Booking }) {
  const startPayment = useStartPayment();
  return (
    <DepositPanel
      owed={booking}
      held="Your suite is held"
      payment={startPayment}
      onPay={() => startPayment.mutate(booking.id)}
    />
  );
}

/** The same for a reservation of several suites: one deposit holds and confirms them all. */
export function ReservationDepositPayment({ reservation }: { reservation: Reservation }) {
  const startPayment = useStartReservationPayment();
  return (
    <DepositPanel
      owed={reservation}
      held={`Your ${reservation.bookings.length} suites are held`}
      payment={startPayment}
      onPay={() => startPayment.mutate(reservation.id)}
    />
  );
}

function DepositPanel({
  owed,
  held,
  payment,
  onPay,
}: {
  owed: Owed;
  /** "Your suite is held", or the suites. */
  held: string;
  payment: { isPending: boolean; isSuccess: boolean; error: Error | null };
  onPay: () => void;
}) {
  const deposit = owed.amountDue - owed.amountPaid;
  const opening = payment.isPending || payment.isSuccess;
  return (
    <section
      aria-labelledby="deposit-title"
      className="border border-brass-dark/40 bg-ivory p-6 shadow-[0_30px_60px_-40px_rgb(21_42_32/0.5)] sm:p-8"
    >
      <h2 id="deposit-title" className="text-3xl text-forest">
        Pay your deposit
      </h2>
      {owed.holdExpiresAt ? (
        <p className="mt-3 flex gap-2 leading-relaxed text-ink-muted">
          <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-dark" />
          <span>
            {held} for you <HoldTimeLeft until={owed.holdExpiresAt} />. Pay the deposit by then and
            your stay is confirmed.
          </span>
        </p>
      ) : null}
      <dl className="mt-6 grid gap-3 border-t border-rule pt-5">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm font-medium uppercase tracking-[0.14em] text-ink">
            Deposit to pay now
          </dt>
          <dd className="font-display text-3xl tabular-nums text-forest">{formatBdt(deposit)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-ink-muted">
          <dt>At the hotel, on arrival</dt>
          <dd className="tabular-nums">{formatBdt(owed.balanceDue - deposit)}</dd>
        </div>
      </dl>
      {payment.error ? <FormAlert className="mt-5">{payment.error.message}</FormAlert> : null}
      <Button className="mt-6 w-full" onClick={onPay} disabled={opening}>
        <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {opening ? 'Opening SSLCommerz…' : 'Pay with SSLCommerz'}
      </Button>
      <p className="mt-4 flex gap-2 text-sm text-ink-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        You pay on SSLCommerz&rsquo;s secure page by card, bKash, Nagad or internet banking; we
        never see your card. If the deposit is not paid in time, the hold ends and nothing is
        charged.
      </p>
    </section>
  );
}
