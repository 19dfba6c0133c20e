// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CurrentUser, SessionInfo } from '#shared/account.ts';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { RATES } from '#shared/constants.ts';
import { EXTRA_MESSAGES, type Extra, priceExtras } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';
import { type BookingDraft, saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import BookingRoute from './booking.tsx';

// The booking page's states, against a fake API answering in the shapes of src/shared.

const suite: Suite = {
  id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Garden King Suite',
  description: 'A king bed and a veranda over the garden.',
  bed: '1 King Bed',
  capacity: 3,
  sizeSqft: 520,
  rating: 5,
  pricePerNight: 12_500,
  weekendPricePerNight: null,
  image: suiteImage('/images/suites/garden-king-suite'),
};

const checkIn = addDays(hotelToday(), 30);
const draft: BookingDraft = {
  suiteId: suite.id,
  checkIn,
  checkOut: addDays(checkIn, 3),
  adults: 2,
  children: 0,
};
const price = quoteStay(flatNights(checkIn, 3, suite.pricePerNight));
const stayQuote: StayQuote = {
  suite,
  quote: price,
  available: true,
  promoCode: null,
  promoCodeDropped: null,
  payment: null,
};

const guest: CurrentUser = {
  id: 'user-1',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  emailVerified: true,
  phone: null,
  image: null,
  role: 'guest',
};

const booking: Booking = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  reference: 'CB-7K4Q2M',
  ...draft,
  ...price,
  promoCode: null,
  status: 'confirmed',
  createdAt: '2026-05-01T10:00:00.000Z',
  cancelledAt: null,
  // Paid at the hotel: no online payment.
  holdExpiresAt: null,
  amountDue: 0,
  amountPaid: 0,
  amountRefunded: 0,
  balanceDue: price.total,
  payable: false,
  payments: [],
  refunds: [],
  suite: {
    name: suite.name,
    bed: suite.bed,
    capacity: suite.capacity,
    sizeSqft: suite.sizeSqft,
    image: suite.image,
  },
  guest: { name: guest.name, email: guest.email, phone: null },
  stage: 'upcoming',
  cancellable: true,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const refusal = (error: ApiErrorBody['error']): ApiErrorBody => ({ error });

type Answer = Response | Promise<Response>;

/** A fake API: the session, the extras offered, the quote and booking it, each answered as given. */
function serve({
  quote = () => json(200, stayQuote),
  book = () => json(201, booking),
  extras = () => json(200, []),
}: {
  quote?: (params: URLSearchParams) => Answer;
  book?: () => Answer;
  extras?: () => Answer;
} = {}) {
  const session: SessionInfo = { user: guest };
  let booked: unknown;
  const fetch = vi.fn(async (path: string, init?: RequestInit): Promise<Response> => {
    const { pathname, searchParams } = new URL(path, 'http://suitebook.test');
    if (pathname === '/api/session') return json(200, session);
    if (pathname === '/api/extras') return extras();
    if (pathname === '/api/quote') return quote(searchParams);
    if (pathname === '/api/bookings' && init?.method === 'POST') {
      const answer = await book();
      if (answer.ok) booked = await answer.clone().json();
      return answer;
    }
    // The confirmation reads the booking back.
    if (pathname === `/api/bookings/${booking.id}` && booked) return json(200, booked);
    return json(404, refusal({ code: 'NOT_FOUND', message: `No fake for ${path}` }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Where the page sent the guest, for pages this test does not render. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function renderPage(entry: string = paths.booking) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={paths.booking} element={<BookingRoute />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function priceSection() {
  return screen.getByRole('region', { name: 'Price of your stay' });
}

/** The amount on one line of the price list. */
function amountOf(label: string) {
  // The line's term: on a phone the pinned bar repeats the total beside Reserve Now.
  return within(priceSection())
    .getByText(label, { selector: 'dt' })
    .closest('div')
    ?.querySelector('dd')?.textContent;
}

/** Reserve Now, once the page knows who is signed in. */
async function reserveNow() {
  const button = await screen.findByRole('button', { name: 'Reserve Now' });
  await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

beforeEach(() => {
  saveBookingDraft(draft);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

test('without a draft, sends the guest back to choose a suite', async () => {
  window.sessionStorage.clear();
  serve();
  renderPage();
  expect(await screen.findByText(`Now at ${paths.allSuites}`)).toBeTruthy();
});

test('shows a placeholder while the stay is priced', async () => {
  serve({ quote: () => new Promise<Response>(() => {}) });
  renderPage();

  expect(await screen.findByText('Pricing your stay…')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Your Reservation' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reserve Now' })).toBeNull();
});

test("shows the suite and the server's price, line by line", async () => {
  serve();
  renderPage();

  expect(await screen.findByRole('region', { name: 'Price of your stay' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: suite.name })).toBeTruthy();
  expect(amountOf('Subtotal')).toBe(formatBdt(price.subtotal));
  expect(
    within(priceSection()).getByText(`3 nights × ${formatBdt(price.nightlyRate)}`),
  ).toBeTruthy();
  expect(amountOf(`Discount (${RATES.discount}%)`)).toBe(formatBdt(0));
  expect(amountOf(`Services Charge (${RATES.serviceCharge}%)`)).toBe(
    formatBdt(price.serviceCharge),
  );
  expect(amountOf(`VAT(${RATES.vat}%)`)).toBe(formatBdt(price.vat));
  expect(amountOf(`TAX(${RATES.tax}%)`)).toBe(formatBdt(price.tax));
  expect(amountOf('Total (BDT)')).toBe(formatBdt(price.total));
  await reserveNow();
  expect(screen.getByText('Nothing is charged now: you pay at the hotel on arrival.')).toBeTruthy();
});

test('says so when the dates were just booked by another guest', async () => {
  const conflict =
    'These dates were just booked by another guest. Please choose other dates or another suite.';
  serve({ book: () => json(409, refusal({ code: 'CONFLICT', message: conflict })) });
  const user = renderPage();
  await user.click(await reserveNow());

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(conflict)).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Back to the search' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reserve Now' })).toBeNull();
  expect(readBookingDraft()).toEqual(draft);
});

test('says so when the guest holds as many stays as they may', async () => {
  const limit =
    'You already have 3 upcoming stays, the most one account can hold. To book another, cancel one in your booking list or call reception.';
  serve({ book: () => json(409, refusal({ code: 'BOOKING_LIMIT', message: limit })) });
  const user = renderPage();
  await user.click(await reserveNow());

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(limit)).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Your booking list' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Reserve Now' })).toBeNull();
});

