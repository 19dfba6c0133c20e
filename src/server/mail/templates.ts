import { hotel } from '#shared/hotel.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { HOTEL, layout, salutation } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The guest's mails, in the language of the moment: the caller composes each in its reader's
 * (mail-language.ts).
 */
export const mailMessages = defineMessages({
  reference: { id: 'mail.templates.reference', defaultMessage: 'Reference' },
  suite: { id: 'mail.templates.suite', defaultMessage: 'Suite' },
  arrival: { id: 'mail.templates.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'mail.templates.departure', defaultMessage: 'Departure' },
  lengthOfStay: { id: 'mail.templates.lengthOfStay', defaultMessage: 'Length of stay' },
  guests: { id: 'mail.templates.guests', defaultMessage: 'Guests' },
  total: { id: 'mail.templates.total', defaultMessage: 'Total' },
  totalIncluded: {
    id: 'mail.templates.totalIncluded',
    defaultMessage: '{total} (service charge, VAT and tax included)',
  },
  totalAtHotel: {
    id: 'mail.templates.totalAtHotel',
    defaultMessage: '{total} (service charge, VAT and tax included), paid at the hotel',
  },
  totalPartlyPaid: {
    id: 'mail.templates.totalPartlyPaid',
    defaultMessage:
      '{total} (service charge, VAT and tax included): {paid} paid online, {balance} at the hotel',
  },
  depositNow: { id: 'mail.templates.depositNow', defaultMessage: 'Deposit to pay now' },
  paidOnline: { id: 'mail.templates.paidOnline', defaultMessage: 'Paid online' },
  toPayAtHotel: { id: 'mail.templates.toPayAtHotel', defaultMessage: 'To pay at the hotel' },
  seeBookings: { id: 'mail.templates.seeBookings', defaultMessage: 'See my bookings' },
  downloadReceiptPdf: {
    id: 'mail.templates.downloadReceiptPdf',
    defaultMessage: 'Download the receipt (PDF)',
  },
  downloadMyReceipt: {
    id: 'mail.templates.downloadMyReceipt',
    defaultMessage: 'Download my receipt',
  },
  bookAnother: { id: 'mail.templates.bookAnother', defaultMessage: 'Book another stay' },
  bookAgain: { id: 'mail.templates.bookAgain', defaultMessage: 'Book again' },
  payDeposit: { id: 'mail.templates.payDeposit', defaultMessage: 'Pay the deposit' },
  receptionBeforeArrival: {
    id: 'mail.templates.receptionBeforeArrival',
    defaultMessage:
      'Reception is open 24 hours if you need anything before you arrive: a car from Sreemangal station, a late arrival, a special occasion.',
  },
  hopeAnotherTime: {
    id: 'mail.templates.hopeAnotherTime',
    defaultMessage: 'We hope to welcome you another time.',
  },
  refundOnWay: {
    id: 'mail.templates.refundOnWay',
    defaultMessage:
      'The {amount} you paid online is being refunded in full to the card or account you paid with; banks usually take 7 to 10 working days to show it.',
  },
  resetSubject: { id: 'mail.templates.resetSubject', defaultMessage: 'Reset your password' },
  resetAsked: {
    id: 'mail.templates.resetAsked',
    defaultMessage:
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works once, for one hour.',
  },
  resetNotYou: {
    id: 'mail.templates.resetNotYou',
    defaultMessage: 'If it was not you, ignore this message: your password stays as it is.',
  },
  resetAction: { id: 'mail.templates.resetAction', defaultMessage: 'Choose a new password' },
  verifySubject: {
    id: 'mail.templates.verifySubject',
    defaultMessage: 'Confirm your email address',
  },
  verifyWelcome: {
    id: 'mail.templates.verifyWelcome',
    defaultMessage: 'Welcome. Please confirm your email address to finish creating your account.',
  },
  verifyAdmin: {
    id: 'mail.templates.verifyAdmin',
    defaultMessage:
      'This address is named as one of the hotel\'s administrators: confirming it gives the account the staff dashboard. Confirm only if you created this account yourself. If you did not, ignore this message and choose a new password with "Forgot your password?" on the log-in page.',
  },
  verifyNotYou: {
    id: 'mail.templates.verifyNotYou',
    defaultMessage:
      'If you did not sign up, ignore this message: nothing happens without the link.',
  },
  verifyAction: { id: 'mail.templates.verifyAction', defaultMessage: 'Confirm my email' },
  bookedSubject: {
    id: 'mail.templates.bookedSubject',
    defaultMessage: 'Your stay is booked: {reference}',
  },
  bookedThanks: {
    id: 'mail.templates.bookedThanks',
    defaultMessage:
      'Thank you for choosing {hotel}. Your stay in the {suite} is confirmed; we look forward to welcoming you.',
  },
  changedSubject: {
    id: 'mail.templates.changedSubject',
    defaultMessage: 'Your booking is changed: {reference}',
  },
  changedText: {
    id: 'mail.templates.changedText',
    defaultMessage:
      'Your booking {reference} in the {suite} now reads as below. Your previous dates are released.',
  },
  changedCalendar: {
    id: 'mail.templates.changedCalendar',
    defaultMessage: 'The calendar file attached replaces the one we sent before.',
  },
  cancelledSubject: {
    id: 'mail.templates.cancelledSubject',
    defaultMessage: 'Your booking is cancelled: {reference}',
  },
  cancelledByHotel: {
    id: 'mail.templates.cancelledByHotel',
    defaultMessage:
      'Our reception team has cancelled your booking {reference}. If you did not expect this, please call us: we will gladly help.',
  },
  cancelledAsAsked: {
    id: 'mail.templates.cancelledAsAsked',
    defaultMessage: 'As you asked, your booking {reference} is cancelled.',
  },
  cancelledNothingToPay: {
    id: 'mail.templates.cancelledNothingToPay',
    defaultMessage: 'There is nothing to pay: no charge was taken for this booking.',
  },
  theSuite: { id: 'mail.templates.theSuite', defaultMessage: 'the {suite}' },
  roomParty: { id: 'mail.templates.roomParty', defaultMessage: '{party} ({reference})' },
  preArrivalSubject: {
    id: 'mail.templates.preArrivalSubject',
    defaultMessage: 'Your stay begins {date}: {reference}',
  },
  preArrivalNear: {
    id: 'mail.templates.preArrivalNear',
    defaultMessage:
      'Your stay in {suites} is drawing near, and we are getting the house ready for you. Here is what will help on your way.',
  },
  preArrivalTold: {
    id: 'mail.templates.preArrivalTold',
    defaultMessage:
      "You told us you expect to arrive at about {time}; reception will be waiting. If that changes, change it on your booking's page, or call us.",
  },
  preArrivalAsk: {
    id: 'mail.templates.preArrivalAsk',
    defaultMessage:
      "At what time do you expect to arrive? Tell us on your booking's page, so that your {several, select, yes {suites} other {suite}} and reception are ready when you are, and we can send a car to the station if you wish.",
  },
  checkIn: { id: 'mail.templates.checkIn', defaultMessage: 'Check-in' },
  checkInFrom: { id: 'mail.templates.checkInFrom', defaultMessage: 'from {time}' },
  arrivalTime: { id: 'mail.templates.arrivalTime', defaultMessage: 'Your arrival time' },
  notToldYet: { id: 'mail.templates.notToldYet', defaultMessage: 'not told yet' },
  checkOut: { id: 'mail.templates.checkOut', defaultMessage: 'Check-out' },
  checkOutUntil: { id: 'mail.templates.checkOutUntil', defaultMessage: 'until {time}' },
  reception: { id: 'mail.templates.reception', defaultMessage: 'Reception' },
  receptionOpen: { id: 'mail.templates.receptionOpen', defaultMessage: '{phone}, open 24 hours' },
  callIfDelayed: {
    id: 'mail.templates.callIfDelayed',
    defaultMessage:
      'Call reception on {phone} at any hour if you are delayed or need anything on the way.',
  },
  changeArrival: { id: 'mail.templates.changeArrival', defaultMessage: 'Change my arrival time' },
  tellArrival: { id: 'mail.templates.tellArrival', defaultMessage: 'Tell us when you arrive' },
  afterStaySubject: {
    id: 'mail.templates.afterStaySubject',
    defaultMessage: 'Thank you for staying with us: {reference}',
  },
  afterStayThanks: {
    id: 'mail.templates.afterStayThanks',
    defaultMessage:
      'Thank you for staying in {suites}. We hope the tea gardens were kind to you and that you went home rested.',
  },
  afterStayReview: {
    id: 'mail.templates.afterStayReview',
    defaultMessage:
      'Would you tell future guests about your stay? A few words and a rating take a minute, and your review joins our testimonials with the name of your {several, select, yes {suites} other {suite}}.',
  },
  afterStayClosing: {
    id: 'mail.templates.afterStayClosing',
    defaultMessage:
      'Left something behind, or need another copy of your receipt? Reception is open 24 hours on {phone}. We hope to welcome you back.',
  },
  reviewAction: { id: 'mail.templates.reviewAction', defaultMessage: 'Review my stay' },
  newsletterSubject: {
    id: 'mail.templates.newsletterSubject',
    defaultMessage: 'Welcome to our seasonal letter',
  },
  newsletterThanks: {
    id: 'mail.templates.newsletterThanks',
    defaultMessage:
      'Thank you for subscribing to the seasonal letter of {hotel}. A few times a year we will write about the tea gardens, the kitchen and what is happening at the house.',
  },
  newsletterLeave: {
    id: 'mail.templates.newsletterLeave',
    defaultMessage:
      'If you did not subscribe, or no longer wish to hear from us, leave the list with the link below.',
  },
  unsubscribe: { id: 'mail.templates.unsubscribe', defaultMessage: 'Unsubscribe' },
  heldSubject: {
    id: 'mail.templates.heldSubject',
    defaultMessage: 'Your suite is held until {until}: {reference}',
  },
  heldText: {
    id: 'mail.templates.heldText',
    defaultMessage:
      'Thank you for choosing {hotel}. We are holding the {suite} for you until {until}. Pay the deposit of {deposit} online by then and your stay is confirmed; the rest is paid at the hotel.',
  },
  heldEnds: {
    id: 'mail.templates.heldEnds',
    defaultMessage:
      'If the deposit is not paid in time, the hold ends by itself and nothing is charged.',
  },
  paidSubject: {
    id: 'mail.templates.paidSubject',
    defaultMessage: 'Payment received, your stay is confirmed: {reference}',
  },
  paidText: {
    id: 'mail.templates.paidText',
    defaultMessage:
      'Thank you: we have received your payment of {paid}, and your stay in the {suite} is confirmed. We look forward to welcoming you.',
  },
  paidReceipt: {
    id: 'mail.templates.paidReceipt',
    defaultMessage:
      'Your receipt is a link away, and the calendar file attached puts the stay in your calendar.',
  },
  receptionOpenShort: {
    id: 'mail.templates.receptionOpenShort',
    defaultMessage: 'Reception is open 24 hours if you need anything before you arrive.',
  },
  expiredSubject: {
    id: 'mail.templates.expiredSubject',
    defaultMessage: 'Your hold has ended: {reference}',
  },
  expiredText: {
    id: 'mail.templates.expiredText',
    defaultMessage:
      'We held the {suite} for you, but the deposit was not paid in time, so the hold has ended and the nights are free again. Nothing was charged.',
  },
  expiredAgain: {
    id: 'mail.templates.expiredAgain',
    defaultMessage:
      'If you still wish to stay with us, the suite may well be free: book it again in a few clicks, or call reception, open 24 hours.',
  },
  refundSubject: {
    id: 'mail.templates.refundSubject',
    defaultMessage: 'Your refund of {amount}: {reference}',
  },
  refund: { id: 'mail.templates.refund', defaultMessage: 'Refund' },
  refundClosing: {
    id: 'mail.templates.refundClosing',
    defaultMessage:
      'The refund goes back to the card or account you paid with. Banks usually take 7 to 10 working days to show it; reception will gladly help if it does not arrive.',
  },
  staffAlertAction: {
    id: 'mail.templates.staffAlertAction',
    defaultMessage: 'Open the booking list',
  },
});
const m = mailMessages;

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return layout(to, tr(m.resetSubject), {
    paragraphs: [salutation(name), tr(m.resetAsked), tr(m.resetNotYou)],
    action: { label: tr(m.resetAction), url },
  });
}

