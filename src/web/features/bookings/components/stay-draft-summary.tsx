import type { UseQueryResult } from '@tanstack/react-query';
import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StayQuote } from '#shared/booking.ts';
import type { ChosenExtra } from '#shared/extras.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { type GuestDetails, guestDetailsFormSchema } from '#shared/guest-details.ts';
import { defineMessages } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import type { ReservationQuote } from '#shared/reservation.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useWithdrawnExtras } from '#web/features/bookings/api/get-extras.ts';
import { ExtrasPicker } from '#web/features/bookings/components/extras-picker.tsx';
import {
  GuestDetailsDisclosure,
  guestDetailsValues,
  withGuestDetails,
} from '#web/features/bookings/components/guest-details-fields.tsx';
import { PaymentSystem } from '#web/features/bookings/components/pay-at-hotel.tsx';
import { PriceLines } from '#web/features/bookings/components/price-lines.tsx';
import { PromoCodeForm } from '#web/features/bookings/components/promo-code-form.tsx';
import { ReserveActions } from '#web/features/bookings/components/reserve-actions.tsx';
import {
  clearBookingDraft,
  type StayDraft,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { t } from '#web/lib/intl.ts';
import { NEW_SCREEN_STATE } from '#web/lib/new-screen.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

const messages = defineMessages({
  suitesUnbookable: {
    id: 'booking.draftSummary.suitesUnbookable',
    defaultMessage: 'These suites can no longer be booked',
  },
  stayUnbookable: {
    id: 'booking.draftSummary.stayUnbookable',
    defaultMessage: 'This stay can no longer be booked',
  },
  searchAgain: { id: 'booking.draftSummary.searchAgain', defaultMessage: 'Search again' },
  reason: {
    id: 'booking.draftSummary.reason',
    description: 'One reason the stay can no longer be booked, as a sentence.',
    defaultMessage: '{reason}.',
  },
  priceFailed: {
    id: 'booking.draftSummary.priceFailed',
    defaultMessage: 'We could not price your stay',
  },
  priceTitle: { id: 'booking.draftSummary.priceTitle', defaultMessage: 'Price of your stay' },
  setWithdrawn: {
    id: 'booking.draftSummary.setWithdrawn',
    defaultMessage: 'One of these suites is no longer offered for booking online',
  },
  suiteWithdrawn: {
    id: 'booking.draftSummary.suiteWithdrawn',
    defaultMessage: 'This suite is no longer offered for booking online',
  },
  pricing: { id: 'booking.draftSummary.pricing', defaultMessage: 'Pricing your stay…' },
});

/**
 * The promo code and extras chosen on /booking over the draft read from storage, each kept in the
 * draft as it changes, with what the guest was told when one was taken off.
 */
export function useDraftOffers<Draft extends StayDraft>(chosen: Draft) {
  const [promoCode, setPromoCode] = useState(chosen.promoCode);
  const [extras, setExtras] = useState(chosen.extras);
  const [codeNotice, setCodeNotice] = useState<string>();
  const [extrasNotice, setExtrasNotice] = useState<string>();
  return {
    chosen,
    draft: { ...chosen, promoCode, extras },
    codeNotice,
    extrasNotice,
    /** A code applied or taken off, with why when the server stopped taking it. */
    choosePromoCode: (code: string | undefined, notice?: string) => {
      setCodeNotice(notice);
      setPromoCode(code);
      saveBookingDraft({ ...chosen, extras, promoCode: code });
    },
    /** Extras chosen, or what is left of them once one was withdrawn (`notice` names it). */
    chooseExtras: (list: ChosenExtra[] | undefined, notice?: string) => {
      setExtrasNotice(notice);
      setExtras(list);
      saveBookingDraft({ ...chosen, promoCode, extras: list });
    },
  };
}

export type DraftOffers<Draft extends StayDraft> = ReturnType<typeof useDraftOffers<Draft>>;

/** The draft as it is sent: its guest's details given, none of them left empty. */
type DraftWithDetails<Draft extends StayDraft> = ReturnType<typeof withGuestDetails<Draft>>;

/** What Reserve Now does: a booking of one suite or a reservation of a set, as a mutation. */
interface DraftReservation<Draft extends StayDraft> {
  mutate: (
    draft: DraftWithDetails<Draft>,
    handlers: { onSuccess: (made: { id: string }) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  error: Error | null;
}

interface StayDraftSummaryProps<
  Draft extends StayDraft,
  Quoted extends StayQuote | ReservationQuote,
> {
  offers: DraftOffers<Draft>;
  /** Why the stay can no longer be booked before the server is asked (its dates have passed). */
  expired: readonly string[];
  /** The server's price of `offers.draft`. */
  quote: UseQueryResult<Quoted>;
  reservation: DraftReservation<Draft>;
  /** Back to the search for the same stay. */
  searchAgain: string;
  /** What stands for the suites while the stay is first priced. */
  skeleton: ReactNode;
  /** The suite, or the suites, and the stay, beside the price. */
  chosenStay: (quoted: Quoted) => ReactNode;
  /** What the subtotal adds up, for a set of suites. */
  priceParts?: (quoted: Quoted) => string[];
  /**
   * Several suites in one reservation, shown at `/booking?reservation=<id>` once made; one suite's
   * booking is shown at `/booking?confirmed=<id>`.
   */
  several?: boolean;
  /** What lets a guest whose email is not confirmed yet ask for the link again. */
  confirmationLink: (email: string) => ReactNode;
}

/**
 * /booking's summary of a draft, one suite's or a set's, priced by the server: its price line by
 * line, a promo code, the guest's special requests and arrival time, extras, the suites, how it is
 * paid, and Reserve Now, which books it and shows what it made at its own address.
 */
export function StayDraftSummary<
  Draft extends StayDraft,
  Quoted extends StayQuote | ReservationQuote,
>({
  offers,
  expired,
  quote,
  reservation,
  searchAgain,
  skeleton,
  chosenStay,
  priceParts,
  several = false,
  confirmationLink,
}: StayDraftSummaryProps<Draft, Quoted>) {
  const navigate = useNavigate();
  const { chosen, draft } = offers;
  const confirmedParam = several ? 'reservation' : 'confirmed';
  const currentUser = useCurrentUser();
  /** Books the draft with the guest's details, or, signed out, keeps both and asks to log in. */
  const book = (given: GuestDetails) => {
    const booking = withGuestDetails(draft, given);
    if (currentUser.data === null) {
      // Kept through the trip to log in, with the rest of the draft (still a draft of its kind,
      // which withGuestDetails's type cannot say of a generic one).
      saveBookingDraft(booking as Draft);
      navigate(loginPathFor(paths.booking));
      return;
    }
    reservation.mutate(booking, {
      onSuccess: (made) => {
        clearBookingDraft();
        navigate(`${paths.booking}?${confirmedParam}=${encodeURIComponent(made.id)}`, {
          replace: true,
          state: NEW_SCREEN_STATE,
        });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.status === 401) {
          saveBookingDraft(booking as Draft);
          navigate(loginPathFor(paths.booking));
        }
      },
    });
  };
  const details = useSchemaForm(guestDetailsFormSchema, {
    initialValues: guestDetailsValues(chosen),
    onSubmit: async (given) => book(given),
  });
  // Reserve Now checks the details first: each message under its field, focus on the first.
  const reserve = () => {
    const checked = guestDetailsFormSchema.safeParse(details.values);
    if (checked.success) {
      book(checked.data);
    } else {
      details.setErrors(fieldErrors(checked.error.issues));
      details.focusFirstError();
    }
  };

  // A code that stopped applying (ended, used up) is taken off, and the guest told why.
  const codeRefused =
    quote.error instanceof ApiClientError ? quote.error.fields.promoCode : undefined;
  const dropCode = useEffectEvent((reason: string) => offers.choosePromoCode(undefined, reason));
  useEffect(() => {
    if (codeRefused && draft.promoCode) dropCode(codeRefused);
  }, [codeRefused, draft.promoCode]);
  // An extra switched off since it was chosen is taken off the same way, naming it.
  const extrasRefused =
    quote.error instanceof ApiClientError &&
    quote.error.fields.extras !== undefined &&
    (draft.extras?.length ?? 0) > 0;
  useWithdrawnExtras(extrasRefused, draft.extras, (kept, notice) =>
    offers.chooseExtras(kept.length > 0 ? kept : undefined, notice),
  );
  const reasons =
    expired.length > 0
      ? expired
      : codeRefused || extrasRefused
        ? []
        : unbookableReasons(quote.error, several);
  if (reasons.length > 0) {
    return (
      <div className="mx-auto max-w-2xl border border-rule bg-ivory">
        <EmptyState
          icon={CalendarX2}
          title={t(several ? messages.suitesUnbookable : messages.stayUnbookable)}
          action={
            <ButtonLink to={searchAgain} className="mt-2">
              {t(messages.searchAgain)}
            </ButtonLink>
          }
        >
          <ul className="space-y-1">
            {reasons.map((reason) => (
              <li key={reason}>{t(messages.reason, { reason: reason.replace(/[.।]$/, '') })}</li>
            ))}
          </ul>
        </EmptyState>
      </div>
    );
  }

  if (quote.isPending || codeRefused || extrasRefused) {
    return <SummarySkeleton>{skeleton}</SummarySkeleton>;
  }
  if (quote.isError) {
    return (
      <ErrorState
        title={t(messages.priceFailed)}
        error={quote.error}
        onRetry={() => quote.refetch()}
      />
    );
  }

  const price = quote.data.quote;

  return (
    // The price comes first, so on a phone the total and Reserve Now are on the first screen; on
    // wide screens it stays in view beside the suites.
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {/* Taller than the window (the guest's details open), it scrolls within itself, so Reserve
          Now is never out of reach while it sticks. */}
      <section
        aria-labelledby="price-title"
        className="border border-rule bg-ivory p-6 shadow-[0_30px_60px_-40px_rgb(21_42_32/0.5)] max-lg:grid max-lg:gap-4 sm:p-8 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
      >
        <h2 id="price-title" className="text-3xl text-forest">
          {t(messages.priceTitle)}
        </h2>
        <div
          aria-busy={quote.isPlaceholderData}
          className="mt-4 border-t border-rule pt-2 transition-opacity aria-busy:opacity-60"
        >
          <PriceLines quote={price} parts={priceParts?.(quote.data)} />
        </div>
        <div className="mt-4">
          {offers.codeNotice ? <FormAlert className="mb-3">{offers.codeNotice}</FormAlert> : null}
          <PromoCodeForm
            draft={draft}
            applied={quote.data.promoCode}
            onChange={(code) => offers.choosePromoCode(code)}
          />
        </div>
        <GuestDetailsDisclosure form={details} />
        <ReserveActions
          stayQuote={quote.data}
          user={currentUser.data}
          userPending={currentUser.isPending}
          reserving={reservation.isPending}
          error={reservation.error}
          onReserve={reserve}
          searchAgain={searchAgain}
          confirmationLink={confirmationLink}
        />
      </section>
      {/* On a phone the extras come straight after the price; on wide screens below the suites. */}
      <div className="lg:col-start-1 lg:row-start-2">
        <ExtrasPicker
          chosen={draft.extras}
          onChange={(list) => offers.chooseExtras(list)}
          quote={price}
          updating={quote.isPlaceholderData}
          notice={offers.extrasNotice}
        />
      </div>
      <div className="lg:col-start-1 lg:row-start-1">{chosenStay(quote.data)}</div>
      <div className="lg:col-start-1">
        <PaymentSystem terms={quote.data.payment} total={price.total} several={several} />
      </div>
    </div>
  );
}

/**
 * Why the server will not price this stay (the suite is gone, the party no longer fits), or
 * nothing when the failure is one a retry may cure.
 */
function unbookableReasons(error: unknown, several: boolean): string[] {
  if (!(error instanceof ApiClientError) || error.status >= 500 || error.status === 0) return [];
  if (error.status === 404) {
    return [t(several ? messages.setWithdrawn : messages.suiteWithdrawn)];
  }
  const fields = Object.values(error.fields);
  return fields.length > 0 ? fields : [error.message];
}

/** The summary while the stay is first priced: the suites' placeholder (`children`), the price's. */
function SummarySkeleton({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true" className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {children}
      <div className="space-y-4 border border-rule p-8">
        <Skeleton className="h-8 w-1/2" />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-5 w-full" />
        ))}
        <Skeleton className="h-12 w-full" />
      </div>
      <span className="sr-only">{t(messages.pricing)}</span>
    </div>
  );
}
