import type { Config } from '#server/config.ts';
import { type Booking, RELEASED_STATUSES } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { PRICE_LABELS } from '#shared/price-lines.ts';
import type { Reservation } from '#shared/reservation.ts';
import { RESERVATION_STATUS_LABELS } from '#shared/reservation.ts';
import { formatParty } from '#shared/stay-format.ts';
import {
  accommodationLines,
  extrasGroup,
  paymentLines,
  type ReceiptData,
  type ReceiptNotice,
  receiptDay,
  receiptMessages,
  stayFigures,
  summaryLines,
} from './receipt-data.ts';
import { drawReceipt } from './receipt-layout.ts';

/**
 * A reservation's receipt as a PDF (A4), drawn as a booking's is (receipt-layout.ts): the
 * reservation's reference, the stay, each suite with its booking's reference, party and nights,
 * then the whole's lines as sold (the discount and the charges are on the summed subtotal), and
 * what was paid and what is left to pay at the hotel.
 */

const messages = defineMessages({
  theSuite: { id: 'receipt.reservation.theSuite', defaultMessage: 'the {suite}' },
  pending: {
    id: 'receipt.reservation.pending',
    defaultMessage:
      'This reservation is not confirmed yet. Its suites are held for a short while for a deposit of {deposit}, paid online; once the hold ends unpaid, the reservation ends with it.',
  },
  cancelled: {
    id: 'receipt.reservation.cancelled',
    defaultMessage:
      'Every suite of this reservation is cancelled: it is not valid for a stay, and nothing more is owed.',
  },
  partlyCancelled: {
    id: 'receipt.reservation.partlyCancelled',
    defaultMessage:
      '{count, plural, one {{suites} is cancelled; the other suites of this reservation stand, at their own price.} other {{suites} are cancelled; the other suites of this reservation stand, at their own price.}}',
  },
  depositDue: {
    id: 'receipt.reservation.depositDue',
    defaultMessage:
      'A deposit of {deposit} is due online to confirm this reservation; the rest is paid at the hotel.',
  },
  partlyExplanation: {
    id: 'receipt.reservation.partlyExplanation',
    defaultMessage:
      'The price above is the whole reservation as booked. What is left for the suites still booked is paid at the hotel, in cash, by card or by bKash.',
  },
  suiteCount: {
    id: 'receipt.reservation.suiteCount',
    defaultMessage: '{count, plural, one {# suite} other {# suites}}',
  },
  subject: {
    id: 'receipt.reservation.subject',
    defaultMessage: '{suites}, {checkIn} to {checkOut}',
  },
  suites: { id: 'receipt.reservation.suites', defaultMessage: 'Suites' },
  thanksAll: {
    id: 'receipt.reservation.thanksAll',
    defaultMessage: 'Thank you for choosing us. We look forward to welcoming you all.',
  },
});

const released = (booking: Booking) =>
  (RELEASED_STATUSES as readonly string[]).includes(booking.status);

/** The names of `bookings`' suites as a sentence: "The Garden King Suite and the Lake Suite". */
function suiteNames(bookings: readonly Booking[]): string {
  const names = bookings.map((booking) => tr(messages.theSuite, { suite: booking.suite.name }));
  const list = new Intl.ListFormat(INTL_LOCALES[localeNow()], { type: 'conjunction' });
  return list.format(names).replace(/^t/, 'T');
}

function statusNotice(reservation: Reservation, deposit: number): ReceiptNotice | null {
  const label = RESERVATION_STATUS_LABELS[reservation.status];
  switch (reservation.status) {
    case 'pending_payment':
      return {
        title: label,
        text: tr(messages.pending, { deposit: formatBdt(deposit) }),
        tone: 'pending',
        stamp: label,
      };
    case 'cancelled':
      return {
        title: label,
        text: tr(messages.cancelled),
        tone: 'void',
        stamp: label,
      };
    case 'partly_cancelled': {
      const gone = reservation.bookings.filter(released);
      return {
        title: label,
        text: tr(messages.partlyCancelled, { count: gone.length, suites: suiteNames(gone) }),
        tone: 'aside',
        stamp: null,
      };
    }
    default:
      return null;
  }
}

function paymentExplanation(reservation: Reservation, deposit: number, paid: number) {
  switch (reservation.status) {
    case 'cancelled':
      return null;
    case 'pending_payment':
      return tr(messages.depositDue, { deposit: formatBdt(deposit) });
    case 'partly_cancelled':
      return tr(messages.partlyExplanation);
    default:
      return paid === 0
        ? tr(receiptMessages.nothingPaidOnline, { total: formatBdt(reservation.quote.total) })
        : tr(receiptMessages.balanceAtHotel);
  }
}

/** What the receipt of `reservation`, issued at `issuedAt`, says (the hotel's dates are printed). */
export function reservationReceiptData(
  config: Config,
  reservation: Reservation,
  issuedAt: Date,
): ReceiptData {
  const { bookings, quote } = reservation;
  const [first] = bookings;
  if (!first) throw new Error(`reservation ${reservation.id} has no bookings`);
  const sum = (amount: (booking: Booking) => number) =>
    bookings.reduce((total, booking) => total + amount(booking), 0);
  const paid = sum((booking) => booking.amountPaid);
  const deposit = sum((booking) => booking.amountDue);
  return {
    reference: reservation.reference,
    subject: tr(messages.subject, {
      suites: tr(messages.suiteCount, { count: bookings.length }),
      checkIn: reservation.checkIn,
      checkOut: reservation.checkOut,
    }),
    booked: receiptDay(config, new Date(reservation.createdAt)),
    issued: receiptDay(config, issuedAt),
    notice: statusNotice(reservation, deposit),
    guest: first.guest,
    booking: {
      title: tr(messages.suites),
      name: tr(messages.suiteCount, { count: bookings.length }),
      details: bookings.map((booking) => booking.suite.name).join('  ·  '),
    },
    status: RESERVATION_STATUS_LABELS[reservation.status],
    stay: stayFigures({
      ...reservation,
      adults: sum((booking) => booking.adults),
      children: sum((booking) => booking.children),
    }),
    charges: [
      ...bookings.map((booking) => ({
        title: booking.suite.name,
        note: [
          booking.reference,
          formatParty(booking),
          ...(released(booking) ? [STATUS_LABELS[booking.status]] : []),
        ].join('  ·  '),
        lines: accommodationLines(booking),
      })),
      ...extrasGroup(quote.extras),
    ],
    summary: summaryLines(quote, reservation.promoCode),
    total: { label: PRICE_LABELS.total, amount: formatBdt(quote.total) },
    ...paymentLines(config, {
      payments: bookings.flatMap((booking) => booking.payments),
      refunds: bookings.flatMap((booking) => booking.refunds),
      amountPaid: paid,
      amountRefunded: sum((booking) => booking.amountRefunded),
      balanceDue: reservation.balanceDue,
    }),
    paymentExplanation: paymentExplanation(reservation, deposit, paid),
    closing:
      reservation.status === 'cancelled'
        ? tr(receiptMessages.hopeAnotherTime)
        : tr(messages.thanksAll),
  };
}

/** The receipt of `reservation` as a PDF file, issued at `issuedAt`. */
export function reservationReceipt(
  config: Config,
  reservation: Reservation,
  issuedAt: Date,
): Promise<Buffer> {
  return drawReceipt(reservationReceiptData(config, reservation, issuedAt));
}
