import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChosenExtra } from '#shared/extras.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { type GuestDetails, guestDetailsFormSchema } from '#shared/guest-details.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { stayProblems } from '#shared/stay.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateReservation } from '#web/features/bookings/api/create-reservation.ts';
import { useWithdrawnExtras } from '#web/features/bookings/api/get-extras.ts';
import { useReservationQuote } from '#web/features/bookings/api/get-reservation-quote.ts';
import { ChosenSuites } from '#web/features/bookings/components/chosen-suites.tsx';
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
  type ReservationDraft,
  reservationStay,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { NEW_SCREEN_STATE } from '#web/lib/new-screen.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

interface ReservationDraftSummaryProps {
  /** The set of suites and the stay chosen on /allSuites. */
  draft: ReservationDraft;
  /** What lets a guest whose email is not confirmed yet ask for the link again. */
  confirmationLink: (email: string) => ReactNode;
}

/**
 * A set of suites for one stay (issue 35), as DraftSummary shows one suite: each suite with its
 * own lines, the whole's price line by line, a promo code, the guest's details and extras for the
 * whole, and Reserve Now, which books every suite in one go and shows the reservation at
 * `/booking?reservation=<id>`. Choices made here are kept in the draft.
 */
export function ReservationDraftSummary({
  draft: chosen,
  confirmationLink,
}: ReservationDraftSummaryProps) {
  const navigate = useNavigate();
  const [promoCode, setPromoCode] = useState(chosen.promoCode);
  const [extras, setExtras] = useState(chosen.extras);
  const draft = { ...chosen, promoCode, extras };
  const stay = reservationStay(draft);
  const choosePromoCode = (code: string | undefined) => {
    setPromoCode(code);
    saveBookingDraft({ ...chosen, extras, promoCode: code });
  };
  const [extrasNotice, setExtrasNotice] = useState<string>();
  const chooseExtras = (list: ChosenExtra[] | undefined, notice?: string) => {
    setExtrasNotice(notice);
    setExtras(list);
    saveBookingDraft({ ...chosen, promoCode, extras: list });
  };
  // Only the dates can have passed; each suite's party is the server's to check.
  const { checkIn, checkOut } = stayProblems(stay, { today: hotelDay() });
  const expired = [checkIn, checkOut].filter((problem) => problem !== undefined);
  const quote = useReservationQuote(expired.length > 0 ? null : draft, { keepPrevious: true });
  const currentUser = useCurrentUser();
  const createReservation = useCreateReservation();
  /** Reserves the set with the guest's details, or, signed out, keeps both and asks to log in. */
  const book = (given: GuestDetails) => {
    const reservation = withGuestDetails(draft, given);
    if (currentUser.data === null) {
      saveBookingDraft(reservation);
      navigate(loginPathFor(paths.booking));
      return;
    }
    createReservation.mutate(reservation, {
      onSuccess: (made) => {
        clearBookingDraft();
        navigate(`${paths.booking}?reservation=${encodeURIComponent(made.id)}`, {
          replace: true,
          state: NEW_SCREEN_STATE,
        });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.status === 401) {
          saveBookingDraft(reservation);
          navigate(loginPathFor(paths.booking));
        }
      },
    });
  };
  const details = useSchemaForm(guestDetailsFormSchema, {
    initialValues: guestDetailsValues(chosen),
    onSubmit: async (given) => book(given),
  });
  const reserve = () => {
    const checked = guestDetailsFormSchema.safeParse(details.values);
    if (checked.success) {
      book(checked.data);
    } else {
      details.setErrors(fieldErrors(checked.error.issues));
      details.focusFirstError();
    }
  };
  const searchAgain = staySearchPath(stay);

  // A code that stopped applying is taken off, and the guest told why (as for one suite).
  const codeRefused =
    quote.error instanceof ApiClientError ? quote.error.fields.promoCode : undefined;
  const [codeNotice, setCodeNotice] = useState<string>();
  useEffect(() => {
    if (codeRefused && promoCode) {
      setCodeNotice(codeRefused);
      setPromoCode(undefined);
      saveBookingDraft({ ...chosen, extras, promoCode: undefined });
    }
  }, [codeRefused, promoCode, chosen, extras]);
  const extrasRefused =
    quote.error instanceof ApiClientError &&
    quote.error.fields.extras !== undefined &&
    (extras?.length ?? 0) > 0;
  useWithdrawnExtras(extrasRefused, extras, (kept, notice) =>
    chooseExtras(kept.length > 0 ? kept : undefined, notice),
  );
  const reasons =
    expired.length > 0
      ? expired
      : codeRefused || extrasRefused
        ? []
        : unbookableReasons(quote.error);
  if (reasons.length > 0) {
    return (
      <div className="mx-auto max-w-2xl border border-rule bg-ivory">
        <EmptyState
          icon={CalendarX2}
          title="These suites can no longer be booked"
          action={
            <ButtonLink to={searchAgain} className="mt-2">
              Search again
            </ButtonLink>
          }
        >
          <ul className="space-y-1">
            {reasons.map((reason) => (
              <li key={reason}>{reason.replace(/\.$/, '')}.</li>
            ))}
          </ul>
        </EmptyState>
      </div>
    );
  }

  if (quote.isPending || codeRefused || extrasRefused) return <SetSummarySkeleton />;
  if (quote.isError) {
    return (
      <ErrorState
        title="We could not price your stay"
        error={quote.error}
        onRetry={() => quote.refetch()}
      />
    );
  }

  const { rooms, quote: price } = quote.data;
  const parts = rooms.map((room) => `${room.suite.name}: ${formatBdt(room.quote.subtotal)}`);

  return (
    // As for one suite: the price first on a phone, beside the suites on wide screens.
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-labelledby="price-title"
        className="border border-rule bg-ivory p-6 shadow-[0_30px_60px_-40px_rgb(21_42_32/0.5)] max-lg:grid max-lg:gap-4 sm:p-8 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
      >
        <h2 id="price-title" className="text-3xl text-forest">
          Price of your stay
        </h2>
        <div
          aria-busy={quote.isPlaceholderData}
          className="mt-4 border-t border-rule pt-2 transition-opacity aria-busy:opacity-60"
        >
          <PriceLines quote={price} parts={parts} />
        </div>
        <div className="mt-4">
          {codeNotice ? <FormAlert className="mb-3">{codeNotice}</FormAlert> : null}
          <PromoCodeForm
            draft={draft}
            applied={quote.data.promoCode}
            onChange={(code) => {
              setCodeNotice(undefined);
              choosePromoCode(code);
            }}
          />
        </div>
        <GuestDetailsDisclosure form={details} />
        <ReserveActions
          stayQuote={quote.data}
          user={currentUser.data}
          userPending={currentUser.isPending}
          reserving={createReservation.isPending}
          error={createReservation.error}
          onReserve={reserve}
          searchAgain={searchAgain}
          confirmationLink={confirmationLink}
        />
      </section>
      <div className="lg:col-start-1 lg:row-start-2">
        <ExtrasPicker
          chosen={extras}
          onChange={(list) => chooseExtras(list)}
          quote={price}
          updating={quote.isPlaceholderData}
          notice={extrasNotice}
        />
      </div>
      <div className="lg:col-start-1 lg:row-start-1">
        <ChosenSuites rooms={rooms} stay={stay} />
      </div>
      <div className="lg:col-start-1">
        <PaymentSystem terms={quote.data.payment} total={price.total} several />
      </div>
    </div>
  );
}

/** Why the server will not price this set, or nothing when a retry may cure the failure. */
function unbookableReasons(error: unknown): string[] {
  if (!(error instanceof ApiClientError) || error.status >= 500 || error.status === 0) return [];
  if (error.status === 404) return ['One of these suites is no longer offered for booking online'];
  const fields = Object.values(error.fields);
  return fields.length > 0 ? fields : [error.message];
}

function SetSummarySkeleton() {
  return (
    <div aria-busy="true" className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6 border border-rule p-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
      <div className="space-y-4 border border-rule p-8">
        <Skeleton className="h-8 w-1/2" />
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-5 w-full" />
        ))}
        <Skeleton className="h-12 w-full" />
      </div>
      <span className="sr-only">Pricing your stay…</span>
    </div>
  );
}
