import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/booking.ts';
import { defineMessages } from '#shared/messages.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { locale } from '#web/lib/intl.ts';

const messages = defineMessages({
  name: {
    id: 'bookings.bookingFileLink.name',
    defaultMessage: '{label}<hidden> ({reference})</hidden>',
  },
});

/** Words for screen readers only, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/**
 * A booking's or reservation's file (receipt, calendar event) in the page's language: the server
 * writes it in the language `lang` names. English files keep their plain address.
 */
export function inPageLanguage(href: string): string {
  return locale === 'en' ? href : `${href}?lang=${locale}`;
}

/** A file link's text, its reference for screen readers only after it: "Receipt (SB-…)". */
export function FileLinkName({ label, reference }: { label: string; reference: string }) {
  return <Message of={messages.name} values={{ label, reference, hidden }} />;
}

/**
 * A link that downloads one of a booking's files (its calendar event, its receipt): a text link
 * in a table's cell, or an outlined button; its accessible name ends with the reference.
 */
export function BookingFileLink({
  booking,
  href,
  extension,
  label,
  icon: Icon,
  compact,
  size,
}: {
  booking: Booking;
  href: string;
  extension: 'ics' | 'pdf';
  label: string;
  icon: LucideIcon;
  compact: boolean;
  size: 'sm' | 'md';
}) {
  return (
    <a
      href={inPageLanguage(href)}
      download={`${booking.reference}.${extension}`}
      className={
        compact
          ? buttonClasses('quiet', 'sm', 'justify-start tracking-[0.08em] whitespace-nowrap')
          : buttonClasses('outline', size)
      }
    >
      {compact ? null : <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />}
      <FileLinkName label={label} reference={booking.reference} />
    </a>
  );
}