test("shows the server's words when too many unpaid holds have lapsed", async () => {
  const lapsed =
    'You have let 3 unpaid bookings lapse in the last 24 hours (cancelled, or not paid in time), so we cannot hold another suite for you just now. Please try again in about 24 hours, or call reception on +880 1711-245 880: they will gladly book it for you.';
  serve({ book: () => json(429, refusal({ code: 'RATE_LIMITED', message: lapsed })) });
  const user = renderPage();
  await user.click(await reserveNow());

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(lapsed)).toBeTruthy();
  expect(readBookingDraft()).toEqual(draft);
});

test('is pending while the stay is booked, then shows the confirmation', async () => {
  let answer: (response: Response) => void = () => {};
  const fetch = serve({ book: () => new Promise<Response>((resolve) => (answer = resolve)) });
  const user = renderPage();
  await user.click(await reserveNow());

  expect(await screen.findByRole('button', { name: 'Reserving…' })).toHaveProperty(
    'disabled',
    true,
  );
  const [, sent] = fetch.mock.calls.find(([path]) => path === '/api/bookings') ?? [];
  expect(JSON.parse(String(sent?.body))).toEqual(draft);

  answer(json(201, booking));
  expect((await screen.findByText(/Your booking is confirmed\./)).textContent).toBe(
    `Your booking is confirmed. Reference ${booking.reference}.`,
  );
  expect(screen.getByText('Booking confirmed')).toBeTruthy();
  expect(readBookingDraft()).toBeNull();
});

