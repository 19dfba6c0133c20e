import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';
import Smartphone from 'lucide-react/icons/smartphone';
import type { StayQuote } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { percentOf } from '#shared/stay.ts';
import { Message } from '#web/components/ui/message.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  cash: { id: 'bookings.payAtHotel.cash', defaultMessage: 'Cash' },
  cashDetail: {
    id: 'bookings.payAtHotel.cashDetail',
    defaultMessage: 'Bangladeshi taka, at the front desk.',
  },
  cards: { id: 'bookings.payAtHotel.cards', defaultMessage: 'Cards' },
  cardsDetail: {
    id: 'bookings.payAtHotel.cardsDetail',
    defaultMessage: 'Visa, Mastercard and American Express, debit or credit.',
  },
  bkash: { id: 'bookings.payAtHotel.bkash', defaultMessage: 'bKash' },
  bkashDetail: {
    id: 'bookings.payAtHotel.bkashDetail',
    defaultMessage: "Scan the hotel's merchant QR code at reception and pay from your bKash app.",
  },
  methodLine: {
    id: 'bookings.payAtHotel.methodLine',
    defaultMessage: '<label>{name}:</label> {detail}',
  },
  title: { id: 'bookings.payAtHotel.title', defaultMessage: 'Payment System' },
  depositShare: {
    id: 'bookings.payAtHotel.depositShare',
    defaultMessage:
      'A deposit of {deposit} ({percent, number}% of the total) secures your {several, select, yes {suites} other {suite}}. When you reserve, we hold the {several, select, yes {suites} other {suite}} for you for {minutes, number} minutes while you pay it online with SSLCommerz: card, bKash, Nagad or internet banking.',
  },
  deposit: {
    id: 'bookings.payAtHotel.deposit',
    defaultMessage:
      'A deposit of {deposit} secures your {several, select, yes {suites} other {suite}}. When you reserve, we hold the {several, select, yes {suites} other {suite}} for you for {minutes, number} minutes while you pay it online with SSLCommerz: card, bKash, Nagad or internet banking.',
  },
  rest: {
    id: 'bookings.payAtHotel.rest',
    defaultMessage:
      'The rest, {rest}, is settled at the hotel. Plans change? Cancel from your Booking List up to your check-in day, and the deposit is refunded in full.',
  },
  nothingOnline: {
    id: 'bookings.payAtHotel.nothingOnline',
    defaultMessage:
      'You pay nothing online. Reserving holds your {several, select, yes {suites} other {suite}} under your booking reference, and you settle the bill at the hotel when you arrive, or at check-out if you prefer.',
  },
  rateFixed: {
    id: 'bookings.payAtHotel.rateFixed',
    defaultMessage:
      'The amount is the total on this page: your rate is fixed the moment you book. Plans change? Cancel from your Booking List, free of charge, up to your check-in day.',
  },
});

const methods = [
  { icon: Banknote, name: messages.cash, detail: messages.cashDetail },
  { icon: CreditCard, name: messages.cards, detail: messages.cardsDetail },
  { icon: Smartphone, name: messages.bkash, detail: messages.bkashDetail },
];

/** How paying works: nothing online, everything at the hotel. Used on /booking and the list. */
export function PaymentMethods({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  if (layout === 'list') {
    return (
      <ul className="space-y-3 text-base">
        {methods.map(({ icon: Icon, name, detail }) => (
          <li key={name.id} className="flex gap-3">
            <Icon
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-brass-dark"
              strokeWidth={1.5}
            />
            <p>
              <Message
                of={messages.methodLine}
                values={{
                  label: (chunks) => <span className="font-medium text-ink">{chunks}</span>,
                  name: t(name),
                  detail: t(detail),
                }}
              />
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {methods.map(({ icon: Icon, name, detail }) => (
        <li key={name.id} className="border border-rule bg-ivory p-4">
          <Icon aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
          <p className="mt-3 font-medium text-ink">{t(name)}</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(detail)}</p>
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
  const suites = several ? 'yes' : 'no';
  return (
    <section
      aria-labelledby="payment-system"
      className="border border-rule bg-ivory-deep p-6 sm:p-8"
    >
      <h2 id="payment-system" className="text-3xl text-forest">
        {t(messages.title)}
      </h2>
      {terms ? (
        <div className="mt-4 space-y-3 leading-relaxed text-ink-muted">
          <p>
            <Message
              of={depositIsShare(terms, total) ? messages.depositShare : messages.deposit}
              values={{
                deposit: <strong className="text-ink">{formatBdt(terms.deposit)}</strong>,
                percent: terms.depositPercent,
                several: suites,
                minutes: terms.holdMinutes,
              }}
            />
          </p>
          <p>{t(messages.rest, { rest: formatBdt(total - terms.deposit) })}</p>
        </div>
      ) : (
        <div className="mt-4 space-y-3 leading-relaxed text-ink-muted">
          <p>{t(messages.nothingOnline, { several: suites })}</p>
          <p>{t(messages.rateFixed)}</p>
        </div>
      )}
      <div className="mt-6">
        <PaymentMethods />
      </div>
    </section>
  );
}
