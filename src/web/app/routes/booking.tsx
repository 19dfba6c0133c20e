import CalendarX2 from 'lucide-react/icons/calendar-x-2';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { Booking } from '#shared/booking.ts';
import type { ChosenExtra } from '#shared/extras.ts';
import { hasFieldErrors } from '#shared/field-errors.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { PAYMENT_RETURNS, type PaymentReturn } from '#shared/payments.ts';
import { stayProblems } from '#shared/stay.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateBooking } from '#web/features/bookings/api/create-booking.ts';
import { useBooking } from '#web/features/bookings/api/get-booking.ts';
import { useWithdrawnExtras } from '#web/features/bookings/api/get-extras.ts';
import { useQuote } from '#web/features/bookings/api/get-quote.ts';
import { BookingConfirmation } from '#web/features/bookings/components/booking-confirmation.tsx';
import { ChosenStay } from '#web/features/bookings/components/chosen-stay.tsx';
import { ExtrasPicker } from '#web/features/bookings/components/extras-picker.tsx';
import { PaymentSystem } from '#web/features/bookings/components/pay-at-hotel.tsx';
import { PriceLines } from '#web/features/bookings/components/price-lines.tsx';
import { PromoCodeForm } from '#web/features/bookings/components/promo-code-form.tsx';
import {
  type BookingDraft,
  clearBookingDraft,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { ConfirmationLinkButton } from '#web/features/users/components/confirmation-link-button.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { useCurrentUser } from '#web/lib/current-user.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { NEW_SCREEN_STATE } from '#web/lib/new-screen.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';

/**
 * The reservation summary of the suite chosen on /allSuites (a draft in sessionStorage, so it
 * survives a reload and the trip to log in), priced by the server. Reserve Now books it; the
 * confirmation then lives at `/booking?confirmed=<id>`, so it survives a reload too.
 */
export default function BookingRoute() {
  const [params] = useSearchParams();
  const confirmedId = params.get('confirmed');
  if (confirmedId) {
    const payment = PAYMENT_RETURNS.find((result) => result === params.get('payment')) ?? null;
    return <ConfirmedBooking id={confirmedId} payment={payment} />;
  }
  return <ReservationDraft />;
}

/** How long the page keeps asking whether the gateway's notice has confirmed the payment. */
const PAYMENT_WAIT_MS = 60_000;

function ConfirmedBooking({ id, payment }: { id: string; payment: PaymentReturn | null }) {
  // Back from the gateway's page, the booking is read again every 2 s until the gateway's notice
  // has reached the server (or a minute has passed).
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (payment !== 'success') return;
    const timer = setTimeout(() => setWaitedLong(true), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [payment]);
  const booking = useBooking(id, {
    refetchInterval: (query: { state: { data?: Booking } }) =>
      payment === 'success' && !waitedLong && query.state.data?.status === 'pending_payment'
        ? 2_000
        : false,
  });
  useDocumentTitle(
    booking.data?.status === 'pending_payment'
      ? 'Your suite is held'
      : booking.data?.status === 'cancelled' || booking.data?.status === 'expired'
        ? 'Your booking'
        : 'Booking confirmed',
  );
  return (
    <>
      <PageHeader
        eyebrow={
          booking.data?.status === 'pending_payment'
            ? 'Held for you'
            : booking.data?.status === 'cancelled' || booking.data?.status === 'expired'
              ? 'Your booking'
              : 'Booking confirmed'
        }
        title="Your Reservation"
      >
        <p>Thank you for choosing Chandrabati. We look forward to welcoming you.</p>
      </PageHeader>
      <div className="px-5 py-12 sm:px-8 sm:py-16" aria-busy={booking.isPending}>
        {booking.isPending ? (
          <div className="mx-auto max-w-3xl space-y-6">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : booking.isError ? (
          booking.error instanceof ApiClientError && booking.error.status === 404 ? (
            <Navigate to={paths.dashboard} replace />
          ) : booking.error instanceof ApiClientError && booking.error.status === 401 ? (
            <Navigate to={loginPathFor(`${paths.booking}?confirmed=${id}`)} replace />
          ) : (
            <ErrorState
              title="We could not load your booking"
              error={booking.error}
              onRetry={() => booking.refetch()}
            />
          )
        ) : (
          <BookingConfirmation booking={booking.data} payment={payment} waitedLong={waitedLong} />
        )}
      </div>
    </>
  );
}

function ReservationDraft() {
  useDocumentTitle();
  // Read once: the draft only changes by choosing another suite on /allSuites.
  const [draft] = useState(readBookingDraft);
  if (!draft) return <Navigate to={paths.allSuites} replace />;
  return (
    <>
      <PageHeader eyebrow="Almost there" title="Your Reservation">
        <p>Check your stay and its price, then reserve: your rate is fixed the moment you book.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <DraftSummary draft={draft} />
      </div>
    </>
  );
}

function DraftSummary({ draft: chosen }: { draft: BookingDraft }) {
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

  const { suite, quote: price, available } = quote.data;
  const signedOut = currentUser.data === null;
  const refusal = createBooking.error instanceof ApiClientError ? createBooking.error : null;
  // The guest holds as many stays as they may (for now, until their email is confirmed).
  const limited =
    refusal?.code === 'BOOKING_LIMIT' || refusal?.code === 'EMAIL_NOT_VERIFIED' ? refusal : null;
  const conflict = !limited && refusal?.status === 409 ? refusal : null;

  const reserve = () => {
    if (signedOut) {
      navigate(loginPathFor(paths.booking));
      return;
    }
    createBooking.mutate(draft, {
      onSuccess: (booking) => {
        clearBookingDraft();
        navigate(`${paths.booking}?confirmed=${encodeURIComponent(booking.id)}`, {
          replace: true,
          state: NEW_SCREEN_STATE,
        });
      },
      onError: (error) => {
        if (error instanceof ApiClientError && error.status === 401) {
          navigate(loginPathFor(paths.booking));
        }
      },
    });
  };

  const failure =
    createBooking.error && !conflict && !limited
      ? createBooking.error instanceof ApiClientError && hasFieldErrors(createBooking.error.fields)
        ? Object.values(createBooking.error.fields).join('. ')
        : createBooking.error.message || 'We could not place your booking. Please try again.'
      : null;

  return (
    // The price comes first, so on a phone the total and Reserve Now are on the first screen; on
    // wide screens it stays in view beside the suite.
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-labelledby="price-title"
        className="border border-rule bg-ivory p-6 shadow-[0_30px_60px_-40px_rgb(21_42_32/0.5)] max-lg:grid max-lg:gap-4 sm:p-8 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
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
        {/* On a phone its items join the section's own grid, so the pinned bar below may stay
            on screen for as long as the section is. */}
        <div className="mt-6 grid gap-4 max-lg:contents">
          {limited ? (
            <FormAlert>
              <p>{limited.message}</p>
              <div className="mt-3">
                {limited.code === 'EMAIL_NOT_VERIFIED' && currentUser.data ? (
                  <ConfirmationLinkButton email={currentUser.data.email} />
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
                  : `Sorry: ${suite.name} is no longer free for these dates. Please choose other dates or another suite.`}
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
                <Button
                  onClick={reserve}
                  disabled={createBooking.isPending || currentUser.isPending}
                  className="w-full"
                >
                  {createBooking.isPending ? 'Reserving…' : 'Reserve Now'}
                </Button>
              </div>
              {signedOut ? (
                <p className="flex gap-2 text-sm text-ink-muted">
                  <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  You will be asked to log in or create an account; we bring you straight back here.
                </p>
              ) : (
                <p className="text-sm text-ink-muted">
                  {quote.data.payment
                    ? `Reserving holds the suite for ${quote.data.payment.holdMinutes} minutes while you pay the ${formatBdt(quote.data.payment.deposit)} deposit online.`
                    : 'Nothing is charged now: you pay at the hotel on arrival.'}
                </p>
              )}
            </>
          )}
          <ButtonLink to={searchAgain} variant="quiet" className="justify-self-start">
            Change dates or suite
          </ButtonLink>
        </div>
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
