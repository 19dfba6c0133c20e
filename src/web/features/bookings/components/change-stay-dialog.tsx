import CalendarRange from 'lucide-react/icons/calendar-range';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { type Stay, stayProblems } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { getChangeQuote, useChangeBooking } from '#web/features/bookings/api/change-booking.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';
import { PriceLines } from './price-lines.tsx';
import { StayFields } from './stay-search-form.tsx';

const messages = defineMessages({
  sameStay: {
    id: 'bookings.changeStayDialog.sameStay',
    defaultMessage: 'Choose other dates or another party',
  },
  trigger: {
    id: 'bookings.changeStayDialog.trigger',
    defaultMessage: 'Change dates<hidden> of {reference}</hidden>',
  },
  title: { id: 'bookings.changeStayDialog.title', defaultMessage: 'Change dates' },
  now: {
    id: 'bookings.changeStayDialog.now',
    defaultMessage: '{suite}, booking {reference}: now {from} – {to}, {party}, {total}.',
  },
  formLabel: {
    id: 'bookings.changeStayDialog.formLabel',
    defaultMessage: 'New dates for {reference}',
  },
  pricing: { id: 'bookings.changeStayDialog.pricing', defaultMessage: 'Pricing…' },
  seePrice: { id: 'bookings.changeStayDialog.seePrice', defaultMessage: 'See the new price' },
  newPrice: { id: 'bookings.changeStayDialog.newPrice', defaultMessage: 'New price' },
  codeDropped: {
    id: 'bookings.changeStayDialog.codeDropped',
    defaultMessage:
      '{reason} This change gives up the code and its {percent, number}% discount: the price above is without it.',
  },
  was: {
    id: 'bookings.changeStayDialog.was',
    defaultMessage: 'Was {total}. Nights you keep stay at the price you booked them.',
  },
  changing: { id: 'bookings.changeStayDialog.changing', defaultMessage: 'Changing…' },
  confirm: { id: 'bookings.changeStayDialog.confirm', defaultMessage: 'Confirm change' },
  notFree: {
    id: 'bookings.changeStayDialog.notFree',
    defaultMessage: 'The {suite} is not free on all of these nights. Please choose other dates.',
  },
  changed: {
    id: 'bookings.changeStayDialog.changed',
    defaultMessage:
      'Changed. Booking {reference} is now {from} – {to}, {total}. A mail with the new details is on its way to {email}.',
  },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
      ...(sameStay(stay, booking) ? { checkIn: t(messages.sameStay) } : {}),
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
          <Message of={messages.trigger} values={{ reference: booking.reference, hidden }} />
        </>
      }
      triggerClassName={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', 'sm')
      }
      title={t(messages.title)}
    >
      <p className="text-base">
        <Message
          of={messages.now}
          values={{
            suite: booking.suite.name,
            reference: <strong className="text-ink">{booking.reference}</strong>,
            from: formatStayDate(booking.checkIn, 'short'),
            to: formatStayDate(booking.checkOut, 'short'),
            party: formatParty(booking),
            total: formatBdt(booking.total),
          }}
        />
      </p>
      <Form
        {...form.props}
        aria-label={t(messages.formLabel, { reference: booking.reference })}
        className="text-base"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <StayFields form={form} today={today} />
        </div>
        {form.formError ? <FormAlert className="mt-4">{form.formError}</FormAlert> : null}
        <Button type="submit" variant="outline" className="mt-5 w-full" disabled={form.pending}>
          {form.pending ? t(messages.pricing) : t(messages.seePrice)}
        </Button>
      </Form>
      {offer ? (
        <section
          ref={offerRef}
          aria-label={t(messages.newPrice)}
          className="border-t border-rule pt-4 text-base"
        >
          <p className="text-ink">
            {formatStayDate(offer.stay.checkIn)} – {formatStayDate(offer.stay.checkOut)},{' '}
            {formatNights(offer.quote.quote.nights)}, {formatParty(offer.stay)}
          </p>
          <PriceLines quote={offer.quote.quote} />
          {offer.quote.promoCodeDropped ? (
            <FormAlert className="mt-3">
              {t(messages.codeDropped, {
                reason: offer.quote.promoCodeDropped.reason,
                percent: booking.discountPercent,
              })}
            </FormAlert>
          ) : null}
          {offer.quote.available ? (
            <>
              <p className="mt-3 text-sm">{t(messages.was, { total: formatBdt(booking.total) })}</p>
              {change.error ? <FormAlert className="mt-3">{change.error.message}</FormAlert> : null}
              <Button className="mt-4 w-full" onClick={confirm} disabled={change.isPending}>
                {change.isPending ? t(messages.changing) : t(messages.confirm)}
              </Button>
            </>
          ) : (
            <FormAlert className="mt-3">
              {t(messages.notFree, { suite: booking.suite.name })}
            </FormAlert>
          )}
        </section>
      ) : null}
      <FormStatus>
        {changed
          ? t(messages.changed, {
              reference: changed.reference,
              from: formatStayDate(changed.checkIn, 'short'),
              to: formatStayDate(changed.checkOut, 'short'),
              total: formatBdt(changed.total),
              email: changed.guest.email,
            })
          : null}
      </FormStatus>
    </Dialog>
  );
}
