import CreditCard from 'lucide-react/icons/credit-card';
import Hourglass from 'lucide-react/icons/hourglass';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { type ReactNode, useEffect, useState } from 'react';
import type { Booking } from '#shared/booking.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages, type Message as MessageDescriptor } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import {
  useStartPayment,
  useStartReservationPayment,
} from '#web/features/bookings/api/start-payment.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  suiteHeld: {
    id: 'bookings.depositPayment.suiteHeld',
    defaultMessage:
      'Your suite is held for you until {time}, {minutes, plural, =0 {which has just passed} one {a minute from now} other {# minutes from now}}. Pay the deposit by then and your stay is confirmed.',
  },
  suitesHeld: {
    id: 'bookings.depositPayment.suitesHeld',
    defaultMessage:
      'Your {count, number} suites are held for you until {time}, {minutes, plural, =0 {which has just passed} one {a minute from now} other {# minutes from now}}. Pay the deposit by then and your stay is confirmed.',
  },
  title: { id: 'bookings.depositPayment.title', defaultMessage: 'Pay your deposit' },
  payNow: { id: 'bookings.depositPayment.payNow', defaultMessage: 'Deposit to pay now' },
  atHotel: { id: 'bookings.depositPayment.atHotel', defaultMessage: 'At the hotel, on arrival' },
  opening: { id: 'bookings.depositPayment.opening', defaultMessage: 'Opening SSLCommerz…' },
  pay: { id: 'bookings.depositPayment.pay', defaultMessage: 'Pay with SSLCommerz' },
  secure: {
    id: 'bookings.depositPayment.secure',
    defaultMessage:
      'You pay on SSLCommerz’s secure page by card, bKash, Nagad or internet banking; we never see your card. If the deposit is not paid in time, the hold ends and nothing is charged.',
  },
});

/** The minutes left until `until` (epoch ms), read again every 15 seconds. */
function useMinutesLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 60_000));
}

/** "17:35", in the guest's own clock (in Bengali, on the 24-hour clock in Bengali digits). */
const clockTime = (at: number) =>
  locale === 'en'
    ? new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : new Date(at).toLocaleTimeString(INTL_LOCALES[locale], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });

/**
 * A sentence saying how long the hold has left: its `{time}` ("17:35") and `{minutes}` (28) are
 * filled here, read again as the minutes pass; "…until 17:35, 28 minutes from now".
 */
export function HoldTimeLeft({
  until,
  sentence,
  values = {},
}: {
  until: string;
  sentence: MessageDescriptor;
  /** The sentence's other arguments. */
  values?: Record<string, ReactNode>;
}) {
  const end = Date.parse(until);
  const minutes = useMinutesLeft(end);
  return (
    <Message
      of={sentence}
      values={{
        ...values,
        time: <strong className="whitespace-nowrap text-ink">{clockTime(end)}</strong>,
        minutes,
      }}
    />
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
      held={messages.suiteHeld}
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
      held={messages.suitesHeld}
      count={reservation.bookings.length}
      payment={startPayment}
      onPay={() => startPayment.mutate(reservation.id)}
    />
  );
}

function DepositPanel({
  owed,
  held,
  count = 1,
  payment,
  onPay,
}: {
  owed: Owed;
  /** "Your suite is held for you until…", or the suites. */
  held: MessageDescriptor;
  /** How many suites are held. */
  count?: number;
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
        {t(messages.title)}
      </h2>
      {owed.holdExpiresAt ? (
        <p className="mt-3 flex gap-2 leading-relaxed text-ink-muted">
          <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0 text-brass-dark" />
          <span>
            <HoldTimeLeft until={owed.holdExpiresAt} sentence={held} values={{ count }} />
          </span>
        </p>
      ) : null}
      <dl className="mt-6 grid gap-3 border-t border-rule pt-5">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm font-medium uppercase tracking-[0.14em] text-ink">
            {t(messages.payNow)}
          </dt>
          <dd className="font-display text-3xl tabular-nums text-forest">{formatBdt(deposit)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 text-ink-muted">
          <dt>{t(messages.atHotel)}</dt>
          <dd className="tabular-nums">{formatBdt(owed.balanceDue - deposit)}</dd>
        </div>
      </dl>
      {payment.error ? <FormAlert className="mt-5">{payment.error.message}</FormAlert> : null}
      <Button className="mt-6 w-full" onClick={onPay} disabled={opening}>
        <CreditCard aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {opening ? t(messages.opening) : t(messages.pay)}
      </Button>
      <p className="mt-4 flex gap-2 text-sm text-ink-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t(messages.secure)}
      </p>
    </section>
  );
}
