import { CalendarCheck, CircleCheck } from 'lucide-react';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { BookedExtras } from './booked-extras.tsx';
import { StayDetails } from './stay-details.tsx';

/** What a guest sees once the suite is booked: the reference first, then the stay and the sum. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <div
        role="status"
        className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          Your booking is confirmed. Reference <strong>{booking.reference}</strong>.
        </p>
      </div>
      <article aria-labelledby="confirmed-suite" className="border border-rule bg-ivory">
        <div className="surface-dark bg-forest px-6 py-8 text-center text-ivory sm:px-10">
          <p className="eyebrow">Booking reference</p>
          <p className="mt-3 font-display text-5xl tracking-[0.08em] text-brass-light">
            {booking.reference}
          </p>
          <p className="mt-3 text-sm text-ivory/85">
            Quote it at reception, or when you call us about your stay.
          </p>
        </div>
        <div className="grid gap-8 p-6 sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] sm:p-10">
          <img
            src={booking.suite.image.src}
            srcSet={booking.suite.image.srcSet}
            sizes="(min-width: 640px) 300px, 100vw"
            width={booking.suite.image.width}
            height={booking.suite.image.height}
            alt={`${booking.suite.name}, interior`}
            className="aspect-[3/2] w-full bg-parchment object-cover"
          />
          <div>
            <h2 id="confirmed-suite" className="text-3xl leading-tight text-forest">
              {booking.suite.name}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{booking.suite.bed}</p>
            <div className="mt-5">
              <StayDetails stay={booking} nights={booking.nights} />
            </div>
          </div>
        </div>
        {booking.extras.length > 0 ? (
          <section
            aria-labelledby="confirmed-extras"
            className="border-t border-rule px-6 py-6 sm:px-10"
          >
            <h3
              id="confirmed-extras"
              className="font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink"
            >
              Extra services
            </h3>
            <div className="mt-2 text-sm">
              <BookedExtras extras={booking.extras} />
            </div>
          </section>
        ) : null}
        <div className="flex flex-wrap items-baseline justify-between gap-4 border-t border-rule px-6 py-6 sm:px-10">
          <div>
            <p className="text-xs font-medium uppercase tracking-[0.16em] text-ink">Total (BDT)</p>
            <p className="text-sm text-ink-muted">To pay at the hotel: cash, card or bKash.</p>
          </div>
          <p className="font-display text-4xl tabular-nums text-forest">
            {formatBdt(booking.total)}
          </p>
        </div>
      </article>
      <p className="text-center text-ink-muted">
        A confirmation is on its way to <span className="text-ink">{booking.guest.email}</span>. You
        can see or cancel this booking in your Booking List at any time before check-in.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={paths.dashboard}>
          <CalendarCheck aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Go to your Booking List
        </ButtonLink>
        <AddToCalendar booking={booking} size="md" />
        <ButtonLink to={paths.allSuites} variant="outline">
          Browse more suites
        </ButtonLink>
      </div>
    </div>
  );
}