describe('extras', () => {
  const spa: Extra = {
    id: '0c1d2e3f-0000-4000-8000-000000000001',
    name: 'Spa Access',
    price: 90,
    unit: 'night',
  };
  const bicycle: Extra = {
    id: '0c1d2e3f-0000-4000-8000-000000000002',
    name: 'Bicycle Hire',
    price: 30,
    unit: 'night',
  };

  /** The quote of the draft's stay with the extras the query string asks for, as the server prices them. */
  function quoteFor(params: URLSearchParams, offered: Extra[]) {
    const chosen = (params.get('extras') ?? '')
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const [id, quantity] = part.split(':');
        return { extra: offered.find((extra) => extra.id === id), quantity: Number(quantity) };
      });
    if (chosen.some((entry) => !entry.extra)) {
      return json(
        400,
        refusal({
          code: 'VALIDATION_ERROR',
          message: EXTRA_MESSAGES.unknown,
          fields: { extras: EXTRA_MESSAGES.unknown },
        }),
      );
    }
    const priced = priceExtras(
      chosen.flatMap(({ extra, quantity }) => (extra ? [{ extra, quantity }] : [])),
      { nights: 3, guests: 2 },
    );
    const quote = quoteStay(flatNights(checkIn, 3, suite.pricePerNight), undefined, priced);
    return json(200, { ...stayQuote, quote });
  }

  test('an extra added is priced by the server, kept in the draft and booked', async () => {
    const booked = [{ ...spa, quantity: 2, amount: 540 }];
    const fetch = serve({
      extras: () => json(200, [spa, bicycle]),
      quote: (params) => quoteFor(params, [spa, bicycle]),
      book: () => json(201, { ...booking, extras: booked }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Spa Access' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity of Spa Access' }), '2');

    // 90 BDT × 3 nights × 2, in the subtotal and the total.
    const withSpa = quoteStay(flatNights(checkIn, 3, suite.pricePerNight), undefined, [
      { ...spa, quantity: 2, amount: 540 },
    ]);
    await vi.waitFor(() => expect(amountOf('Total (BDT)')).toBe(formatBdt(withSpa.total)));
    expect(amountOf('Subtotal')).toBe(formatBdt(withSpa.subtotal));
    expect(
      within(priceSection()).getByText(`Spa Access × 2, per night: ${formatBdt(540)}`),
    ).toBeTruthy();
    expect(readBookingDraft()?.extras).toEqual([{ id: spa.id, quantity: 2 }]);

    await user.click(await reserveNow());
    await screen.findByText(/Your booking is confirmed\./);
    // The confirmation lists what the booking holds.
    const extrasBooked = screen.getByRole('region', { name: 'Extra services' });
    expect(extrasBooked.textContent).toContain('Spa Access × 2');
    expect(extrasBooked.textContent).toContain(`${formatBdt(90)} per night`);
    expect(extrasBooked.textContent).toContain(formatBdt(540));
    const [, sent] = fetch.mock.calls.find(([path]) => path === '/api/bookings') ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({
      ...draft,
      extras: [{ id: spa.id, quantity: 2 }],
    });
  });

  test('an extra no longer offered is taken off the draft, and the guest told which', async () => {
    saveBookingDraft({
      ...draft,
      extras: [
        { id: spa.id, quantity: 1 },
        { id: bicycle.id, quantity: 2 },
      ],
    });
    // Spa Access was switched off: the quote refuses it, the list no longer has it.
    serve({
      extras: () => json(200, [bicycle]),
      quote: (params) => quoteFor(params, [bicycle]),
    });
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'An extra you chose is no longer available, so we have taken it off your stay.',
    );
    expect(readBookingDraft()?.extras).toEqual([{ id: bicycle.id, quantity: 2 }]);
    expect(screen.getByRole('checkbox', { name: 'Bicycle Hire' })).toHaveProperty('checked', true);
    expect(screen.queryByText('This stay can no longer be booked')).toBeNull();
    await reserveNow();
  });

  test('a garbled list of extras in the draft loses only the extras', async () => {
    window.sessionStorage.setItem(
      'suitebook.booking-draft',
      JSON.stringify({ ...draft, extras: [{ id: spa.id, quantity: 99 }, 'tea'] }),
    );
    const fetch = serve({ extras: () => json(200, [spa]) });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Spa Access' })).toHaveProperty(
      'checked',
      false,
    );
    const asked = fetch.mock.calls.map(([path]) => String(path));
    expect(asked.filter((path) => path.startsWith('/api/quote')).join()).not.toContain('extras=');
  });
});
