import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';
import Smartphone from 'lucide-react/icons/smartphone';
import type { StayQuote } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { percentOf } from '#shared/stay.ts';

const methods = [
  {
    icon: Banknote,
    name: 'Cash',
    detail: 'Bangladeshi taka, at the front desk.',
  },
  {
    icon: CreditCard,
    name: 'Cards',
    detail: 'Visa, Mastercard and American Express, debit or credit.',
  },
  {
    icon: Smartphone,
    name: 'bKash',
    detail: "Scan the hotel's merchant QR code at reception and pay from your bKash app.",
  },
];

/** How paying works: nothing online, everything at the hotel. Used on /booking and the list. */
export function PaymentMethods({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  if (layout === 'list') {
    return (
      <ul className="space-y-3 text-base">
        {methods.map(({ icon: Icon, name, detail }) => (
          <li key={name} className="flex gap-3">
            <Icon
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-brass-dark"
              strokeWidth={1.5}
            />
            <p>
              <span className="font-medium text-ink">{name}:</span> {detail}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {methods.map(({ icon: Icon, name, detail }) => (
        <li key={name} className="border border-rule bg-ivory p-4">
          <Icon aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
          <p className="mt-3 font-medium text-ink">{name}</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{detail}</p>
        </li>
      ))}
    </ul>
  );
}

/** What booking asks to pay online now (the quote's `payment`), or null: all at the hotel. */
type OnlineTerms = StayQuote['payment'];

/**
 * Whether the deposit is the hotel's share of the total: the gateway takes 10 to 500,000 BDT in
 * one payment, so a deposit outside that is raised or capped, and is no longer that share.
 */
function depositIsShare(terms: NonNullable<OnlineTerms>, total: number): boolean {
  const share = terms.depositPercent >= 100 ? total : percentOf(total, terms.depositPercent);
  return terms.deposit === share;
}

/**
 * The reservation summary's 'Payment System' section: with online payment, the deposit and how
 * long the suite is held for it; otherwise how paying at the hotel works.
 */
export function PaymentSystem({
  terms,
  total,
  several = false,
}: {
  terms: OnlineTerms;
  total: number;
  /** Several suites in one reservation: one deposit holds them all. */
  several?: boolean;
}) {
  const suite = several ? 'suites' : 'suite';
  return (
    <section
      aria-labelledby="payment-system"
      className="border border-rule bg-ivory-deep p-6 sm:p-8"
    >
      <h2 id="payment-system" className="text-3xl text-forest">
        Payment System
      </h2>
      {terms ? (
        <div className="mt-4 space-y-3 leading-relaxed text-ink-muted">
          <p>
            A deposit of <strong className="text-ink">{formatBdt(terms.deposit)}</strong>
            {depositIsShare(terms, total) ? ` (${terms.depositPercent}% of the total)` : ''} secures
            your {suite}. When you reserve, we hold the {suite} for you for {terms.holdMinutes}{' '}
            minutes while you pay it online with SSLCommerz: card, bKash, Nagad or internet banking.
          </p>
          <p>
            The rest, {formatBdt(total - terms.deposit)}, is settled at the hotel. Plans change?
            Cancel from your Booking List up to your check-in day, and the deposit is refunded in
            full.
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-3 leading-relaxed text-ink-muted">
          <p>
            You pay nothing online. Reserving holds your {suite} under your booking reference, and
            you settle the bill at the hotel when you arrive, or at check-out if you prefer.
          </p>
          <p>
            The amount is the total on this page: your rate is fixed the moment you book. Plans
            change? Cancel from your Booking List, free of charge, up to your check-in day.
          </p>
        </div>
      )}
      <div className="mt-6">
        <PaymentMethods />
      </div>
    </section>
  );
}
