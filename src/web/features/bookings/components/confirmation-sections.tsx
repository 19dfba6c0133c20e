import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Hourglass from 'lucide-react/icons/hourglass';
import type { ReactNode } from 'react';
import type { QuotedExtra } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import type { AfterGateway } from '#web/features/bookings/api/after-payment.ts';
import { BookedExtras } from './booked-extras.tsx';

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
          ? `Payment received: ${formatBdt(stay.amountPaid)}. `
          : ''}
        Your {what} is confirmed. Reference <strong>{stay.reference}</strong>.
      </Notice>
    );
  }
  const several = what === 'reservation';
  const reference = stay.reference;
  if (payment === 'success') {
    return (
      <Notice tone="wait">
        {waitedLong
          ? `SSLCommerz has not confirmed your payment to us yet. If it was taken, ${several ? 'your suites are' : 'your booking is'} confirmed the moment their notice arrives, and we email you; if not, you can pay below while the hold lasts.`
          : 'Thank you. We are waiting for SSLCommerz to confirm your payment; this page updates by itself.'}
      </Notice>
    );
  }
  if (payment === 'fail' || payment === 'cancel') {
    return (
      <Notice tone="bad">
        {payment === 'fail'
          ? 'Your payment did not go through, and nothing was charged.'
          : 'You left the payment page before paying, and nothing was charged.'}{' '}
        {several ? 'Your suites are' : 'Your suite is'} still held: you can try again below.
      </Notice>
    );
  }
  return (
    <Notice tone="wait">
      {several ? 'Your suites are' : 'Your suite is'} held for you, reference{' '}
      <strong>{reference}</strong>. Pay the deposit to confirm {several ? 'them' : 'it'}.
    </Notice>
  );
}

/** The reference to quote, on the dark band at the top of the page's card. */
function ReferenceBanner({ label, reference }: { label: string; reference: string }) {
  return (
    <div className="surface-dark bg-forest px-6 py-8 text-center text-ivory sm:px-10">
      <p className="eyebrow">{label}</p>
      <p className="mt-3 font-display text-5xl tracking-[0.08em] text-brass-light">{reference}</p>
      <p className="mt-3 text-sm text-ivory/85">
        Quote it at reception, or when you call us about your stay.
      </p>
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
        Extra services
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
        Your arrival
      </h3>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div>
          <dt className="text-ink-muted">Arrival time</dt>
          <dd className="mt-0.5 text-ink">{arrivalTime ?? 'Not given yet'}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Special requests</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
            {specialRequests ?? 'None'}
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
    return `Paid online ${formatBdt(stay.amountPaid)}${stay.balanceDue > 0 ? `; ${formatBdt(stay.balanceDue)} to pay at the hotel.` : '.'}`;
  }
  if (stay.status === 'pending_payment') {
    return `A deposit of ${formatBdt(stay.amountDue)} online, the rest at the hotel.`;
  }
  return stay.balanceDue > 0 ? 'To pay at the hotel: cash, card or bKash.' : 'Nothing to pay.';
}

/** The total, and what is paid or left to pay, where. */
function PaymentSummary({ stay, total }: { stay: MadeStay; total: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-rule px-6 py-6 sm:px-10">
      <div>
        <p className="text-xs font-medium uppercase tracking-[0.16em] text-ink">Total (BDT)</p>
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
      Go to your Booking List
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
        label={what === 'booking' ? 'Booking reference' : 'Reservation reference'}
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

/** The ways on from the page: the booking list first, then `children`, then back to the suites. */
export function ConfirmationLinks({
  browseLabel,
  children,
}: {
  browseLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <BookingListLink />
      {children}
      <ButtonLink to={paths.allSuites} variant="outline">
        {browseLabel}
      </ButtonLink>
    </div>
  );
}
