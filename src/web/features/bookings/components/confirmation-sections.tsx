import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Hourglass from 'lucide-react/icons/hourglass';
import type { ReactNode } from 'react';
import type { QuotedExtra } from '#shared/extras.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import type { AfterGateway } from '#web/features/bookings/api/after-payment.ts';
import { t } from '#web/lib/intl.ts';
import { BookedExtras } from './booked-extras.tsx';

const messages = defineMessages({
  paymentReceived: {
    id: 'bookings.confirmationSections.paymentReceived',
    defaultMessage: 'Payment received: {amount}.',
  },
  bookingConfirmed: {
    id: 'bookings.confirmationSections.bookingConfirmed',
    defaultMessage: 'Your booking is confirmed. Reference {reference}.',
  },
  reservationConfirmed: {
    id: 'bookings.confirmationSections.reservationConfirmed',
    defaultMessage: 'Your reservation is confirmed. Reference {reference}.',
  },
  notConfirmedYetSuites: {
    id: 'bookings.confirmationSections.notConfirmedYetSuites',
    defaultMessage:
      'SSLCommerz has not confirmed your payment to us yet. If it was taken, your suites are confirmed the moment their notice arrives, and we email you; if not, you can pay below while the hold lasts.',
  },
  notConfirmedYetBooking: {
    id: 'bookings.confirmationSections.notConfirmedYetBooking',
    defaultMessage:
      'SSLCommerz has not confirmed your payment to us yet. If it was taken, your booking is confirmed the moment their notice arrives, and we email you; if not, you can pay below while the hold lasts.',
  },
  waiting: {
    id: 'bookings.confirmationSections.waiting',
    defaultMessage:
      'Thank you. We are waiting for SSLCommerz to confirm your payment; this page updates by itself.',
  },
  paymentFailed: {
    id: 'bookings.confirmationSections.paymentFailed',
    defaultMessage: 'Your payment did not go through, and nothing was charged.',
  },
  paymentLeft: {
    id: 'bookings.confirmationSections.paymentLeft',
    defaultMessage: 'You left the payment page before paying, and nothing was charged.',
  },
  suitesStillHeld: {
    id: 'bookings.confirmationSections.suitesStillHeld',
    defaultMessage: 'Your suites are still held: you can try again below.',
  },
  suiteStillHeld: {
    id: 'bookings.confirmationSections.suiteStillHeld',
    defaultMessage: 'Your suite is still held: you can try again below.',
  },
  suitesHeld: {
    id: 'bookings.confirmationSections.suitesHeld',
    defaultMessage:
      'Your suites are held for you, reference {reference}. Pay the deposit to confirm them.',
  },
  suiteHeld: {
    id: 'bookings.confirmationSections.suiteHeld',
    defaultMessage:
      'Your suite is held for you, reference {reference}. Pay the deposit to confirm it.',
  },
  quoteIt: {
    id: 'bookings.confirmationSections.quoteIt',
    defaultMessage: 'Quote it at reception, or when you call us about your stay.',
  },
  extraServices: {
    id: 'bookings.confirmationSections.extraServices',
    defaultMessage: 'Extra services',
  },
  yourArrival: { id: 'bookings.confirmationSections.yourArrival', defaultMessage: 'Your arrival' },
  arrivalTime: { id: 'bookings.confirmationSections.arrivalTime', defaultMessage: 'Arrival time' },
  notGivenYet: { id: 'bookings.confirmationSections.notGivenYet', defaultMessage: 'Not given yet' },
  specialRequests: {
    id: 'bookings.confirmationSections.specialRequests',
    defaultMessage: 'Special requests',
  },
  none: { id: 'bookings.confirmationSections.none', defaultMessage: 'None' },
  paidWithBalance: {
    id: 'bookings.confirmationSections.paidWithBalance',
    defaultMessage: 'Paid online {paid}; {balance} to pay at the hotel.',
  },
  paid: { id: 'bookings.confirmationSections.paid', defaultMessage: 'Paid online {paid}.' },
  depositOnline: {
    id: 'bookings.confirmationSections.depositOnline',
    defaultMessage: 'A deposit of {amount} online, the rest at the hotel.',
  },
  payAtHotel: {
    id: 'bookings.confirmationSections.payAtHotel',
    defaultMessage: 'To pay at the hotel: cash, card or bKash.',
  },
  nothingToPay: {
    id: 'bookings.confirmationSections.nothingToPay',
    defaultMessage: 'Nothing to pay.',
  },
  total: { id: 'bookings.confirmationSections.total', defaultMessage: 'Total (BDT)' },
  bookingList: {
    id: 'bookings.confirmationSections.bookingList',
    defaultMessage: 'Go to your Booking List',
  },
  bookingReference: {
    id: 'bookings.confirmationSections.bookingReference',
    defaultMessage: 'Booking reference',
  },
  reservationReference: {
    id: 'bookings.confirmationSections.reservationReference',
    defaultMessage: 'Reservation reference',
  },
  browseMore: {
    id: 'bookings.confirmationSections.browseMore',
    defaultMessage: 'Browse more suites',
  },
});

