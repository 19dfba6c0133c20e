import { formatBdt } from '#shared/money.ts';
import type { MailMessage } from './mailer.ts';

const HOTEL = 'Chandrabati Heritage Resort';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Letters with spaces, apostrophes, dots and hyphens: "Nusrat Jahan", "D'Souza", "J. R. Khan". */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M}' .-]{0,39}$/u;
/** Two words joined by a dot, as in a web address: "evil.example", "www.x". */
const DOMAIN_LIKE = /\p{L}{2,}\.\p{L}{2,}/u;

/**
 * How a mail addresses its reader. The name is whatever someone typed at sign-up, and the mail
 * may go to an address nobody has confirmed: only a short, plain name that cannot carry a link
 * or a message is repeated; anything else becomes "guest".
 */
export function salutation(name: string): string {
  const trimmed = name.trim();
  const plain = PLAIN_NAME.test(trimmed) && !DOMAIN_LIKE.test(trimmed);
  return `Dear ${plain ? trimmed : 'guest'},`;
}

function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${HOTEL}`,
  ].join('\n\n');
  const html = [
    `<div style="font-family:Georgia,serif;max-width:560px;margin:auto;color:#1f2a24">`,
    `<h1 style="font-weight:500;color:#1f3a2e">${escapeHtml(subject)}</h1>`,
    ...paragraphs.map((paragraph) => `<p style="line-height:1.6">${escapeHtml(paragraph)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1f3a2e;color:#faf6ee;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p style="color:#5b6660">${HOTEL}</p></div>`,
  ].join('');
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return layout(
    to,
    'Reset your password',
    [
      salutation(name),
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works once, for one hour.',
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function verificationMail(
  to: string,
  name: string,
  url: string,
  options: { admin?: boolean } = {},
): MailMessage {
  return layout(
    to,
    'Confirm your email address',
    [
      salutation(name),
      'Welcome. Please confirm your email address to finish creating your account.',
      ...(options.admin
        ? [
            'This address is named as one of the hotel\'s administrators: confirming it gives the account the staff dashboard. Confirm only if you created this account yourself. If you did not, ignore this message and choose a new password with "Forgot your password?" on the log-in page.',
          ]
        : []),
      'If you did not sign up, ignore this message: nothing happens without the link.',
    ],
    { label: 'Confirm my email', url },
  );
}

export function bookingConfirmationMail(
  to: string,
  name: string,
  booking: {
    reference: string;
    suiteName: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    total: number;
  },
  manageUrl: string,
): MailMessage {
  const total = formatBdt(booking.total);
  return layout(
    to,
    `Your stay is booked: ${booking.reference}`,
    [
      salutation(name),
      `Thank you for booking the ${booking.suiteName}, from ${booking.checkIn} to ${booking.checkOut} (${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'}).`,
      `Your booking reference is ${booking.reference}. The total of ${total}, service charge, VAT and tax included, is paid at the hotel.`,
      'Reception is open 24 hours if you need anything before you arrive.',
    ],
    { label: 'See my bookings', url: manageUrl },
  );
}

/**
 * The one mail a new subscriber gets. The list keeps no names, so it greets a guest, and it
 * repeats nothing anyone typed: only the link to leave the list again.
 */
export function newsletterWelcomeMail(to: string, unsubscribeUrl: string): MailMessage {
  return layout(
    to,
    'Welcome to our seasonal letter',
    [
      salutation(''),
      `Thank you for subscribing to the seasonal letter of ${HOTEL}. A few times a year we will write about the tea gardens, the kitchen and what is happening at the house.`,
      'If you did not subscribe, or no longer wish to hear from us, leave the list with the link below.',
    ],
    { label: 'Unsubscribe', url: unsubscribeUrl },
  );
}
