import { hotel } from '#shared/hotel.ts';
import { DEFAULT_LOCALE, INTL_LOCALES, localizedPath, splitLocale } from '#shared/locale.ts';
import { defineMessages, localeNow, tr } from '#shared/messages.ts';
import type { MailMessage } from './mailer.ts';

const messages = defineMessages({
  dearName: { id: 'mail.layout.dearName', defaultMessage: 'Dear {name},' },
  dearGuest: { id: 'mail.layout.dearGuest', defaultMessage: 'Dear guest,' },
});

/**
 * Every mail's frame: the greeting, paragraphs, detail rows and one link, written once as plain
 * text and as HTML, signed with the hotel's address (templates.ts composes the mails).
 */

export const HOTEL = hotel.name;
/** The hotel's address on one line, in the language of the mail. */
const hotelAddress = () =>
  Object.values(hotel.address)
    .map((words) => tr(words))
    .join(', ');

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
  return plain ? tr(messages.dearName, { name: trimmed }) : tr(messages.dearGuest);
}

/**
 * A link of a mail, to the page in the mail's language: `https://…/dashboard` →
 * `https://…/bn/dashboard` in a Bengali mail. The API's addresses (a receipt, a confirmation
 * link) and a page already in a language stay as they are.
 */
export function pageInMailLanguage(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const path = parsed.pathname;
  if (path === '/api' || path.startsWith('/api/')) return url;
  const locale = localeNow();
  if (locale === DEFAULT_LOCALE || splitLocale(path).locale !== DEFAULT_LOCALE) return url;
  const localized = localizedPath(locale, `${path}${parsed.search}${parsed.hash}`);
  return new URL(localized, parsed.origin).toString();
}

export interface MailContent {
  paragraphs: string[];
  /** Facts shown as a two-column table (label, value), after the paragraphs. */
  details?: (readonly [string, string])[];
  /** Paragraphs after the details. */
  closing?: string[];
  action?: { label: string; url: string };
  /** A second, quieter link after the action (the receipt). */
  link?: { label: string; url: string };
}

/**
 * One mail in the hotel's letterhead: an HTML part and a plain-text part saying the same, every
 * value escaped, signed with the hotel's name, address and phone.
 */
export function layout(to: string, subject: string, content: MailContent): MailMessage {
  const { paragraphs, details = [], closing = [] } = content;
  const action = content.action && {
    ...content.action,
    url: pageInMailLanguage(content.action.url),
  };
  const link = content.link && { ...content.link, url: pageInMailLanguage(content.link.url) };
  const labelWidth = Math.max(0, ...details.map(([label]) => label.length)) + 2;
  const text = [
    ...paragraphs,
    ...(details.length
      ? [details.map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}${value}`).join('\n')]
      : []),
    ...closing,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    `— ${HOTEL}\n${hotelAddress()}\n${hotel.phone.display} · ${hotel.email}`,
  ].join('\n\n');
  const paragraph = (words: string) =>
    `<p style="line-height:1.6;margin:0 0 16px">${escapeHtml(words)}</p>`;
  const html = [
    `<div lang="${INTL_LOCALES[localeNow()]}" style="font-family:Georgia,serif;max-width:560px;margin:auto;color:#1f2a24">`,
    `<h1 style="font-weight:500;color:#1f3a2e">${escapeHtml(subject)}</h1>`,
    ...paragraphs.map(paragraph),
    details.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${details
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#5b6660;padding:6px 16px 6px 0;border-bottom:1px solid #e4dccb;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #e4dccb">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    ...closing.map(paragraph),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1f3a2e;color:#faf6ee;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="color:#1f3a2e">${escapeHtml(link.label)}</a></p>`
      : '',
    `<p style="color:#5b6660;line-height:1.6;margin-top:32px">${escapeHtml(HOTEL)}<br>${escapeHtml(hotelAddress())}<br>${escapeHtml(hotel.phone.display)} · ${escapeHtml(hotel.email)}</p></div>`,
  ].join('');
  return { to, subject, text, html };
}
