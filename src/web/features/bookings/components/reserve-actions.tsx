import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#shared/account.ts';
import type { StayQuote } from '#shared/booking.ts';
import { hasFieldErrors } from '#shared/field-errors.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { ReservationQuote } from '#shared/reservation.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { ApiClientError } from '#web/lib/api-client-error.ts';

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
  const taken =
    'rooms' in stayQuote
      ? stayQuote.rooms
          .filter((room) => !room.available)
          .map((room) => room.suite.name)
          .join(' and ')
      : stayQuote.suite.name;
  const signedOut = user === null;
  const refusal = error instanceof ApiClientError ? error : null;
  // The guest holds as many stays as they may (for now, until their email is confirmed).
  const limited =
    refusal?.code === 'BOOKING_LIMIT' || refusal?.code === 'EMAIL_NOT_VERIFIED' ? refusal : null;
  const conflict = !limited && refusal?.status === 409 ? refusal : null;
  const failure =
    error && !conflict && !limited
      ? error instanceof ApiClientError && hasFieldErrors(error.fields)
        ? Object.values(error.fields).join('. ')
        : error.message || 'We could not place your booking. Please try again.'
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
                Your booking list
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
                ? `Sorry: ${taken} ${taken.includes(' and ') ? 'are' : 'is'} no longer free for these dates. Please search again for other dates or another set of suites.`
                : `Sorry: ${taken} is no longer free for these dates. Please choose other dates or another suite.`}
          </p>
          <p className="mt-2">
            <ButtonLink to={searchAgain} variant="quiet">
              Back to the search
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
                Total (BDT)
              </span>
              <span className="font-display text-2xl tabular-nums text-forest">
                {formatBdt(price.total)}
              </span>
            </p>
            <Button onClick={onReserve} disabled={reserving || userPending} className="w-full">
              {reserving ? 'Reserving…' : 'Reserve Now'}
            </Button>
          </div>
          {signedOut ? (
            <p className="flex gap-2 text-sm text-ink-muted">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              You will be asked to log in or create an account; we bring you straight back here.
            </p>
          ) : (
            <p className="text-sm text-ink-muted">
              {stayQuote.payment
                ? `Reserving holds the ${set ? 'suites' : 'suite'} for ${stayQuote.payment.holdMinutes} minutes while you pay the ${formatBdt(stayQuote.payment.deposit)} deposit online.`
                : 'Nothing is charged now: you pay at the hotel on arrival.'}
            </p>
          )}
        </>
      )}
      <ButtonLink to={searchAgain} variant="quiet" className="justify-self-start">
        {set ? 'Change dates or suites' : 'Change dates or suite'}
      </ButtonLink>
    </div>
  );
}
