import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import LogIn from 'lucide-react/icons/log-in';
import LogOut from 'lucide-react/icons/log-out';
import UserX from 'lucide-react/icons/user-x';
import { useState } from 'react';
import type { Booking, BookingStatus } from '#shared/booking.ts';
import { statusMoveProblem } from '#shared/booking-status.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useMarkStatus } from '#web/features/bookings/api/mark-status.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  checkIn: { id: 'bookings.statusMarks.checkIn', defaultMessage: 'Check in' },
  checkInFor: {
    id: 'bookings.statusMarks.checkInFor',
    defaultMessage: 'Check in: {reference}, {guest}',
  },
  checkOut: { id: 'bookings.statusMarks.checkOut', defaultMessage: 'Check out' },
  checkOutFor: {
    id: 'bookings.statusMarks.checkOutFor',
    defaultMessage: 'Check out: {reference}, {guest}',
  },
  noShow: { id: 'bookings.statusMarks.noShow', defaultMessage: 'No-show' },
  noShowFor: {
    id: 'bookings.statusMarks.noShowFor',
    defaultMessage: 'No-show: {reference}, {guest}',
  },
  noShowTitle: { id: 'bookings.statusMarks.noShowTitle', defaultMessage: 'Mark as a no-show?' },
  noShowDescription: {
    id: 'bookings.statusMarks.noShowDescription',
    defaultMessage:
      '{guest} ({reference}) has not arrived for {suite}. The mark cannot be taken back.',
  },
  noShowConfirm: {
    id: 'bookings.statusMarks.noShowConfirm',
    defaultMessage: 'Yes, mark no-show',
  },
  failed: {
    id: 'bookings.statusMarks.failed',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  checkInOpens: {
    id: 'bookings.statusMarks.checkInOpens',
    defaultMessage: 'Check-in opens on {date}.',
  },
});

/** The marks the front desk gives a stay: checked in, checked out, no-show. */
export type FrontDeskMark = Extract<BookingStatus, 'checked_in' | 'checked_out' | 'no_show'>;

/** What each list offers: an arrival is checked in or a no-show, a departure checked out. */
export const ARRIVAL_MARKS: readonly FrontDeskMark[] = ['checked_in', 'no_show'];
export const DEPARTURE_MARKS: readonly FrontDeskMark[] = ['checked_out'];
export const ALL_MARKS: readonly FrontDeskMark[] = ['checked_in', 'checked_out', 'no_show'];

const buttons = {
  checked_in: { label: messages.checkIn, name: messages.checkInFor, icon: LogIn },
  checked_out: { label: messages.checkOut, name: messages.checkOutFor, icon: LogOut },
} as const;

interface StatusMarksProps {
  booking: Booking;
  offer: readonly FrontDeskMark[];
  /** The hotel's date, which the rules read. */
  today: string;
  /** After the server took the mark, with the booking as it now is. */
  onMarked: (booking: Booking) => void;
}

/**
 * The buttons that move a stay forward at the front desk, only those the rules allow today
 * (statusMoveProblem); the server checks again, and its refusal (another desk was quicker) is
 * shown here. No-show, which a guest cannot undo by turning up, is asked first.
 */
export function StatusMarks({ booking, offer, today, onMarked }: StatusMarksProps) {
  const mark = useMarkStatus();
  const [error, setError] = useState<string>();
  const allowed = offer.filter((to) => statusMoveProblem(booking, to, today) === null);
  const who = { reference: booking.reference, guest: booking.guest.name };

  const move = async (status: FrontDeskMark) => {
    setError(undefined);
    const marked = await mark.mutateAsync({ id: booking.id, status });
    onMarked(marked);
  };
  const moveShowingError = (status: FrontDeskMark) =>
    move(status).catch((failure: unknown) =>
      setError(failure instanceof Error && failure.message ? failure.message : t(messages.failed)),
    );

  if (allowed.length === 0) {
    const waiting = booking.status === 'confirmed' && today < booking.checkIn;
    return waiting ? (
      <p className="text-sm text-ink-muted">
        {t(messages.checkInOpens, { date: formatStayDate(booking.checkIn, 'short') })}
      </p>
    ) : null;
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {allowed.map((to) => {
          if (to === 'no_show') {
            return (
              <ConfirmDialog
                key={to}
                trigger={
                  <>
                    <UserX aria-hidden="true" className="size-4" strokeWidth={1.5} />
                    {t(messages.noShow)}
                  </>
                }
                triggerLabel={t(messages.noShowFor, who)}
                triggerClassName="inline-flex min-h-10 items-center justify-center gap-2 rounded-[2px] border border-danger/60 px-4 text-xs font-medium uppercase tracking-[0.16em] text-danger transition-colors hover:bg-danger hover:text-ivory"
                title={t(messages.noShowTitle)}
                description={
                  <p>{t(messages.noShowDescription, { ...who, suite: booking.suite.name })}</p>
                }
                confirmLabel={t(messages.noShowConfirm)}
                onConfirm={() => move(to)}
              />
            );
          }
          const { label, name, icon: Icon } = buttons[to];
          return (
            <Button
              key={to}
              size="sm"
              variant={to === 'checked_in' ? 'primary' : 'outline'}
              disabled={mark.isPending}
              aria-label={t(name, who)}
              onClick={() => void moveShowingError(to)}
            >
              <Icon aria-hidden="true" className="size-4" strokeWidth={1.5} />
              {t(label)}
            </Button>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
