import { hotel } from '#shared/hotel.ts';
import { tr } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { formatNights, formatParty, formatStayDate } from '#shared/stay-format.ts';
import { HOTEL, layout, salutation } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return layout(to, 'Reset your password', {
    paragraphs: [
      salutation(name),
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works once, for one hour.',
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
}

export function verificationMail(
  to: string,
  name: string,
  url: string,
  options: { admin?: boolean } = {},
): MailMessage {
  return layout(to, 'Confirm your email address', {
    paragraphs: [
      salutation(name),
      'Welcome. Please confirm your email address to finish creating your account.',
      ...(options.admin
        ? [
            'This address is named as one of the hotel\'s administrators: confirming it gives the account the staff dashboard. Confirm only if you created this account yourself. If you did not, ignore this message and choose a new password with "Forgot your password?" on the log-in page.',
          ]
        : []),
      'If you did not sign up, ignore this message: nothing happens without the link.',
    ],
    action: { label: 'Confirm my email', url },
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
    'Total',
    paid > 0
      ? `${formatBdt(stay.total)} (service charge, VAT and tax included): ${formatBdt(paid)} paid online, ${formatBdt(Math.max(0, stay.total - paid))} at the hotel`
      : `${formatBdt(stay.total)} (service charge, VAT and tax included), paid at the hotel`,
  ];
}

function stayDetails(stay: MailedStay): (readonly [string, string])[] {
  return [
    ['Reference', stay.reference],
    ['Suite', stay.suiteName],
    ['Arrival', formatStayDate(stay.checkIn)],
    ['Departure', formatStayDate(stay.checkOut)],
    ['Length of stay', formatNights(stay.nights)],
    ['Guests', formatParty(stay)],
  ];
}

export function bookingConfirmationMail(
  to: string,
  name: string,
  stay: MailedStay,
  links: { manageUrl: string; receiptUrl: string },
): MailMessage {
  return layout(to, `Your stay is booked: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you for choosing ${HOTEL}. Your stay in the ${stay.suiteName} is confirmed; we look forward to welcoming you.`,
    ],
    details: [...stayDetails(stay), totalLine(stay)],
    closing: [
      'Reception is open 24 hours if you need anything before you arrive: a car from Sreemangal station, a late arrival, a special occasion.',
    ],
    action: { label: 'See my bookings', url: links.manageUrl },
    link: { label: 'Download the receipt (PDF)', url: links.receiptUrl },
  });
}

/** Sent when a guest (or reception) moves a booking to other dates or another party. */
export function bookingChangeMail(
  to: string,
  name: string,
  stay: MailedStay,
  manageUrl: string,
): MailMessage {
  return layout(to, `Your booking is changed: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      `Your booking ${stay.reference} in the ${stay.suiteName} now reads as below. Your previous dates are released.`,
    ],
    details: [...stayDetails(stay), totalLine(stay)],
    closing: ['The calendar file attached replaces the one we sent before.'],
    action: { label: 'See my bookings', url: manageUrl },
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
  return layout(to, `Your booking is cancelled: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      options.byHotel
        ? `Our reception team has cancelled your booking ${stay.reference}. If you did not expect this, please call us: we will gladly help.`
        : `As you asked, your booking ${stay.reference} is cancelled.`,
    ],
    details: stayDetails(stay),
    closing: [
      options.refund > 0
        ? `The ${formatBdt(options.refund)} you paid online is being refunded in full to the card or account you paid with; banks usually take 7 to 10 working days to show it.`
        : 'There is nothing to pay: no charge was taken for this booking.',
      'We hope to welcome you another time.',
    ],
    action: { label: 'Book another stay', url: options.bookUrl },
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
function suiteNames(visit: MailedVisit): string {
  const names = visit.rooms.map((room) => `the ${room.suiteName}`);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? '');
}

/** A stay mail's lines about the suites: one suite and its guests, or each suite with its own. */
function visitRooms(visit: MailedVisit, first: MailedStay): (readonly [string, string])[] {
  return visit.rooms.length === 1
    ? [['Suite', first.suiteName]]
    : visit.rooms.map(
        (room) => [room.suiteName, `${formatParty(room)} (${room.reference})`] as const,
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
  return layout(to, `Your stay begins ${formatStayDate(first.checkIn)}: ${visit.reference}`, {
    paragraphs: [
      salutation(name),
      `Your stay in ${suiteNames(visit)} is drawing near, and we are getting the house ready for you. Here is what will help on your way.`,
      arrivalTime
        ? `You told us you expect to arrive at about ${arrivalTime}; reception will be waiting. If that changes, change it on your booking's page, or call us.`
        : `At what time do you expect to arrive? Tell us on your booking's page, so that your ${several ? 'suites' : 'suite'} and reception are ready when you are, and we can send a car to the station if you wish.`,
    ],
    details: [
      ['Reference', visit.reference],
      ...visitRooms(visit, first),
      ['Arrival', formatStayDate(first.checkIn)],
      ['Check-in', `from ${tr(hotel.checkIn.display)}`],
      ['Your arrival time', arrivalTime ?? 'not told yet'],
      ['Departure', formatStayDate(first.checkOut)],
      ['Check-out', `until ${tr(hotel.checkOut.display)}`],
      ...(several ? [] : [['Guests', formatParty(first)] as const]),
      ['Reception', `${hotel.phone.display}, open 24 hours`],
    ],
    closing: [
      ...hotel.directions.map((words) => tr(words)),
      `Call reception on ${hotel.phone.display} at any hour if you are delayed or need anything on the way.`,
    ],
    action: {
      label: arrivalTime ? 'Change my arrival time' : 'Tell us when you arrive',
      url: bookingUrl,
    },
  });
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
  return layout(to, `Thank you for staying with us: ${visit.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you for staying in ${suiteNames(visit)}. We hope the tea gardens were kind to you and that you went home rested.`,
      `Would you tell future guests about your stay? A few words and a rating take a minute, and your review joins our testimonials with the name of your ${visit.rooms.length > 1 ? 'suites' : 'suite'}.`,
    ],
    details: [
      ['Reference', visit.reference],
      ...visitRooms(visit, first),
      ['Arrival', formatStayDate(first.checkIn)],
      ['Departure', formatStayDate(first.checkOut)],
    ],
    closing: [
      `Left something behind, or need another copy of your receipt? Reception is open 24 hours on ${hotel.phone.display}. We hope to welcome you back.`,
    ],
    action: { label: 'Review my stay', url: reviewUrl },
  });
}

