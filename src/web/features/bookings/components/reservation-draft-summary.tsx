import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { stayProblems } from '#shared/stay.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCreateReservation } from '#web/features/bookings/api/create-reservation.ts';
import { useReservationQuote } from '#web/features/bookings/api/get-reservation-quote.ts';
import { ChosenSuites } from '#web/features/bookings/components/chosen-suites.tsx';
import {
  StayDraftSummary,
  useDraftOffers,
} from '#web/features/bookings/components/stay-draft-summary.tsx';
import {
  type ReservationDraft,
  reservationStay,
} from '#web/features/bookings/lib/booking-draft.ts';
import { staySearchPath } from '#web/features/bookings/lib/stay-search.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  part: {
    id: 'booking.reservationDraft.part',
    description: 'One suite’s share of a set’s subtotal: "Zamindar Grand Suite: 40,000 BDT".',
    defaultMessage: '{suite}: {amount}',
  },
});

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
  const offers = useDraftOffers(chosen);
  const stay = reservationStay(offers.draft);
  // Only the dates can have passed; each suite's party is the server's to check.
  const { checkIn, checkOut } = stayProblems(stay, { today: hotelDay() });
  const expired = [checkIn, checkOut].filter((problem) => problem !== undefined);
  const quote = useReservationQuote(expired.length > 0 ? null : offers.draft, {
    keepPrevious: true,
  });
  const createReservation = useCreateReservation();
  return (
    <StayDraftSummary
      offers={offers}
      expired={expired}
      quote={quote}
      reservation={createReservation}
      searchAgain={staySearchPath(stay)}
      skeleton={
        <div className="space-y-6 border border-rule p-8">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      }
      chosenStay={({ rooms }) => <ChosenSuites rooms={rooms} stay={stay} />}
      priceParts={({ rooms }) =>
        rooms.map((room) =>
          t(messages.part, { suite: room.suite.name, amount: formatBdt(room.quote.subtotal) }),
        )
      }
      several
      confirmationLink={confirmationLink}
    />
  );
}
