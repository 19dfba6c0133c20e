import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChosenExtra } from '#shared/extras.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { type GuestDetails, guestDetailsFormSchema } from '#shared/guest-details.ts';
import { paths } from '#shared/paths.ts';
import { stayProblems } from '#shared/stay.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateBooking } from '#web/features/bookings/api/create-booking.ts';
import { useWithdrawnExtras } from '#web/features/bookings/api/get-extras.ts';
import { useQuote } from '#web/features/bookings/api/get-quote.ts';
import { ChosenStay } from '#web/features/bookings/components/chosen-stay.tsx';
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
  type BookingDraft,
  clearBookingDraft,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { NEW_SCREEN_STATE } from '#web/lib/new-screen.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

interface DraftSummaryProps {
  /** The suite and stay chosen on /allSuites. */
  draft: BookingDraft;
  /**
   * What lets a guest whose email is not confirmed yet ask for the link again (another feature's:
   * the page passes it in).
   */
  confirmationLink: (email: string) => ReactNode;
}

/**
 * The reservation of the chosen stay, priced by the server: its price line by line, a promo code,
 * the guest's special requests and arrival time, extras, the suite, how it is paid, and Reserve
 * Now, which books it and shows the confirmation at `/booking?confirmed=<id>`. Choices made here
 * are kept in the draft.
 */
export function DraftSummary({ draft: chosen, confirmationLink }: DraftSummaryProps) {
  const navigate = useNavigate();
  const [promoCode, setPromoCode] = useState(chosen.promoCode);
  const [extras, setExtras] = useState(chosen.extras);
  const draft = { ...chosen, promoCode, extras };
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
  const problems = stayProblems(draft, { today: hotelDay() });
  const expired = Object.values(problems);
  // An extra added or a code applied keeps the last price on screen until the new one comes.
  const quote = useQuote(expired.length > 0 ? null : draft, { keepPrevious: true });
  const currentUser = useCurrentUser();
  const createBooking = useCreateBooking();
  /** Books the draft with the guest's details, or, signed out, keeps both and asks to log in. */
  const book = (given: GuestDetails) => {
    const booking = withGuestDetails(draft, given);
    if (currentUser.data === null) {
      // Kept through the trip to log in, with the rest of the draft.
      saveBookingDraft(booking);
      navigate(loginPathFor(paths.booking));
      return;
    }
    createBooking.mutate(booking, {
      onSuccess: (booked) => {
        clearBookingDraft();
        navigate(`${paths.booking}?confirmed=${encodeURIComponent(booked.id)}`, {
          replace: true,
          state: NEW_SCREEN_STATE,
        });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.status === 401) {
          saveBookingDraft(booking);
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
  // Back to the search with this suite still chosen, so changing dates does not lose it.
  const searchAgain = staySearchPath(draft, draft.suiteId);

  // A code that stopped applying (ended, used up) is taken off, and the guest told why.
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
  // An extra switched off since it was chosen is taken off the same way, naming it.
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
          title="This stay can no longer be booked"
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

  if (quote.isPending || codeRefused || extrasRefused) return <SummarySkeleton />;
  if (quote.isError) {
    return (
      <ErrorState
        title="We could not price your stay"
        error={quote.error}
        onRetry={() => quote.refetch()}
      />
    );
  }

  const { suite, quote: price } = quote.data;

  return (
    // The price comes first, so on a phone the total and Reserve Now are on the first screen; on
    // wide screens it stays in view beside the suite.
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {/* Taller than the window (the guest's details open), it scrolls within itself, so Reserve
          Now is never out of reach while it sticks. */}
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
          <PriceLines quote={price} />
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
          reserving={createBooking.isPending}
          error={createBooking.error}
          onReserve={reserve}
          searchAgain={searchAgain}
          confirmationLink={confirmationLink}
        />
      </section>
      {/* On a phone the extras come straight after the price; on wide screens below the suite. */}
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
        <ChosenStay suite={suite} stay={draft} quote={price} />
      </div>
      <div className="lg:col-start-1">
        <PaymentSystem terms={quote.data.payment} total={price.total} />
      </div>
    </div>
  );
}

/**
 * Why the server will not price this stay (the suite is gone, the party no longer fits), or
 * nothing when the failure is one a retry may cure.
 */
function unbookableReasons(error: unknown): string[] {
  if (!(error instanceof ApiClientError) || error.status >= 500 || error.status === 0) return [];
  if (error.status === 404) return ['This suite is no longer offered for booking online'];
  const fields = Object.values(error.fields);
  return fields.length > 0 ? fields : [error.message];
}

function SummarySkeleton() {
  return (
    <div aria-busy="true" className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="border border-rule">
        <Skeleton className="aspect-[16/9] w-full" />
        <div className="space-y-4 p-8">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
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