/**
 * The one mail a new subscriber gets. The list keeps no names, so it greets a guest, and it
 * repeats nothing anyone typed: only the link to leave the list again.
 */
export function newsletterWelcomeMail(to: string, unsubscribeUrl: string): MailMessage {
  return layout(to, 'Welcome to our seasonal letter', {
    paragraphs: [
      salutation(''),
      `Thank you for subscribing to the seasonal letter of ${HOTEL}. A few times a year we will write about the tea gardens, the kitchen and what is happening at the house.`,
      'If you did not subscribe, or no longer wish to hear from us, leave the list with the link below.',
    ],
    action: { label: 'Unsubscribe', url: unsubscribeUrl },
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
  return layout(to, `Your suite is held until ${hold.until}: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you for choosing ${HOTEL}. We are holding the ${stay.suiteName} for you until ${hold.until}. Pay the deposit of ${formatBdt(hold.deposit)} online by then and your stay is confirmed; the rest is paid at the hotel.`,
    ],
    details: [
      ...stayDetails(stay),
      ['Total', `${formatBdt(stay.total)} (service charge, VAT and tax included)`],
      ['Deposit to pay now', formatBdt(hold.deposit)],
    ],
    closing: [
      'If the deposit is not paid in time, the hold ends by itself and nothing is charged.',
    ],
    action: { label: 'Pay the deposit', url: hold.payUrl },
  });
}

/** Sent when the gateway's verified payment confirms a booking. */
export function paymentReceivedMail(
  to: string,
  name: string,
  stay: MailedStay,
  payment: { paid: number; balance: number; receiptUrl: string },
): MailMessage {
  return layout(to, `Payment received, your stay is confirmed: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      `Thank you: we have received your payment of ${formatBdt(payment.paid)}, and your stay in the ${stay.suiteName} is confirmed. We look forward to welcoming you.`,
    ],
    details: [
      ...stayDetails(stay),
      ['Total', `${formatBdt(stay.total)} (service charge, VAT and tax included)`],
      ['Paid online', formatBdt(payment.paid)],
      ['To pay at the hotel', formatBdt(payment.balance)],
    ],
    closing: [
      'Your receipt is a link away, and the calendar file attached puts the stay in your calendar.',
      'Reception is open 24 hours if you need anything before you arrive.',
    ],
    action: { label: 'Download my receipt', url: payment.receiptUrl },
  });
}

/** Sent when an unpaid hold runs out: the nights are released, nothing was charged. */
export function holdExpiredMail(
  to: string,
  name: string,
  stay: MailedStay,
  bookUrl: string,
): MailMessage {
  return layout(to, `Your hold has ended: ${stay.reference}`, {
    paragraphs: [
      salutation(name),
      `We held the ${stay.suiteName} for you, but the deposit was not paid in time, so the hold has ended and the nights are free again. Nothing was charged.`,
    ],
    details: stayDetails(stay),
    closing: [
      'If you still wish to stay with us, the suite may well be free: book it again in a few clicks, or call reception, open 24 hours.',
    ],
    action: { label: 'Book again', url: bookUrl },
  });
}

/** Sent when a payment goes back to the guest. */
export function refundMail(
  to: string,
  name: string,
  stay: MailedStay,
  refund: { amount: number; why: string },
): MailMessage {
  return layout(to, `Your refund of ${formatBdt(refund.amount)}: ${stay.reference}`, {
    paragraphs: [salutation(name), refund.why],
    details: [...stayDetails(stay), ['Refund', formatBdt(refund.amount)]],
    closing: [
      'The refund goes back to the card or account you paid with. Banks usually take 7 to 10 working days to show it; reception will gladly help if it does not arrive.',
    ],
  });
}

/** Tells the hotel's staff about a payment that needs a person: a late payment, a refused refund. */
export function staffPaymentAlertMail(
  to: string,
  alert: { subject: string; message: string; reference: string; url: string },
): MailMessage {
  return layout(to, `${alert.subject}: ${alert.reference}`, {
    paragraphs: [alert.message],
    action: { label: 'Open the booking list', url: alert.url },
  });
}
