import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { CurrentUser, SessionInfo } from '#shared/account.ts';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { paths } from '#shared/paths.ts';
import type { Reservation } from '#shared/reservation.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import {
  type BookingDraft,
  type StayDraft,
  saveBookingDraft,
} from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { gardenSuite, gardenSuiteBooking } from '#web/features/bookings/testing.tsx';
import { guest } from '#web/features/users/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import BookingRoute from './booking.tsx';

// What the /booking page's tests (booking, booking-extras, booking-arrival) share: one stay of one
// suite (the bookings and users tests' data, from their testing modules), and a fake API answering
// in the shapes of src/shared. Not a test file: vitest runs only *.test.tsx, and each test file
// imports this.

/** The bookings tests' Garden King Suite, at the price these tests quote. */
export const suite: Suite = { ...gardenSuite, pricePerNight: 12_500 };

export const checkIn = addDays(hotelToday(), 30);
export const draft: BookingDraft = {
  suiteId: suite.id,
  checkIn,
  checkOut: addDays(checkIn, 3),
  adults: 2,
  children: 0,
};
export const price = quoteStay(flatNights(checkIn, 3, suite.pricePerNight));
export const stayQuote: StayQuote = {
  suite,
  quote: price,
  available: true,
  promoCode: null,
  promoCodeDropped: null,
  payment: null,
};

/** The booking of the draft, as the bookings tests make one (under the reference these show). */
export const booking: Booking = gardenSuiteBooking(
  { checkIn, nights: 3, pricePerNight: suite.pricePerNight },
  { reference: 'CB-7K4Q2M' },
);

export const refusal = (error: ApiErrorBody['error']): ApiErrorBody => ({ error });

type Answer = Response | Promise<Response>;

/**
 * A fake API: the session (`user`, or none), the extras offered, the quote and the booking of what
 * was sent (or the reservation of a set of suites), each answered as given; a booking or
 * reservation made is read back for the confirmation, as is `reservation`, one made before.
 */
export function serve({
  user = guest,
  quote = () => json(200, stayQuote),
  book = () => json(201, booking),
  extras = () => json(200, []),
  reserve = () => json(404, refusal({ code: 'NOT_FOUND', message: 'No fake reservation' })),
  reservation,
}: {
  user?: CurrentUser | null;
  quote?: (params: URLSearchParams) => Answer;
  book?: (sent: Record<string, unknown>) => Answer;
  extras?: () => Answer;
  reserve?: (sent: Record<string, unknown>) => Answer;
  reservation?: Reservation;
} = {}) {
  const session: SessionInfo = { user };
  let booked: unknown;
  const fetch = vi.fn(async (path: string, init?: RequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(path, 'http://suitebook.test');
    if (pathname === '/api/session') return json(200, session);
    if (pathname === '/api/extras') return extras();
    if (pathname === '/api/quote') return quote(searchParams);
    if (pathname === '/api/bookings' && init?.method === 'POST') {
      const answer = await book(JSON.parse(String(init.body)));
      if (answer.ok) booked = await answer.clone().json();
      return answer;
    }
    if (pathname === '/api/reservations' && init?.method === 'POST') {
      const answer = await reserve(JSON.parse(String(init.body)));
      if (answer.ok) booked = await answer.clone().json();
      return answer;
    }
    // The confirmation reads the booking (or reservation) back.
    const bookedId = (booked as { id?: string } | undefined)?.id;
    if (pathname === `/api/bookings/${booking.id}` && booked) return json(200, booked);
    if (bookedId && pathname === `/api/reservations/${bookedId}`) return json(200, booked);
    if (reservation && pathname === `/api/reservations/${reservation.id}`) {
      return json(200, reservation);
    }
    return json(404, refusal({ code: 'NOT_FOUND', message: `No fake for ${path}` }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Where the page sent the guest, for pages these tests do not render. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

export function renderPage(entry: string = paths.booking) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={paths.booking} element={<BookingRoute />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

export function priceSection() {
  return screen.getByRole('region', { name: 'Price of your stay' });
}

/** The amount on one line of the price list. */
export function amountOf(label: string) {
  // The line's term: on a phone the pinned bar repeats the total beside Reserve Now.
  return within(priceSection())
    .getByText(label, { selector: 'dt' })
    .closest('div')
    ?.querySelector('dd')?.textContent;
}

/** Reserve Now, once the page knows who is signed in. */
export async function reserveNow() {
  const button = await screen.findByRole('button', { name: 'Reserve Now' });
  await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

/**
 * Reserve Now refused as the nights were just taken (`message`, the server's words): the way back
 * to the search instead of Reserve Now, and the draft kept as it was.
 */
export async function expectTakenOnReserve(message: string, kept: StayDraft) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(message)).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Back to the search' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reserve Now' })).toBeNull();
  expect(readBookingDraft()).toEqual(kept);
}

/**
 * Each test starts with a draft saved (the one suite's, or `start`), and leaves no page, fake API
 * or storage behind.
 */
export function startEachTestFromTheDraft(start: StayDraft = draft) {
  beforeEach(() => {
    saveBookingDraft(start);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });
}
