// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RATES } from '#shared/constants.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { json } from '#web/lib/testing.tsx';
import {
  amountOf,
  booking,
  draft,
  expectTakenOnReserve,
  price,
  priceSection,
  refusal,
  renderPage,
  reserveNow,
  serve,
  startEachTestFromTheDraft,
  suite,
} from './booking-page.fixtures.tsx';

// The booking page's states, against a fake API answering in the shapes of src/shared
// (booking-page.fixtures.tsx). The extras are booking-extras.test.tsx's, the arrival details
// booking-arrival.test.tsx's.

startEachTestFromTheDraft();

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

  await expectTakenOnReserve(conflict, draft);
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
