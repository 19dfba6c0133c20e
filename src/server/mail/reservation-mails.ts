import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { HOTEL, layout, salutation } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';
import type { MailedStay } from './templates.ts';

/**
 * The mails about a reservation of several suites (issue 35): confirmed, held until its one
 * deposit is paid, paid, let run out, or cancelled. One mail for the whole, listing every suite.
 */

/** What these mails say about a reservation. */
export interface MailedReservation {
  reference: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The whole's total, as sold. */
  total: number;
  rooms: readonly MailedStay[];
}

/** The reservation's lines: its stay, each suite (with `roomNote` after it), and its total. */
function reservationDetails(
  reservation: Omit<MailedReservation, 'total'> & { total?: number },
  options: { roomNote?: string; totalNote?: string } = {},
): (readonly [string, string])[] {
  const { roomNote = '', totalNote = '' } = options;
  return [
    ['Reference', reservation.reference],
    ['Arrival', formatStayDate(reservation.checkIn)],
    ['Departure', formatStayDate(reservation.checkOut)],
    ['Length of stay', formatNights(reservation.nights)],
    ...reservation.rooms.map(
      (room) => [room.suiteName, `${formatParty(room)} (${room.reference})${roomNote}`] as const,
    ),
    ...(reservation.total === undefined
      ? []
      : [
          [
            'Total',
            `${formatBdt(reservation.total)} (service charge, VAT and tax included)${totalNote}`,
          ] as const,
        ]),
  ];
}

/** Sent once for a reservation of several suites paid at the hotel: every suite, its reference and its party. */
export function reservationConfirmationMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  links: { manageUrl: string; receiptUrl: string },
): MailMessage {
  return layout(to, `Your stay is booked: ${reservation.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you for choosing ${HOTEL}. Your ${reservation.rooms.length} suites are confirmed; we look forward to welcoming you all.`,
    ],
    details: reservationDetails(reservation, { totalNote: ', paid at the hotel' }),
    closing: [
      'Reception is open 24 hours if you need anything before you arrive: a car from Sreemangal station, a late arrival, a special occasion.',
    ],
    action: { label: 'See my bookings', url: links.manageUrl },
    link: { label: 'Download the receipt (PDF)', url: links.receiptUrl },
  });
}

/**
 * Sent once when suites of a reservation are cancelled, by the guest or by the hotel: every suite
 * cancelled, and what was paid online for them, refunded in full.
 */
export function reservationCancellationMail(
  to: string,
  name: string,
  /** `rooms`: the suites this cancellation ended. */
  reservation: Omit<MailedReservation, 'total'>,
  /** `whole`: no suite of the reservation is left booked. */
  options: { byHotel: boolean; whole: boolean; bookUrl: string; refund: number },
): MailMessage {
  const { reference, rooms } = reservation;
  const suites = rooms.length === 1 ? `the ${rooms[0]?.suiteName}` : `${rooms.length} suites`;
  const what = options.whole
    ? `your reservation ${reference}`
    : `${suites} of your reservation ${reference}`;
  return layout(to, `Your reservation is cancelled: ${reference}`, {
    paragraphs: [
      salutation(name),
      options.byHotel
        ? `Our reception team has cancelled ${what}. If you did not expect this, please call us: we will gladly help.`
        : `As you asked, ${what} ${options.whole || rooms.length === 1 ? 'is' : 'are'} cancelled.`,
      `The ${rooms.length === 1 ? 'suite below is' : 'suites below are'} cancelled, and ${rooms.length === 1 ? 'its' : 'their'} nights offered to other guests.`,
    ],
    details: reservationDetails(reservation, { roomNote: ', cancelled' }),
    closing: [
      options.refund > 0
        ? `The ${formatBdt(options.refund)} you paid online is being refunded in full to the card or account you paid with; banks usually take 7 to 10 working days to show it.`
        : 'There is nothing to pay: no charge was taken for these suites.',
      'We hope to welcome you another time.',
    ],
    action: { label: 'Book another stay', url: options.bookUrl },
  });
}

/** Sent when a reservation is made with online payment on: every suite held until the deposit. */
export function reservationHeldMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  hold: { deposit: number; until: string; payUrl: string },
): MailMessage {
  return layout(to, `Your suites are held until ${hold.until}: ${reservation.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you for choosing ${HOTEL}. We are holding your ${reservation.rooms.length} suites until ${hold.until}. Pay the deposit of ${formatBdt(hold.deposit)} online by then and your stay is confirmed; the rest is paid at the hotel.`,
    ],
    details: [...reservationDetails(reservation), ['Deposit to pay now', formatBdt(hold.deposit)]],
    closing: [
      'If the deposit is not paid in time, the hold on every suite ends by itself and nothing is charged.',
    ],
    action: { label: 'Pay the deposit', url: hold.payUrl },
  });
}

/** Sent when the gateway's verified payment confirms a reservation's suites. */
export function reservationPaidMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  payment: { paid: number; balance: number; receiptUrl: string },
): MailMessage {
  return layout(to, `Payment received, your stay is confirmed: ${reservation.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you: we have received your payment of ${formatBdt(payment.paid)}, and your ${reservation.rooms.length} suites are confirmed. We look forward to welcoming you all.`,
    ],
    details: [
      ...reservationDetails(reservation),
      ['Paid online', formatBdt(payment.paid)],
      ['To pay at the hotel', formatBdt(payment.balance)],
    ],
    closing: [
      'Your receipt is a link away. Reception is open 24 hours if you need anything before you arrive.',
    ],
    action: { label: 'Download my receipt', url: payment.receiptUrl },
  });
}

/** Sent when a reservation's unpaid hold runs out: every suite released, nothing charged. */
export function reservationHoldExpiredMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  bookUrl: string,
): MailMessage {
  return layout(to, `Your hold has ended: ${reservation.reference}`, {
    paragraphs: [
      salutation(name),
      `We held ${reservation.rooms.length} suites for you, but the deposit was not paid in time, so the hold has ended and the nights are free again. Nothing was charged.`,
    ],
    details: reservationDetails({ ...reservation, total: undefined }),
    closing: [
      'If you still wish to stay with us, the suites may well be free: book them again in a few clicks, or call reception, open 24 hours.',
    ],
    action: { label: 'Book again', url: bookUrl },
  });
}
