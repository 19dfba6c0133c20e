import type { ReactNode } from 'react';
import { stayProblems } from '#shared/stay.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateBooking } from '#web/features/bookings/api/create-booking.ts';
import { useQuote } from '#web/features/bookings/api/get-quote.ts';
import { ChosenStay } from '#web/features/bookings/components/chosen-stay.tsx';
import {
  StayDraftSummary,
  useDraftOffers,
} from '#web/features/bookings/components/stay-draft-summary.tsx';
import type { BookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

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
  const offers = useDraftOffers(chosen);
  const { draft } = offers;
  const expired = Object.values(stayProblems(draft, { today: hotelDay() }));
  // An extra added or a code applied keeps the last price on screen until the new one comes.
  const quote = useQuote(expired.length > 0 ? null : draft, { keepPrevious: true });
  const createBooking = useCreateBooking();
  return (
    <StayDraftSummary
      offers={offers}
      expired={expired}
      quote={quote}
      reservation={createBooking}
      // Back to the search with this suite still chosen, so changing dates does not lose it.
      searchAgain={staySearchPath(draft, draft.suiteId)}
      skeleton={
        <div className="border border-rule">
          <Skeleton className="aspect-[16/9] w-full" />
          <div className="space-y-4 p-8">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      }
      chosenStay={({ suite, quote: price }) => (
        <ChosenStay suite={suite} stay={draft} quote={price} />
      )}
      confirmationLink={confirmationLink}
    />
  );
}
