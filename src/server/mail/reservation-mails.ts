import { defineMessages, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { HOTEL, layout, salutation } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';
import { type MailedStay, mailMessages, suiteList } from './templates.ts';

/**
 * The mails about a reservation of several suites (issue 35): confirmed, held until its one
 * deposit is paid, paid, let run out, or cancelled. One mail for the whole, listing every suite.
 */

const messages = defineMessages({
  room: { id: 'mail.reservation.room', defaultMessage: '{party} ({reference})' },
  roomCancelled: {
    id: 'mail.reservation.roomCancelled',
    defaultMessage: '{party} ({reference}), cancelled',
  },
  totalAtHotel: {
    id: 'mail.reservation.totalAtHotel',
    defaultMessage: '{total} (service charge, VAT and tax included), paid at the hotel',
  },
  bookedThanks: {
    id: 'mail.reservation.bookedThanks',
    defaultMessage:
      'Thank you for choosing {hotel}. Your {count, number} suites are confirmed; we look forward to welcoming you all.',
  },
  cancelledSubject: {
    id: 'mail.reservation.cancelledSubject',
    defaultMessage: 'Your reservation is cancelled: {reference}',
  },
  byHotelWhole: {
    id: 'mail.reservation.byHotelWhole',
    defaultMessage:
      'Our reception team has cancelled your reservation {reference}. If you did not expect this, please call us: we will gladly help.',
  },
  byHotelOne: {
    id: 'mail.reservation.byHotelOne',
    defaultMessage:
      'Our reception team has cancelled {suite} of your reservation {reference}. If you did not expect this, please call us: we will gladly help.',
  },
  byHotelSome: {
    id: 'mail.reservation.byHotelSome',
    defaultMessage:
      'Our reception team has cancelled {count, number} suites of your reservation {reference}. If you did not expect this, please call us: we will gladly help.',
  },
  askedWhole: {
    id: 'mail.reservation.askedWhole',
    defaultMessage: 'As you asked, your reservation {reference} is cancelled.',
  },
  askedOne: {
    id: 'mail.reservation.askedOne',
    defaultMessage: 'As you asked, {suite} of your reservation {reference} is cancelled.',
  },
  askedSome: {
    id: 'mail.reservation.askedSome',
    defaultMessage:
      'As you asked, {count, number} suites of your reservation {reference} are cancelled.',
  },
  suitesReleased: {
    id: 'mail.reservation.suitesReleased',
    defaultMessage:
      '{count, plural, one {The suite below is cancelled, and its nights offered to other guests.} other {The suites below are cancelled, and their nights offered to other guests.}}',
  },
  nothingToPay: {
    id: 'mail.reservation.nothingToPay',
    defaultMessage: 'There is nothing to pay: no charge was taken for these suites.',
  },
  heldSubject: {
    id: 'mail.reservation.heldSubject',
    defaultMessage: 'Your suites are held until {until}: {reference}',
  },
  heldText: {
    id: 'mail.reservation.heldText',
    defaultMessage:
      'Thank you for choosing {hotel}. We are holding your {count, number} suites until {until}. Pay the deposit of {deposit} online by then and your stay is confirmed; the rest is paid at the hotel.',
  },
  heldEnds: {
    id: 'mail.reservation.heldEnds',
    defaultMessage:
      'If the deposit is not paid in time, the hold on every suite ends by itself and nothing is charged.',
  },
  paidText: {
    id: 'mail.reservation.paidText',
    defaultMessage:
      'Thank you: we have received your payment of {paid}, and your {count, number} suites are confirmed. We look forward to welcoming you all.',
  },
  paidReceipt: {
    id: 'mail.reservation.paidReceipt',
    defaultMessage:
      'Your receipt is a link away. Reception is open 24 hours if you need anything before you arrive.',
  },
  expiredText: {
    id: 'mail.reservation.expiredText',
    defaultMessage:
      'We held {count, number} suites for you, but the deposit was not paid in time, so the hold has ended and the nights are free again. Nothing was charged.',
  },
  expiredAgain: {
    id: 'mail.reservation.expiredAgain',
    defaultMessage:
      'If you still wish to stay with us, the suites may well be free: book them again in a few clicks, or call reception, open 24 hours.',
  },
});
const m = mailMessages;

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

/** The reservation's lines: its stay, each suite (cancelled, when it is), and its total. */
function reservationDetails(
  reservation: Omit<MailedReservation, 'total'> & { total?: number },
  options: { cancelled?: boolean; atHotel?: boolean } = {},
): (readonly [string, string])[] {
  const total = reservation.total === undefined ? undefined : formatBdt(reservation.total);
  return [
    [tr(m.reference), reservation.reference],
    [tr(m.arrival), formatStayDate(reservation.checkIn)],
    [tr(m.departure), formatStayDate(reservation.checkOut)],
    [tr(m.lengthOfStay), formatNights(reservation.nights)],
    ...reservation.rooms.map(
      (room) =>
        [
          room.suiteName,
          tr(options.cancelled ? messages.roomCancelled : messages.room, {
            party: formatParty(room),
            reference: room.reference,
          }),
        ] as const,
    ),
    ...(total === undefined
      ? []
      : [
          [
            tr(m.total),
            tr(options.atHotel ? messages.totalAtHotel : m.totalIncluded, { total }),
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
  return layout(to, tr(m.bookedSubject, { reference: reservation.reference }), {
    paragraphs: [
      salutation(name),
      tr(messages.bookedThanks, { hotel: HOTEL, count: reservation.rooms.length }),
    ],
    details: reservationDetails(reservation, { atHotel: true }),
    closing: [tr(m.receptionBeforeArrival)],
    action: { label: tr(m.seeBookings), url: links.manageUrl },
    link: { label: tr(m.downloadReceiptPdf), url: links.receiptUrl },
  });
}

/** What a cancellation mail says was cancelled, and by whom. */
function cancelledWhat(
  reference: string,
  rooms: readonly MailedStay[],
  options: { byHotel: boolean; whole: boolean },
): string {
  const [only] = rooms;
  if (options.whole) {
    return tr(options.byHotel ? messages.byHotelWhole : messages.askedWhole, { reference });
  }
  if (rooms.length === 1 && only) {
    const suite = suiteList([only.suiteName]);
    return tr(options.byHotel ? messages.byHotelOne : messages.askedOne, { suite, reference });
  }
  const count = rooms.length;
  return tr(options.byHotel ? messages.byHotelSome : messages.askedSome, { count, reference });
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
  return layout(to, tr(messages.cancelledSubject, { reference }), {
    paragraphs: [
      salutation(name),
      cancelledWhat(reference, rooms, options),
      tr(messages.suitesReleased, { count: rooms.length }),
    ],
    details: reservationDetails(reservation, { cancelled: true }),
    closing: [
      options.refund > 0
        ? tr(m.refundOnWay, { amount: formatBdt(options.refund) })
        : tr(messages.nothingToPay),
      tr(m.hopeAnotherTime),
    ],
    action: { label: tr(m.bookAnother), url: options.bookUrl },
  });
}

/** Sent when a reservation is made with online payment on: every suite held until the deposit. */
export function reservationHeldMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  hold: { deposit: number; until: string; payUrl: string },
): MailMessage {
  const deposit = formatBdt(hold.deposit);
  return layout(
    to,
    tr(messages.heldSubject, { until: hold.until, reference: reservation.reference }),
    {
      paragraphs: [
        salutation(name),
        tr(messages.heldText, {
          hotel: HOTEL,
          count: reservation.rooms.length,
          until: hold.until,
          deposit,
        }),
      ],
      details: [...reservationDetails(reservation), [tr(m.depositNow), deposit]],
      closing: [tr(messages.heldEnds)],
      action: { label: tr(m.payDeposit), url: hold.payUrl },
    },
  );
}

/** Sent when the gateway's verified payment confirms a reservation's suites. */
export function reservationPaidMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  payment: { paid: number; balance: number; receiptUrl: string },
): MailMessage {
  return layout(to, tr(m.paidSubject, { reference: reservation.reference }), {
    paragraphs: [
      salutation(name),
      tr(messages.paidText, { paid: formatBdt(payment.paid), count: reservation.rooms.length }),
    ],
    details: [
      ...reservationDetails(reservation),
      [tr(m.paidOnline), formatBdt(payment.paid)],
      [tr(m.toPayAtHotel), formatBdt(payment.balance)],
    ],
    closing: [tr(messages.paidReceipt)],
    action: { label: tr(m.downloadMyReceipt), url: payment.receiptUrl },
  });
}

/** Sent when a reservation's unpaid hold runs out: every suite released, nothing charged. */
export function reservationHoldExpiredMail(
  to: string,
  name: string,
  reservation: MailedReservation,
  bookUrl: string,
): MailMessage {
  return layout(to, tr(m.expiredSubject, { reference: reservation.reference }), {
    paragraphs: [salutation(name), tr(messages.expiredText, { count: reservation.rooms.length })],
    details: reservationDetails({ ...reservation, total: undefined }),
    closing: [tr(messages.expiredAgain)],
    action: { label: tr(m.bookAgain), url: bookUrl },
  });
}
