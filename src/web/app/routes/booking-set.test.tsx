// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { Booking } from '#shared/booking.ts';
import { RATES } from '#shared/constants.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { Reservation, ReservationQuote } from '#shared/reservation.ts';
import { addDays, flatNights, quoteReservation, quoteStay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import type { ReservationDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { json } from '#web/lib/testing.tsx';
import {
  amountOf,
  booking,
  checkIn,
  expectTakenOnReserve,
  priceSection,
  refusal,
  renderPage,
  reserveNow,
  serve,
  startEachTestFromTheDraft,
  suite,
} from './booking-page.fixtures.tsx';

// /booking with a set of suites chosen on /allSuites (issue 35): each suite's own lines, the
// whole's price, one Reserve Now for the set, and the reservation it makes.

const grand: Suite = {
  ...suite,
  id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Zamindar Grand Suite',
  capacity: 5,
  pricePerNight: 30_000,
};
const single: Suite = {
  ...suite,
  id: '2c3d4e5f-6071-4b2c-9d3e-4f5a6b7c8d9e',
  name: 'Courtyard Single',
  bed: '1 Single Bed',
  capacity: 1,
  pricePerNight: 6_000,
};

const setDraft: ReservationDraft = {
  checkIn,
  checkOut: addDays(checkIn, 2),
  rooms: [
    { suiteId: grand.id, adults: 3, children: 2 },
    { suiteId: single.id, adults: 1, children: 0 },
  ],
};

const rooms = [
  { suite: grand, adults: 3, children: 2, available: true },
  { suite: single, adults: 1, children: 0, available: true },
].map((room) => ({
  ...room,
  quote: quoteStay(flatNights(checkIn, 2, room.suite.pricePerNight)),
}));
const whole = quoteReservation(
  rooms.map((room) => room.quote.subtotal),
  RATES,
);
const setQuote: ReservationQuote = {
  rooms,
  quote: whole,
  available: true,
  promoCode: null,
  payment: null,
};

const bookingOf = (room: (typeof rooms)[number], id: string, reference: string): Booking => ({
  ...booking,
  ...room.quote,
  id,
  reference,
  suiteId: room.suite.id,
  checkIn: setDraft.checkIn,
  checkOut: setDraft.checkOut,
  adults: room.adults,
  children: room.children,
  suite: { ...booking.suite, name: room.suite.name, bed: room.suite.bed },
  reservationId: '7f6e5d4c-3b2a-4198-8776-655443322110',
  specialRequests: 'A cot, please.',
  arrivalTime: '21:30',
});

const reservation: Reservation = {
  id: '7f6e5d4c-3b2a-4198-8776-655443322110',
  reference: 'SR-4Q7K2M',
  status: 'confirmed',
  checkIn: setDraft.checkIn,
  checkOut: setDraft.checkOut,
  nights: 2,
  bookings: [
    bookingOf(
      rooms[0] as (typeof rooms)[number],
      '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      'SB-GRAND1',
    ),
    bookingOf(
      rooms[1] as (typeof rooms)[number],
      '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      'SB-SINGL2',
    ),
  ],
  quote: whole,
  amountDue: 0,
  amountPaid: 0,
  balanceDue: whole.total,
  holdExpiresAt: null,
  payable: false,
  cancellable: true,
  promoCode: null,
  specialRequests: 'A cot, please.',
  arrivalTime: '21:30',
  createdAt: '2026-05-01T10:00:00.000Z',
};

/** The reservation with online deposits: held for its deposit, for `minutes` more. */
const heldFor = (minutes: number): Reservation => ({
  ...reservation,
  status: 'pending_payment',
  amountDue: 26_000,
  holdExpiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
  payable: true,
  bookings: reservation.bookings.map((each) => ({ ...each, status: 'pending_payment' })),
});

startEachTestFromTheDraft(setDraft);

const quoteOfTheSet = (params: URLSearchParams) =>
  params.get('rooms') === `${grand.id}:3:2,${single.id}:1:0`
    ? json(200, setQuote)
    : json(400, refusal({ code: 'VALIDATION_ERROR', message: 'Not the set' }));

test("shows every suite of the set with its own lines, then the whole's price", async () => {
  serve({ quote: quoteOfTheSet });
  renderPage();

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Two suites for your party of 6' }),
  ).toBeTruthy();
  const grandRoom = screen.getByRole('heading', { level: 3, name: grand.name }).closest('li');
  expect(within(grandRoom as HTMLElement).getByText(/3 adults, 2 children/)).toBeTruthy();
  expect(
    within(grandRoom as HTMLElement).getByText(`2 nights × ${formatBdt(30_000)}`),
  ).toBeTruthy();
  expect(within(grandRoom as HTMLElement).getAllByText(formatBdt(60_000))).toHaveLength(2);
  const singleRoom = screen.getByRole('heading', { level: 3, name: single.name }).closest('li');
  expect(within(singleRoom as HTMLElement).getByText(/1 adult$/)).toBeTruthy();

  expect(amountOf('Subtotal')).toBe(formatBdt(72_000));
  expect(within(priceSection()).getByText(`${grand.name}: ${formatBdt(60_000)}`)).toBeTruthy();
  expect(amountOf(`Discount (${RATES.discount}%)`)).toBe(formatBdt(0));
  expect(amountOf(`Services Charge (${RATES.serviceCharge}%)`)).toBe(
    formatBdt(whole.serviceCharge),
  );
  expect(amountOf(`VAT(${RATES.vat}%)`)).toBe(formatBdt(whole.vat));
  expect(amountOf(`TAX(${RATES.tax}%)`)).toBe(formatBdt(whole.tax));
  expect(amountOf('Total (BDT)')).toBe(formatBdt(whole.total));
  expect(screen.getByRole('form', { name: 'Promo code' })).toBeTruthy();
  await reserveNow();
});

test('reserves the whole set with the details, and shows the reservation', async () => {
  const sent: Record<string, unknown>[] = [];
  serve({
    quote: quoteOfTheSet,
    reserve: (body) => {
      sent.push(body);
      return json(201, reservation);
    },
  });
  const user = renderPage();
  await user.click(await screen.findByText('Special requests & arrival time'));
  await user.type(screen.getByLabelText('Special requests'), 'A cot, please.');
  await user.selectOptions(screen.getByLabelText('Arrival time'), '21:30');
  await user.click(await reserveNow());

  // The page moves to the reservation's own address, and shows it from there.
  expect((await screen.findByRole('status')).textContent).toBe(
    'Your reservation is confirmed. Reference SR-4Q7K2M.',
  );
  expect(screen.getByText('SB-GRAND1')).toBeTruthy();
  expect(sent).toEqual([{ ...setDraft, specialRequests: 'A cot, please.', arrivalTime: '21:30' }]);
  expect(readBookingDraft()).toBeNull();
});

test('shows the reservation at its address, after a reload too', async () => {
  serve({ reservation });
  renderPage(`${paths.booking}?reservation=${reservation.id}`);

  const status = await screen.findByRole('status');
  expect(status.textContent).toBe('Your reservation is confirmed. Reference SR-4Q7K2M.');
  expect(screen.getAllByText('SR-4Q7K2M').length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 3, name: grand.name })).toBeTruthy();
  expect(screen.getByText('SB-GRAND1')).toBeTruthy();
  expect(screen.getByText('SB-SINGL2')).toBeTruthy();
  expect(screen.getByText(formatBdt(whole.total))).toBeTruthy();
  expect(screen.getByText('21:30')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to your Booking List' }).getAttribute('href')).toBe(
    paths.dashboard,
  );
});