// The parts a booking's page and a reservation's page (several suites) share.

/** A notice at the top of the page: good news in green, trouble in red. */
export function Notice({ tone, children }: { tone: 'good' | 'wait' | 'bad'; children: ReactNode }) {
  const Icon = tone === 'good' ? CircleCheck : tone === 'wait' ? Hourglass : CircleAlert;
  const colours =
    tone === 'good'
      ? 'border-forest/30 bg-forest/5 text-forest'
      : tone === 'wait'
        ? 'border-brass-dark/40 bg-brass/10 text-ink'
        : 'border-danger/40 bg-danger/5 text-danger';
  return (
    <div role="status" className={`flex items-start gap-3 border px-5 py-4 ${colours}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A booking, or a reservation of several suites, as its page's notice and card read it. */
interface MadeStay {
  reference: string;
  status: string;
  amountDue: number;
  amountPaid: number;
  balanceDue: number;
}

/**
 * The notice of a booking or reservation that stands: held until its deposit is paid, or
 * confirmed; with what became of a trip to the payment gateway (`payment`, from the address the
 * gateway sent the guest back to). Only the server's status counts: coming back from "success"
 * confirms nothing until the gateway's notice has.
 */
export function HeldOrConfirmedNotice({
  what,
  stay,
  payment = null,
  waitedLong = false,
}: AfterGateway & { what: 'booking' | 'reservation'; stay: MadeStay }) {
  if (stay.status !== 'pending_payment') {
    return (
      <Notice tone="good">
        {payment === 'success' && stay.amountPaid > 0
          ? `${t(messages.paymentReceived, { amount: formatBdt(stay.amountPaid) })} `
          : ''}
        <Message
          of={what === 'booking' ? messages.bookingConfirmed : messages.reservationConfirmed}
          values={{ reference: <strong>{stay.reference}</strong> }}
        />
      </Notice>
    );
  }
  const several = what === 'reservation';
  const reference = stay.reference;
  if (payment === 'success') {
    return (
      <Notice tone="wait">
        {waitedLong
          ? t(several ? messages.notConfirmedYetSuites : messages.notConfirmedYetBooking)
          : t(messages.waiting)}
      </Notice>
    );
  }
  if (payment === 'fail' || payment === 'cancel') {
    return (
      <Notice tone="bad">
        {payment === 'fail' ? t(messages.paymentFailed) : t(messages.paymentLeft)}{' '}
        {t(several ? messages.suitesStillHeld : messages.suiteStillHeld)}
      </Notice>
    );
  }
  return (
    <Notice tone="wait">
      <Message
        of={several ? messages.suitesHeld : messages.suiteHeld}
        values={{ reference: <strong>{reference}</strong> }}
      />
    </Notice>
  );
}

/** The reference to quote, on the dark band at the top of the page's card. */
function ReferenceBanner({ label, reference }: { label: string; reference: string }) {
  return (
    <div className="surface-dark bg-forest px-6 py-8 text-center text-ivory sm:px-10">
      <p className="eyebrow">{label}</p>
      <p className="mt-3 font-display text-5xl tracking-[0.08em] text-brass-light">{reference}</p>
      <p className="mt-3 text-sm text-ivory/85">{t(messages.quoteIt)}</p>
    </div>
  );
}

/** The extras booked with the stay; nothing without any. */
function ConfirmedExtras({ extras }: { extras: readonly QuotedExtra[] }) {
  if (extras.length === 0) return null;
  return (
    <section aria-labelledby="confirmed-extras" className="border-t border-rule px-6 py-6 sm:px-10">
      <h3
        id="confirmed-extras"
        className="font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink"
      >
        {t(messages.extraServices)}
      </h3>
      <div className="mt-2 text-sm">
        <BookedExtras extras={extras} />
      </div>
    </section>
  );
}

/** When the guest expects to arrive and what they asked for, then (`children`) a way to change them. */
function ConfirmedArrival({
  arrivalTime,
  specialRequests,
  children,
}: {
  arrivalTime: string | null;
  specialRequests: string | null;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="confirmed-arrival"
      className="border-t border-rule px-6 py-6 sm:px-10"
    >
      <h3
        id="confirmed-arrival"
        className="font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink"
      >
        {t(messages.yourArrival)}
      </h3>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div>
          <dt className="text-ink-muted">{t(messages.arrivalTime)}</dt>
          <dd className="mt-0.5 text-ink">{arrivalTime ?? t(messages.notGivenYet)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t(messages.specialRequests)}</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
            {specialRequests ?? t(messages.none)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

/** Under the total: what is paid online, what is left, and where. */
function paymentNote(stay: MadeStay): string {
  if (stay.amountPaid > 0) {
    const paid = formatBdt(stay.amountPaid);
    return stay.balanceDue > 0
      ? t(messages.paidWithBalance, { paid, balance: formatBdt(stay.balanceDue) })
      : t(messages.paid, { paid });
  }
  if (stay.status === 'pending_payment') {
    return t(messages.depositOnline, { amount: formatBdt(stay.amountDue) });
  }
  return stay.balanceDue > 0 ? t(messages.payAtHotel) : t(messages.nothingToPay);
}

/** The total, and what is paid or left to pay, where. */
function PaymentSummary({ stay, total }: { stay: MadeStay; total: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-rule px-6 py-6 sm:px-10">
      <div>
        <p className="text-xs font-medium uppercase tracking-[0.16em] text-ink">
          {t(messages.total)}
        </p>
        <p className="text-sm text-ink-muted">{paymentNote(stay)}</p>
      </div>
      <p className="font-display text-4xl tabular-nums text-forest">{formatBdt(total)}</p>
    </div>
  );
}

/** The way to the guest's booking list, where each suite's booking is kept. */
function BookingListLink() {
  return (
    <ButtonLink to={paths.dashboard}>
      <CalendarCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {t(messages.bookingList)}
    </ButtonLink>
  );
}

/**
 * The card of a booking's or a reservation's page: its reference on a dark band, then the suite or
 * suites (`children`, holding the heading `labelledBy` names), the extras, the guest's arrival and
 * the total with what is paid where.
 */
export function ConfirmationCard({
  what,
  labelledBy,
  stay,
  price,
  arrival,
  changeArrival,
  children,
}: {
  what: 'booking' | 'reservation';
  labelledBy: string;
  stay: MadeStay;
  price: { extras: readonly QuotedExtra[]; total: number };
  /** When the guest expects to arrive and what they asked for; null shows neither. */
  arrival: { arrivalTime: string | null; specialRequests: string | null } | null;
  /** The way to change the arrival, while it may be. */
  changeArrival?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={labelledBy} className="border border-rule bg-ivory">
      <ReferenceBanner
        label={t(what === 'booking' ? messages.bookingReference : messages.reservationReference)}
        reference={stay.reference}
      />
      {children}
      <ConfirmedExtras extras={price.extras} />
      {arrival ? (
        <ConfirmedArrival
          arrivalTime={arrival.arrivalTime}
          specialRequests={arrival.specialRequests}
        >
          {changeArrival}
        </ConfirmedArrival>
      ) : null}
      <PaymentSummary stay={stay} total={price.total} />
    </article>
  );
}

/**
 * The ways on from the page: the booking list first, then `children`, then back to the suites
 * ("Browse more suites" unless `browseLabel` says otherwise).
 */
export function ConfirmationLinks({
  browseLabel,
  children,
}: {
  browseLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <BookingListLink />
      {children}
      <ButtonLink to={paths.allSuites} variant="outline">
        {browseLabel ?? t(messages.browseMore)}
      </ButtonLink>
    </div>
  );
}
