import type { Config } from '#server/config.ts';
import { hotelTime } from '#server/mail/stay-mail.ts';
import { bedLabel } from '#shared/bed-label.ts';
import type { Booking } from '#shared/booking.ts';
import { STATUS_LABELS } from '#shared/booking-status.ts';
import { EXTRA_UNIT_LABELS } from '#shared/extras.ts';
import { defineMessages, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { REFUND_REASON_LABELS, REFUND_STATUS_LABELS } from '#shared/payments.ts';
import {
  formatExtra,
  formatNightGroup,
  nightGroups,
  PRICE_LABELS,
  priceLines,
} from '#shared/price-lines.ts';
import { hotelToday } from '#shared/stay.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';

/**
 * What a booking's receipt says, worked out from the booking: every word and figure that depends
 * on it, written as it is printed. The layout (receipt-layout.ts) adds only its frame: the
 * hotel's letterhead and footer, section titles and page numbers.
 */

export const receiptMessages = defineMessages({
  heldUntil: {
    id: 'receipt.data.heldUntil',
    defaultMessage:
      'This booking is not confirmed yet. The suite is held until {until} for a deposit of {deposit}, paid online; once the hold ends unpaid, the booking ends with it.',
  },
  heldShortly: {
    id: 'receipt.data.heldShortly',
    defaultMessage:
      'This booking is not confirmed yet. The suite is held for a short while for a deposit of {deposit}, paid online; once the hold ends unpaid, the booking ends with it.',
  },
  cancelledOn: {
    id: 'receipt.data.cancelledOn',
    defaultMessage:
      'Cancelled on {when}: this booking is not valid for a stay, and nothing more is owed.',
  },
  cancelled: {
    id: 'receipt.data.cancelled',
    defaultMessage: 'Cancelled: this booking is not valid for a stay, and nothing more is owed.',
  },
  expired: {
    id: 'receipt.data.expired',
    defaultMessage:
      'The hold on this booking ended before its deposit was paid, and its nights were released. It is not valid for a stay and nothing is owed.',
  },
  noShow: { id: 'receipt.data.noShow', defaultMessage: 'The guest did not arrive for this stay.' },
  paidOnline: { id: 'receipt.data.paidOnline', defaultMessage: 'Paid online' },
  amountPaid: { id: 'receipt.data.amountPaid', defaultMessage: 'Amount paid' },
  refunded: { id: 'receipt.data.refunded', defaultMessage: 'Refunded' },
  refundedAmount: { id: 'receipt.data.refundedAmount', defaultMessage: '− {amount}' },
  balanceDue: { id: 'receipt.data.balanceDue', defaultMessage: 'Balance due at the hotel' },
  depositDue: {
    id: 'receipt.data.depositDue',
    defaultMessage:
      'A deposit of {deposit} is due online to confirm this booking; the rest is paid at the hotel.',
  },
  nothingPaidOnline: {
    id: 'receipt.data.nothingPaidOnline',
    defaultMessage:
      'Nothing was paid online: the total of {total} is paid at the hotel, in cash, by card or by bKash.',
  },
  balanceAtHotel: {
    id: 'receipt.data.balanceAtHotel',
    defaultMessage: 'The balance is paid at the hotel, in cash, by card or by bKash.',
  },
  checkIn: { id: 'receipt.data.checkIn', defaultMessage: 'Check in' },
  checkOut: { id: 'receipt.data.checkOut', defaultMessage: 'Check out' },
  nights: { id: 'receipt.data.nights', defaultMessage: 'Nights' },
  party: { id: 'receipt.data.party', defaultMessage: 'Party' },
  extras: { id: 'receipt.data.extras', defaultMessage: 'Extras' },
  extraPrice: { id: 'receipt.data.extraPrice', defaultMessage: '{price} {unit}' },
  promoCode: { id: 'receipt.data.promoCode', defaultMessage: 'Promo code {code}' },
  subject: { id: 'receipt.data.subject', defaultMessage: '{suite}, {checkIn} to {checkOut}' },
  suite: { id: 'receipt.data.suite', defaultMessage: 'Suite' },
  suiteDetails: {
    id: 'receipt.data.suiteDetails',
    defaultMessage: '{bed}  ·  {size, number} sq ft  ·  sleeps {capacity, number}',
  },
  accommodation: { id: 'receipt.data.accommodation', defaultMessage: 'Accommodation' },
  hopeAnotherTime: {
    id: 'receipt.data.hopeAnotherTime',
    defaultMessage: 'We hope to welcome you another time.',
  },
  thanks: {
    id: 'receipt.data.thanks',
    defaultMessage: 'Thank you for choosing us. We look forward to welcoming you.',
  },
});
const m = receiptMessages;

/** One line of a table: its label, its amount on the right, and a note beneath the label. */
export interface ReceiptLine {
  label: string;
  amount: string;
  note?: string;
}

/** Lines of the charges under a heading of their own: a suite's nights, the extras. */
export interface ReceiptGroup {
  title: string;
  /** Beneath the heading: a suite's booking reference and party. */
  note?: string;
  lines: ReceiptLine[];
}

/** What stands out on a receipt that is not a plain confirmation. */
export interface ReceiptNotice {
  title: string;
  text: string;
  /** `pending`: not good for a stay yet; `void`: never good for one; `aside`: worth a word. */
  tone: 'pending' | 'void' | 'aside';
  /** The status written across every page, so the receipt never passes for a paid one. */
  stamp: string | null;
}

export interface ReceiptData {
  reference: string;
  /** The PDF's subject: the suite and the stay's dates. */
  subject: string;
  /** The hotel's dates the booking was made and the receipt issued. */
  booked: string;
  issued: string;
  notice: ReceiptNotice | null;
  guest: { name: string; email: string; phone: string | null };
  /**
   * What was booked, beside the guest: the suite's name, and its bed, size and capacity on one
   * line (or a reservation's suites).
   */
  booking: { title: string; name: string; details: string };
  status: string;
  /** The stay as four figures: check in, check out, nights and party. */
  stay: { label: string; value: string }[];
  /**
   * The charges above the spec's lines: the nights grouped by price and what guests beyond the
   * suite's base occupancy added (a reservation's, suite by suite), then the extras.
   */
  charges: ReceiptGroup[];
  /** The spec's price lines as the site writes them, then the total beneath them. */
  summary: ReceiptLine[];
  total: { label: string; amount: string };
  /** What was paid (each payment in the note), refunded (when anything was) and is left. */
  paid: ReceiptLine;
  refunded: ReceiptLine | null;
  balance: ReceiptLine;
  /** How what is left gets paid; null when there is nothing to say. */
  paymentExplanation: string | null;
  closing: string;
}

/** What stands out on a receipt that is not a plain confirmation. */
function statusNotice(config: Config, booking: Booking): ReceiptNotice | null {
  const label = STATUS_LABELS[booking.status];
  switch (booking.status) {
    case 'pending_payment': {
      const deposit = formatBdt(booking.amountDue);
      return {
        title: label,
        text: booking.holdExpiresAt
          ? tr(m.heldUntil, { until: hotelTime(config, new Date(booking.holdExpiresAt)), deposit })
          : tr(m.heldShortly, { deposit }),
        tone: 'pending',
        stamp: label,
      };
    }
    case 'cancelled':
      return {
        title: label,
        text: booking.cancelledAt
          ? tr(m.cancelledOn, { when: hotelTime(config, new Date(booking.cancelledAt)) })
          : tr(m.cancelled),
        tone: 'void',
        stamp: label,
      };
    case 'expired':
      return {
        title: label,
        text: tr(m.expired),
        tone: 'void',
        stamp: label,
      };
    case 'no_show':
      return {
        title: label,
        text: tr(m.noShow),
        tone: 'aside',
        stamp: null,
      };
    default:
      return null;
  }
}

/**
 * The payments and refunds, each payment and refund on a line of its own: when, how, how much;
 * a booking's, or a reservation's summed.
 */
export function paymentLines(
  config: Config,
  booking: Pick<Booking, 'payments' | 'refunds' | 'amountPaid' | 'amountRefunded' | 'balanceDue'>,
): Pick<ReceiptData, 'paid' | 'refunded' | 'balance'> {
  const paid = booking.payments.filter((payment) => payment.status === 'paid');
  const paymentNotes = paid.map((payment) =>
    [
      tr(m.paidOnline),
      payment.paidAt ? hotelTime(config, new Date(payment.paidAt)) : null,
      payment.method,
      paid.length > 1 ? formatBdt(payment.amount) : null,
    ]
      .filter((part) => part !== null)
      .join('  ·  '),
  );
  const refundNotes = booking.refunds.map((refund) =>
    [
      formatBdt(refund.amount),
      REFUND_STATUS_LABELS[refund.status],
      REFUND_REASON_LABELS[refund.reason],
      hotelTime(config, new Date(refund.createdAt)),
    ].join('  ·  '),
  );
  return {
    paid: {
      label: tr(m.amountPaid),
      amount: formatBdt(booking.amountPaid),
      note: paymentNotes.length > 0 ? paymentNotes.join('\n') : undefined,
    },
    refunded:
      booking.refunds.length > 0
        ? {
            label: tr(m.refunded),
            amount: tr(m.refundedAmount, { amount: formatBdt(booking.amountRefunded) }),
            note: refundNotes.join('\n'),
          }
        : null,
    balance: { label: tr(m.balanceDue), amount: formatBdt(booking.balanceDue) },
  };
}

function paymentExplanation(booking: Booking): string | null {
  if (booking.status === 'cancelled' || booking.status === 'expired') return null;
  if (booking.status === 'pending_payment') {
    return tr(m.depositDue, { deposit: formatBdt(booking.amountDue) });
  }
  if (booking.amountDue === 0) {
    return tr(m.nothingPaidOnline, { total: formatBdt(booking.total) });
  }
  return booking.balanceDue > 0 ? tr(m.balanceAtHotel) : null;
}

/** The hotel's date of `at`, as a receipt prints it. */
export function receiptDay(config: Config, at: Date): string {
  return formatStayDate(hotelToday(at, config.booking.timeZone), 'short');
}

/** The stay as four figures: check in, check out, nights and party. */
export function stayFigures(
  stay: Pick<Booking, 'checkIn' | 'checkOut' | 'nights' | 'adults' | 'children'>,
): ReceiptData['stay'] {
  return [
    { label: tr(m.checkIn), value: formatStayDate(stay.checkIn) },
    { label: tr(m.checkOut), value: formatStayDate(stay.checkOut) },
    { label: tr(m.nights), value: formatNights(stay.nights) },
    { label: tr(m.party), value: formatParty(stay) },
  ];
}

/** A suite's nights, grouped by price, and what guests beyond its base occupancy added. */
export function accommodationLines(
  quote: Pick<Booking, 'nights' | 'nightlyRate' | 'nightly' | 'extraGuests'>,
): ReceiptLine[] {
  return [
    ...nightGroups(quote).map((group) => ({
      label: formatNightGroup(group),
      amount: formatBdt(group.nights * group.price),
    })),
    ...(quote.extraGuests > 0
      ? [{ label: PRICE_LABELS.extraGuests, amount: formatBdt(quote.extraGuests) }]
      : []),
  ];
}

/** The extras as a group of the charges; none when there are none. */
export function extrasGroup(extras: Booking['extras']): ReceiptGroup[] {
  if (extras.length === 0) return [];
  return [
    {
      title: tr(m.extras),
      lines: extras.map((extra) => ({
        label: formatExtra(extra),
        amount: formatBdt(extra.amount),
        note: tr(m.extraPrice, {
          price: formatBdt(extra.price),
          unit: EXTRA_UNIT_LABELS[extra.unit],
        }),
      })),
    },
  ];
}

/** The spec's lines above the total, the promo code beneath the discount. */
export function summaryLines(
  quote: Parameters<typeof priceLines>[0],
  promoCode: string | null,
): ReceiptLine[] {
  return priceLines(quote).map((line) => ({
    label: line.label,
    amount: line.amount,
    ...(line.key === 'discount' && promoCode ? { note: tr(m.promoCode, { code: promoCode }) } : {}),
  }));
}

/** What the receipt of `booking`, issued at `issuedAt`, says (the hotel's dates are printed). */
export function receiptData(config: Config, booking: Booking, issuedAt: Date): ReceiptData {
  const { suite } = booking;
  const cancelled = booking.status === 'cancelled' || booking.status === 'expired';
  return {
    reference: booking.reference,
    subject: tr(m.subject, {
      suite: suite.name,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    }),
    booked: receiptDay(config, new Date(booking.createdAt)),
    issued: receiptDay(config, issuedAt),
    notice: statusNotice(config, booking),
    guest: booking.guest,
    booking: {
      title: tr(m.suite),
      name: suite.name,
      details: tr(m.suiteDetails, {
        bed: bedLabel(suite.bed),
        size: suite.sizeSqft,
        capacity: suite.capacity,
      }),
    },
    status: STATUS_LABELS[booking.status],
    stay: stayFigures(booking),
    charges: [
      { title: tr(m.accommodation), lines: accommodationLines(booking) },
      ...extrasGroup(booking.extras),
    ],
    summary: summaryLines(booking, booking.promoCode),
    total: { label: PRICE_LABELS.total, amount: formatBdt(booking.total) },
    ...paymentLines(config, booking),
    paymentExplanation: paymentExplanation(booking),
    closing: cancelled ? tr(m.hopeAnotherTime) : tr(m.thanks),
  };
}