export function verificationMail(
  to: string,
  name: string,
  url: string,
  options: { admin?: boolean } = {},
): MailMessage {
  return layout(to, tr(m.verifySubject), {
    paragraphs: [
      salutation(name),
      tr(m.verifyWelcome),
      ...(options.admin ? [tr(m.verifyAdmin)] : []),
      tr(m.verifyNotYou),
    ],
    action: { label: tr(m.verifyAction), url },
  });
}

/** What the booking mails say about a stay. */
export interface MailedStay {
  reference: string;
  suiteName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  total: number;
  /** What was paid online (0 or absent: all is paid at the hotel). */
  amountPaid?: number;
}

/** The total and who is paid where: all at the hotel, or part online. */
function totalLine(stay: MailedStay): readonly [string, string] {
  const paid = stay.amountPaid ?? 0;
  return [
    tr(m.total),
    paid > 0
      ? tr(m.totalPartlyPaid, {
          total: formatBdt(stay.total),
          paid: formatBdt(paid),
          balance: formatBdt(Math.max(0, stay.total - paid)),
        })
      : tr(m.totalAtHotel, { total: formatBdt(stay.total) }),
  ];
}

function stayDetails(stay: MailedStay): (readonly [string, string])[] {
  return [
    [tr(m.reference), stay.reference],
    [tr(m.suite), stay.suiteName],
    [tr(m.arrival), formatStayDate(stay.checkIn)],
    [tr(m.departure), formatStayDate(stay.checkOut)],
    [tr(m.lengthOfStay), formatNights(stay.nights)],
    [tr(m.guests), formatParty(stay)],
  ];
}

