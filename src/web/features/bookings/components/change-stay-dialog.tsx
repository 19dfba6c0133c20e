import CalendarRange from 'lucide-react/icons/calendar-range';
import { useEffect, useRef, useState } from 'react';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { type Stay, stayProblems } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { getChangeQuote, useChangeBooking } from '#web/features/bookings/api/change-booking.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { PriceLines } from './price-lines.tsx';
import { StayFields } from './stay-search-form.tsx';

interface ChangeStayDialogProps {
  booking: Booking;
  /** Text only, for the table's narrow column. */
  compact?: boolean;
}

const sameStay = (a: Stay, b: Stay) =>
  a.checkIn === b.checkIn &&
  a.checkOut === b.checkOut &&
  a.adults === b.adults &&
  a.children === b.children;

/**
 * Change dates: the guest picks new dates or party, sees the server's new price (nights kept at
 * their booked price), whether the suite is free, and whether the booking's promo code would be
 * lost (and why), and only then confirms. The change is all or nothing on the server; the
 * reference stays.
 */
export function ChangeStayDialog({ booking, compact = false }: ChangeStayDialogProps) {
  const today = hotelDay();
  const change = useChangeBooking();
  const [changed, setChanged] = useState<Booking | null>(null);
  const [offer, setOffer] = useState<{ stay: Stay; quote: StayQuote } | null>(null);
  const offerRef = useRef<HTMLElement>(null);
  // On a phone the new price opens below the fold of the dialog: bring it into view.
  useEffect(() => {
    if (offer) offerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [offer]);
  const form = useSchemaForm(
    (stay: Stay) => ({
      ...stayProblems(stay, { today }),
      ...(sameStay(stay, booking) ? { checkIn: 'Choose other dates or another party' } : {}),
    }),
    {
      initialValues: {
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
      },
      onSubmit: async (stay) => {
        setOffer(null);
        setChanged(null);
        change.reset();
        setOffer({ stay, quote: await getChangeQuote(booking.id, stay) });
      },
    },
  );

  const confirm = async () => {
    if (!offer) return;
    const saved = await change.mutateAsync({ id: booking.id, stay: offer.stay }).catch(() => null);
    if (saved) {
      setChanged(saved);
      setOffer(null);
    }
  };

  return (
    <Dialog
      trigger={
        <>
          {compact ? null : (
            <CalendarRange aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          Change dates<span className="sr-only"> of {booking.reference}</span>
        </>
      }
      triggerClassName={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', 'sm')
      }
      title="Change dates"
    >
      <p className="text-base">
        {booking.suite.name}, booking <strong className="text-ink">{booking.reference}</strong>: now{' '}
        {formatStayDate(booking.checkIn, 'short')} – {formatStayDate(booking.checkOut, 'short')},{' '}
        {formatParty(booking)}, {formatBdt(booking.total)}.
      </p>
      <Form {...form.props} aria-label={`New dates for ${booking.reference}`} className="text-base">
        <div className="grid gap-4 sm:grid-cols-2">
          <StayFields form={form} today={today} />
        </div>
        {form.formError ? <FormAlert className="mt-4">{form.formError}</FormAlert> : null}
        <Button type="submit" variant="outline" className="mt-5 w-full" disabled={form.pending}>
          {form.pending ? 'Pricing…' : 'See the new price'}
        </Button>
      </Form>
      {offer ? (
        <section
          ref={offerRef}
          aria-label="New price"
          className="border-t border-rule pt-4 text-base"
        >
          <p className="text-ink">
            {formatStayDate(offer.stay.checkIn)} – {formatStayDate(offer.stay.checkOut)},{' '}
            {formatNights(offer.quote.quote.nights)}, {formatParty(offer.stay)}
          </p>
          <PriceLines quote={offer.quote.quote} />
          {offer.quote.promoCodeDropped ? (
            <FormAlert className="mt-3">
              {offer.quote.promoCodeDropped.reason} This change gives up the code and its{' '}
              {booking.discountPercent}% discount: the price above is without it.
            </FormAlert>
          ) : null}
          {offer.quote.available ? (
            <>
              <p className="mt-3 text-sm">
                Was {formatBdt(booking.total)}. Nights you keep stay at the price you booked them.
              </p>
              {change.error ? <FormAlert className="mt-3">{change.error.message}</FormAlert> : null}
              <Button className="mt-4 w-full" onClick={confirm} disabled={change.isPending}>
                {change.isPending ? 'Changing…' : 'Confirm change'}
              </Button>
            </>
          ) : (
            <FormAlert className="mt-3">
              The {booking.suite.name} is not free on all of these nights. Please choose other
              dates.
            </FormAlert>
          )}
        </section>
      ) : null}
      <FormStatus>
        {changed ? (
          <>
            Changed. Booking {changed.reference} is now {formatStayDate(changed.checkIn, 'short')} –{' '}
            {formatStayDate(changed.checkOut, 'short')}, {formatBdt(changed.total)}. A mail with the
            new details is on its way to {changed.guest.email}.
          </>
        ) : null}
      </FormStatus>
    </Dialog>
  );
}
