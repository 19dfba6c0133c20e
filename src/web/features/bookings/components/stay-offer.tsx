import { formatBdt } from '#shared/money.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';

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
      Confirm Booking
    </Button>
  );
  if (!offer) {
    return (
      <div className="flex flex-col gap-4 border border-dashed border-rule bg-ivory-deep/60 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Choose your dates and party above to see the price of your whole stay.
        </p>
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
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Check In</dt>
          <dd className="mt-1 text-ink">{formatStayDate(stay.checkIn)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Check Out</dt>
          <dd className="mt-1 text-ink">{formatStayDate(stay.checkOut)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Nights</dt>
          <dd className="mt-1 text-ink">{formatNights(quote.nights)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-ink-muted">Guests</dt>
          <dd className="mt-1 text-ink">
            <span className="block">{stay.adults} Adults</span>
            <span className="block">{stay.children} Children</span>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-4 sm:border-t sm:border-rule sm:pt-5">
        <p>
          <span className="block text-xs uppercase tracking-[0.14em] text-ink-muted">
            Total for {formatNights(quote.nights)}, {formatParty(stay)}
          </span>
          <span className="font-display text-2xl text-forest sm:text-3xl">
            {formatBdt(quote.total)}
          </span>
          <span className="block text-xs text-ink-muted sm:text-sm">
            Service charge, VAT and tax included
          </span>
        </p>
        {button}
      </div>
    </div>
  );
}