export function bookingConfirmationMail(
  to: string,
  name: string,
  stay: MailedStay,
  links: { manageUrl: string; receiptUrl: string },
): MailMessage {
  return layout(to, tr(m.bookedSubject, { reference: stay.reference }), {
    paragraphs: [salutation(name), tr(m.bookedThanks, { hotel: HOTEL, suite: stay.suiteName })],
    details: [...stayDetails(stay), totalLine(stay)],
    closing: [tr(m.receptionBeforeArrival)],
    action: { label: tr(m.seeBookings), url: links.manageUrl },
    link: { label: tr(m.downloadReceiptPdf), url: links.receiptUrl },
  });
}

/** Sent when a guest (or reception) moves a booking to other dates or another party. */
export function bookingChangeMail(
  to: string,
  name: string,
  stay: MailedStay,
  manageUrl: string,
): MailMessage {
  return layout(to, tr(m.changedSubject, { reference: stay.reference }), {
    paragraphs: [
      salutation(name),
      tr(m.changedText, { reference: stay.reference, suite: stay.suiteName }),
    ],
    details: [...stayDetails(stay), totalLine(stay)],
    closing: [tr(m.changedCalendar)],
    action: { label: tr(m.seeBookings), url: manageUrl },
  });
}

/**
 * Sent when a booking is cancelled, by the guest or by the hotel: what was paid online is
 * refunded in full; otherwise there is nothing to pay.
 */