test('says which suite was just taken when the set cannot be reserved', async () => {
  const taken = `${single.name} was just booked by another guest for these dates. Please search again.`;
  serve({
    quote: quoteOfTheSet,
    reserve: () => json(409, refusal({ code: 'CONFLICT', message: taken })),
  });
  const user = renderPage();
  await user.click(await reserveNow());

  await expectTakenOnReserve(taken, setDraft);
});

test('names the suite of the set that is no longer free', async () => {
  serve({
    quote: () =>
      json(200, {
        ...setQuote,
        available: false,
        rooms: setQuote.rooms.map((room) => ({ ...room, available: room.suite.id === grand.id })),
      }),
  });
  renderPage();

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(`Sorry: ${single.name} is no longer free for these dates.`);
  expect(screen.queryByRole('button', { name: 'Reserve Now' })).toBeNull();
});

test('with online deposits, holds the suites and pays their one deposit on the gateway', async () => {
  const held = heldFor(30);
  const api = serve({ reservation: held });
  const paid: string[] = [];
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => {
    if (path === `/api/reservations/${held.id}/payments` && init?.method === 'POST') {
      paid.push(path);
      return Promise.resolve(json(200, { redirectUrl: 'https://gateway.test/pay/1' }));
    }
    return api(path, init);
  });
  // Leaving for the gateway's page is the browser's business: only where it goes is checked.
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const user = renderPage(`${paths.booking}?reservation=${held.id}`);

  const notice = await screen.findByText(/Your suites are held for you, reference/);
  expect(notice.textContent).toBe(
    'Your suites are held for you, reference SR-4Q7K2M. Pay the deposit to confirm them.',
  );
  const deposit = screen.getByRole('region', { name: 'Pay your deposit' });
  expect(within(deposit).getByText(formatBdt(26_000))).toBeTruthy();
  expect(within(deposit).getByText(/Your 2 suites are held for you/)).toBeTruthy();
  await user.click(within(deposit).getByRole('button', { name: 'Pay with SSLCommerz' }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/pay/1'));
  expect(paid).toHaveLength(1);
  assign.mockRestore();
});

test('back from a failed payment, says nothing was charged and the suites are still held', async () => {
  const held = heldFor(20);
  serve({ reservation: held });
  renderPage(`${paths.booking}?reservation=${held.id}&payment=fail`);

  expect(
    await screen.findByText(
      'Your payment did not go through, and nothing was charged. Your suites are still held: you can try again below.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay with SSLCommerz' })).toBeTruthy();
});
