import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#shared/account.ts';
import type { StayQuote } from '#shared/booking.ts';
import { hasFieldErrors } from '#shared/field-errors.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { ReservationQuote } from '#shared/reservation.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { suiteNames } from '#web/features/bookings/lib/suite-names.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  bookingList: { id: 'booking.reserveActions.bookingList', defaultMessage: 'Your booking list' },
  setTaken: {
    id: 'booking.reserveActions.setTaken',
    defaultMessage:
      '{count, plural, one {Sorry: {names} is no longer free for these dates. Please search again for other dates or another set of suites.} other {Sorry: {names} are no longer free for these dates. Please search again for other dates or another set of suites.}}',
  },
  suiteTaken: {
    id: 'booking.reserveActions.suiteTaken',
    defaultMessage:
      'Sorry: {suite} is no longer free for these dates. Please choose other dates or another suite.',
  },
  backToSearch: { id: 'booking.reserveActions.backToSearch', defaultMessage: 'Back to the search' },
  sentences: {
    id: 'booking.reserveActions.sentences',
    description: 'Two of the server’s reasons, one after the other.',
    defaultMessage: '{first}. {second}',
  },
  failed: {
    id: 'booking.reserveActions.failed',
    defaultMessage: 'We could not place your booking. Please try again.',
  },
  total: { id: 'booking.reserveActions.total', defaultMessage: 'Total (BDT)' },
  reserve: { id: 'booking.reserveActions.reserve', defaultMessage: 'Reserve Now' },
  reserving: { id: 'booking.reserveActions.reserving', defaultMessage: 'Reserving…' },
  logInFirst: {
    id: 'booking.reserveActions.logInFirst',
    defaultMessage:
      'You will be asked to log in or create an account; we bring you straight back here.',
  },
  deposit: {
    id: 'booking.reserveActions.deposit',
    defaultMessage:
      '{set, select, yes {Reserving holds the suites for {minutes, number} minutes while you pay the {deposit} deposit online.} other {Reserving holds the suite for {minutes, number} minutes while you pay the {deposit} deposit online.}}',
  },
  payAtHotel: {
    id: 'booking.reserveActions.payAtHotel',
    defaultMessage: 'Nothing is charged now: you pay at the hotel on arrival.',
  },
  changeSet: { id: 'booking.reserveActions.changeSet', defaultMessage: 'Change dates or suites' },
  changeSuite: {
    id: 'booking.reserveActions.changeSuite',
    defaultMessage: 'Change dates or suite',
  },
});

interface ReserveActionsProps {
  /**
   * The server's price of the stay, whether the suite is still free, and how it is paid; or the
   * same of a set of suites, each free or not.
   */
  stayQuote: StayQuote | ReservationQuote;
  /** The signed-in guest: null when signed out, undefined while the session is read. */
  user: CurrentUser | null | undefined;
  userPending: boolean;
  /** Reserve Now is on its way, or why it failed. */
  reserving: boolean;
  error: Error | null;
  onReserve: () => void;
  /** Back to the search with this suite still chosen. */
  searchAgain: string;
  /** What lets a guest whose email is not confirmed yet ask for the link again. */
  confirmationLink: (email: string) => ReactNode;
}

/**
 * The foot of the reservation's price: Reserve Now and what it costs now, or why the stay cannot
 * be reserved (the guest's limit, the nights just taken, another failure).
 */
export function ReserveActions({
  stayQuote,
  user,
  userPending,
  reserving,
  error,
  onReserve,
  searchAgain,
  confirmationLink,
}: ReserveActionsProps) {
  const { quote: price, available } = stayQuote;
  const set = 'rooms' in stayQuote;
  const takenNames =
    'rooms' in stayQuote
      ? stayQuote.rooms.filter((room) => !room.available).map((room) => room.suite.name)
      : [stayQuote.suite.name];
  const taken = suiteNames(takenNames);
  const signedOut = user === null;
  const refusal = error instanceof ApiClientError ? error : null;
  // The guest holds as many stays as they may (for now, until their email is confirmed).
  const limited =
    refusal?.code === 'BOOKING_LIMIT' || refusal?.code === 'EMAIL_NOT_VERIFIED' ? refusal : null;
  const conflict = !limited && refusal?.status === 409 ? refusal : null;
  const failure =
    error && !conflict && !limited
      ? error instanceof ApiClientError && hasFieldErrors(error.fields)
        ? Object.values(error.fields).reduce((first, second) =>
            t(messages.sentences, { first, second }),
          )
        : error.message || t(messages.failed)
      : null;

  return (
    // On a phone its items join the section's own grid, so the pinned bar below may stay on
    // screen for as long as the section is.
    <div className="mt-6 grid gap-4 max-lg:contents">
      {limited ? (
        <FormAlert>
          <p>{limited.message}</p>
          <div className="mt-3">
            {limited.code === 'EMAIL_NOT_VERIFIED' && user ? (
              confirmationLink(user.email)
            ) : (
              <ButtonLink to={paths.dashboard} variant="quiet">
                {t(messages.bookingList)}
              </ButtonLink>
            )}
          </div>
        </FormAlert>
      ) : conflict || !available ? (
        <FormAlert>
          <p>
            {conflict
              ? conflict.message
              : set
                ? t(messages.setTaken, { count: takenNames.length, names: taken })
                : t(messages.suiteTaken, { suite: taken })}
          </p>
          <p className="mt-2">
            <ButtonLink to={searchAgain} variant="quiet">
              {t(messages.backToSearch)}
            </ButtonLink>
          </p>
        </FormAlert>
      ) : (
        <>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {/* On a phone the total and Reserve Now stay pinned at the bottom of the screen
              while the guest reads the lines and the suite below. */}
          <div className="max-lg:sticky max-lg:bottom-0 max-lg:z-20 max-lg:-mx-6 max-lg:flex max-lg:items-center max-lg:gap-4 max-lg:border-t max-lg:border-rule max-lg:bg-ivory/95 max-lg:px-6 max-lg:py-3 max-lg:backdrop-blur max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:max-lg:-mx-8 sm:max-lg:px-8">
            {/* The total is read out in the lines above; this copy is for the eye. */}
            <p aria-hidden="true" className="shrink-0 lg:hidden">
              <span className="block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-ink">
                {t(messages.total)}
              </span>
              <span className="font-display text-2xl tabular-nums text-forest">
                {formatBdt(price.total)}
              </span>
            </p>
            <Button onClick={onReserve} disabled={reserving || userPending} className="w-full">
              {t(reserving ? messages.reserving : messages.reserve)}
            </Button>
          </div>
          {signedOut ? (
            <p className="flex gap-2 text-sm text-ink-muted">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(messages.logInFirst)}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">
              {stayQuote.payment
                ? t(messages.deposit, {
                    set: set ? 'yes' : 'no',
                    minutes: stayQuote.payment.holdMinutes,
                    deposit: formatBdt(stayQuote.payment.deposit),
                  })
                : t(messages.payAtHotel)}
            </p>
          )}
        </>
      )}
      <ButtonLink to={searchAgain} variant="quiet" className="justify-self-start">
        {t(set ? messages.changeSet : messages.changeSuite)}
      </ButtonLink>
    </div>
  );
}