export function bookingCancellationMail(
  to: string,
  name: string,
  stay: MailedStay,
  options: { byHotel: boolean; bookUrl: string; refund: number },
): MailMessage {
  const { reference } = stay;
  return layout(to, tr(m.cancelledSubject, { reference }), {
    paragraphs: [
      salutation(name),
      tr(options.byHotel ? m.cancelledByHotel : m.cancelledAsAsked, { reference }),
    ],
    details: stayDetails(stay),
    closing: [
      options.refund > 0
        ? tr(m.refundOnWay, { amount: formatBdt(options.refund) })
        : tr(m.cancelledNothingToPay),
      tr(m.hopeAnotherTime),
    ],
    action: { label: tr(m.bookAnother), url: options.bookUrl },
  });
}

/**
 * The suites a stay mail speaks of, with the reference it goes under: one booking's, or those of
 * a reservation's suites (its SR reference).
 */
export interface MailedVisit {
  reference: string;
  rooms: readonly MailedStay[];
}

/** "the Lotus Pond Double", or "the Lotus Pond Double and the Garden King Suite". */
export function suiteList(suiteNamesOf: readonly string[]): string {
  const names = suiteNamesOf.map((suite) => tr(m.theSuite, { suite }));
  return new Intl.ListFormat(INTL_LOCALES[localeNow()], { type: 'conjunction' }).format(names);
}

