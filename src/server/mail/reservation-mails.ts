import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { HOTEL, layout, salutation } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';
import type { MailedStay } from './templates.ts';

/**
 * The mails about a reservation of several suites paid online (issue 35): held until its one
 * deposit is paid, paid, or let run out. One mail for the whole, listing every suite.
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

function reservationDetails(reservation: MailedReservation): (readonly [string, string])[] {
  return [
    ['Reference', reservation.reference],
    ['Arrival', formatStayDate(reservation.checkIn)],
    ['Departure', formatStayDate(reservation.checkOut)],
    ['Length of stay', formatNights(reservation.nights)],
    ...reservation.rooms.map(
      (room) => [room.suiteName, `${formatParty(room)} (${room.reference})`] as const,
    ),
    ['Total', `${formatBdt(reservation.total)} (service charge, VAT and tax included)`],
  ];
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
    details: reservationDetails(reservation).filter(([label]) => label !== 'Total'),
    closing: [
      'If you still wish to stay with us, the suites may well be free: book them again in a few clicks, or call reception, open 24 hours.',
    ],
    action: { label: 'Book again', url: bookUrl },
  });
}
