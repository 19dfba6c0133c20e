import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { stayFieldMessages } from '#web/features/bookings/lib/stay-field-messages.ts';
import { t } from '#web/lib/intl.ts';

/** A priced stay's total and what it includes: here and on the sets of suites (SuiteSets). */
export const offerMessages = defineMessages({
  totalFor: {
    id: 'booking.offer.totalFor',
    description: 'Above a stay’s total: "Total for 3 nights, 2 adults".',
    defaultMessage: 'Total for {nights}, {party}',
  },
  included: {
    id: 'booking.offer.included',
    defaultMessage: 'Service charge, VAT and tax included',
  },
});

const messages = defineMessages({
  confirm: { id: 'booking.stayOffer.confirm', defaultMessage: 'Confirm Booking' },
  chooseFirst: {
    id: 'booking.stayOffer.chooseFirst',
    defaultMessage: 'Choose your dates and party above to see the price of your whole stay.',
  },
  nights: { id: 'booking.stayOffer.nights', defaultMessage: 'Nights' },
  guests: { id: 'booking.stayOffer.guests', defaultMessage: 'Guests' },
});

interface StayOfferProps {
  /** The searched stay and the server's price of it in this suite; null before any search. */
  offer: { stay: Stay; quote: Quote } | null;
  /** Id of the suite's name, so the button is read out with it. */
  suiteNameId: string;
  onConfirm: () => void;
}

/** The part of a result card about the guest's own stay: dates, party, total, Confirm Booking. */
export function StayOffer({ offer, suiteNameId, onConfirm }: StayOfferProps) {
  const button = (
    <Button onClick={onConfirm} aria-describedby={suiteNameId} className="w-full sm:w-auto">
      {t(messages.confirm)}
    </Button>
  );
  if (!offer) {
    return (
      <div className="flex flex-col gap-4 border border-dashed border-rule bg-ivory-deep/60 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t(messages.chooseFirst)}</p>
        {button}
      </div>
    );
  }
  const { stay, quote } = offer;
  return (
    <div className="grid gap-5 bg-ivory-deep/70 p-3 sm:p-6">
      {/* On a phone the results' heading already says the dates and party: the card stays short. */}
      <dl className="hidden grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid sm:grid-cols-4">
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(stayFieldMessages.checkIn)}
          </dt>
          <dd className="mt-1 text-ink">{formatStayDate(stay.checkIn)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(stayFieldMessages.checkOut)}
          </dt>
          <dd className="mt-1 text-ink">{formatStayDate(stay.checkOut)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.nights)}
          </dt>
          <dd className="mt-1 text-ink">{formatNights(quote.nights)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(messages.guests)}
          </dt>
          <dd className="mt-1 text-ink">
            <span className="block">
              {t(stayFieldMessages.adultsOption, { count: stay.adults })}
            </span>
            <span className="block">
              {t(stayFieldMessages.childrenOption, { count: stay.children })}
            </span>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-4 sm:border-t sm:border-rule sm:pt-5">
        <p>
          <span className="block text-xs uppercase tracking-[0.14em] text-ink-muted">
            {t(offerMessages.totalFor, {
              nights: formatNights(quote.nights),
              party: formatParty(stay),
            })}
          </span>
          <span className="font-display text-2xl text-forest sm:text-3xl">
            {formatBdt(quote.total)}
          </span>
          <span className="block text-xs text-ink-muted sm:text-sm">
            {t(offerMessages.included)}
          </span>
        </p>
        {button}
      </div>
    </div>
  );
}