/** A stay mail's lines about the suites: one suite and its guests, or each suite with its own. */
function visitRooms(visit: MailedVisit, first: MailedStay): (readonly [string, string])[] {
  return visit.rooms.length === 1
    ? [[tr(m.suite), first.suiteName]]
    : visit.rooms.map(
        (room) =>
          [
            room.suiteName,
            tr(m.roomParty, { party: formatParty(room), reference: room.reference }),
          ] as const,
      );
}

/**
 * Sent a few days before check-in (PRE_ARRIVAL_DAYS): when the suite is ready, how to reach the
 * house, whom to call, and when the guest arrives, or a request to say so on the booking's page.
 * Once for a reservation of several suites, listing them.
 */
export function preArrivalMail(
  to: string,
  name: string,
  visit: MailedVisit,
  arrival: {
    /** When the guest said they arrive, `HH:MM` in the hotel's time; null: not said yet. */
    arrivalTime: string | null;
    /** The booking's (or reservation's) page, where the guest sets it. */
    bookingUrl: string;
  },
): MailMessage {
  const [first] = visit.rooms;
  if (!first) throw new Error('a stay mail names no suite');
  const { arrivalTime, bookingUrl } = arrival;
  const several = visit.rooms.length > 1;
  const phone = hotel.phone.display;
  return layout(
    to,
    tr(m.preArrivalSubject, { date: formatStayDate(first.checkIn), reference: visit.reference }),
    {
      paragraphs: [
        salutation(name),
        tr(m.preArrivalNear, { suites: suiteList(visit.rooms.map((room) => room.suiteName)) }),
        arrivalTime
          ? tr(m.preArrivalTold, { time: arrivalTime })
          : tr(m.preArrivalAsk, { several: several ? 'yes' : 'no' }),
      ],
      details: [
        [tr(m.reference), visit.reference],
        ...visitRooms(visit, first),
        [tr(m.arrival), formatStayDate(first.checkIn)],
        [tr(m.checkIn), tr(m.checkInFrom, { time: tr(hotel.checkIn.display) })],
        [tr(m.arrivalTime), arrivalTime ?? tr(m.notToldYet)],
        [tr(m.departure), formatStayDate(first.checkOut)],
        [tr(m.checkOut), tr(m.checkOutUntil, { time: tr(hotel.checkOut.display) })],
        ...(several ? [] : [[tr(m.guests), formatParty(first)] as const]),
        [tr(m.reception), tr(m.receptionOpen, { phone })],
      ],
      closing: [...hotel.directions.map((words) => tr(words)), tr(m.callIfDelayed, { phone })],
      action: {
        label: tr(arrivalTime ? m.changeArrival : m.tellArrival),
        url: bookingUrl,
      },
    },
  );
}

/** Sent the day after check-out: thanks, and the review form for the stay (once for a reservation). */
export function afterStayMail(
  to: string,
  name: string,
  visit: MailedVisit,
  reviewUrl: string,
): MailMessage {
  const [first] = visit.rooms;
  if (!first) throw new Error('a stay mail names no suite');
  return layout(to, tr(m.afterStaySubject, { reference: visit.reference }), {
    paragraphs: [
      salutation(name),
      tr(m.afterStayThanks, { suites: suiteList(visit.rooms.map((room) => room.suiteName)) }),
      tr(m.afterStayReview, { several: visit.rooms.length > 1 ? 'yes' : 'no' }),
    ],
    details: [
      [tr(m.reference), visit.reference],
      ...visitRooms(visit, first),
      [tr(m.arrival), formatStayDate(first.checkIn)],
      [tr(m.departure), formatStayDate(first.checkOut)],
    ],
    closing: [tr(m.afterStayClosing, { phone: hotel.phone.display })],
    action: { label: tr(m.reviewAction), url: reviewUrl },
  });
}

/**
 * The one mail a new subscriber gets. The list keeps no names, so it greets a guest, and it
 * repeats nothing anyone typed: only the link to leave the list again.
 */
export function newsletterWelcomeMail(to: string, unsubscribeUrl: string): MailMessage {
  return layout(to, tr(m.newsletterSubject), {
    paragraphs: [salutation(''), tr(m.newsletterThanks, { hotel: HOTEL }), tr(m.newsletterLeave)],
    action: { label: tr(m.unsubscribe), url: unsubscribeUrl },
  });
}

/** The deposit's terms, as the mails about an unpaid booking write them. */
interface MailedHold {
  /** Whole BDT to pay online. */
  deposit: number;
  /** When the hold ends, written for people in the hotel's time. */
  until: string;
  payUrl: string;
}

/** Sent when a booking is made with online payment on: the suite is held until the deposit is paid. */
export function bookingHeldMail(
  to: string,
  name: string,
  stay: MailedStay,
  hold: MailedHold,
): MailMessage {
  return layout(to, tr(m.heldSubject, { until: hold.until, reference: stay.reference }), {
    paragraphs: [
      salutation(name),
      tr(m.heldText, {
        hotel: HOTEL,
        suite: stay.suiteName,
        until: hold.until,
        deposit: formatBdt(hold.deposit),
      }),
    ],
    details: [
      ...stayDetails(stay),
      [tr(m.total), tr(m.totalIncluded, { total: formatBdt(stay.total) })],
      [tr(m.depositNow), formatBdt(hold.deposit)],
    ],
    closing: [tr(m.heldEnds)],
    action: { label: tr(m.payDeposit), url: hold.payUrl },
  });
}

/** Sent when the gateway's verified payment confirms a booking. */
export function paymentReceivedMail(
  to: string,
  name: string,
  stay: MailedStay,
  payment: { paid: number; balance: number; receiptUrl: string },
): MailMessage {
  return layout(to, tr(m.paidSubject, { reference: stay.reference }), {
    paragraphs: [
      salutation(name),
      tr(m.paidText, { paid: formatBdt(payment.paid), suite: stay.suiteName }),
    ],
    details: [
      ...stayDetails(stay),
      [tr(m.total), tr(m.totalIncluded, { total: formatBdt(stay.total) })],
      [tr(m.paidOnline), formatBdt(payment.paid)],
      [tr(m.toPayAtHotel), formatBdt(payment.balance)],
    ],
    closing: [tr(m.paidReceipt), tr(m.receptionOpenShort)],
    action: { label: tr(m.downloadMyReceipt), url: payment.receiptUrl },
  });
}

/** Sent when an unpaid hold runs out: the nights are released, nothing was charged. */
export function holdExpiredMail(
  to: string,
  name: string,
  stay: MailedStay,
  bookUrl: string,
): MailMessage {
  return layout(to, tr(m.expiredSubject, { reference: stay.reference }), {
    paragraphs: [salutation(name), tr(m.expiredText, { suite: stay.suiteName })],
    details: stayDetails(stay),
    closing: [tr(m.expiredAgain)],
    action: { label: tr(m.bookAgain), url: bookUrl },
  });
}

/** Sent when a payment goes back to the guest. */
export function refundMail(
  to: string,
  name: string,
  stay: MailedStay,
  refund: { amount: number; why: string },
): MailMessage {
  const amount = formatBdt(refund.amount);
  return layout(to, tr(m.refundSubject, { amount, reference: stay.reference }), {
    paragraphs: [salutation(name), refund.why],
    details: [...stayDetails(stay), [tr(m.refund), amount]],
    closing: [tr(m.refundClosing)],
  });
}

/** Tells the hotel's staff about a payment that needs a person: a late payment, a refused refund. */
export function staffPaymentAlertMail(
  to: string,
  alert: { subject: string; message: string; reference: string; url: string },
): MailMessage {
  return layout(to, `${alert.subject}: ${alert.reference}`, {
    paragraphs: [alert.message],
    action: { label: tr(m.staffAlertAction), url: alert.url },
  });
}
