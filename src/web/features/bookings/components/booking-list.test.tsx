// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import type { Reservation } from '#shared/reservation.ts';
import { addDays, hotelToday, quoteReservation } from '#shared/stay.ts';
import { gardenSuiteBooking } from '#web/features/bookings/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { BookingList } from './booking-list.tsx';

// The suites of a reservation on the booking list, against a fake API answering in the shapes of
// src/shared: together under their reservation for its guest, each naming it for staff.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkIn = addDays(hotelToday(), 30);
const reservationId = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';

function suiteBooking(index: number, name: string, extra: Partial<Booking> = {}): Booking {
  const booking = gardenSuiteBooking(
    { checkIn, nights: 3, pricePerNight: 10_000 + index * 1_000 },
    {
      id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c0${index}`,
      reference: `SB-ROOM0${index}`,
      suiteId: `4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5${index}`,
      createdAt: '2026-11-01T10:00:00.000Z',
      guest: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: null },
      // As the API answers a guest: a suite of a reservation is not cancelled on its own.
      cancellable: extra.reservationId === null,
      reservationId,
      ...extra,
    },
  );
  return { ...booking, suite: { ...booking.suite, name } };
}

const garden = suiteBooking(1, 'Garden King Suite');
const lake = suiteBooking(2, 'Lake View Suite');
const alone = suiteBooking(3, 'Tea Terrace Suite', {
  checkIn: addDays(checkIn, 20),
  checkOut: addDays(checkIn, 22),
  reservationId: null,
});

const totals = quoteReservation([garden.subtotal, lake.subtotal], {
  discount: 0,
  serviceCharge: 10,
  vat: 10,
  tax: 5,
});
const reservation: Reservation = {
  id: reservationId,
  reference: 'SR-GROUP1',
  status: 'confirmed',
  checkIn,
  checkOut: addDays(checkIn, 3),
  nights: 3,
  bookings: [garden, lake],
  quote: totals,
  amountDue: 0,
  amountPaid: 0,
  balanceDue: totals.total,
  holdExpiresAt: null,
  payable: false,
  cancellable: true,
  promoCode: null,
  specialRequests: null,
  arrivalTime: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The fake API: the reservation, and its cancellation. */
function serve() {
  const cancelledReservation: Reservation = {
    ...reservation,
    status: 'cancelled',
    bookings: reservation.bookings.map((booking) => ({
      ...booking,
      status: 'cancelled',
      stage: 'cancelled',
      cancellable: false,
    })),
  };
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === `/api/reservations/${reservationId}`) {
      return json(200, init?.method === 'DELETE' ? cancelledReservation : reservation);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'No such thing.' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderList(showGuest: boolean, onReservationCancelled = vi.fn()) {
  // Staff may cancel any suite on its own; a guest only a booking made alone.
  const bookings = [garden, lake, alone].map((booking) =>
    showGuest ? { ...booking, cancellable: true } : booking,
  );
  renderWithQueries(
    <BookingList
      bookings={bookings}
      showGuest={showGuest}
      onCancelled={() => {}}
      onReservationCancelled={onReservationCancelled}
    />,
  );
  return onReservationCancelled;
}

describe("a reservation on its guest's booking list", () => {
  test('shows its suites together under its reference, stay and total, with its receipt', async () => {
    serve();
    renderList(false);
    const group = screen.getByRole('region', { name: /^2 suites,/ });
    expect(await within(group).findByText('SR-GROUP1')).toBeTruthy();
    expect(within(group).getByText(formatBdt(totals.total))).toBeTruthy();
    expect(group.textContent).toContain('3 nights · 4 adults');
    const receipt = within(group).getByRole('link', { name: 'Receipt (SR-GROUP1)' });
    expect(receipt.getAttribute('href')).toBe(`/api/reservations/${reservationId}/invoice.pdf`);
    expect(receipt.getAttribute('download')).toBe('SR-GROUP1.pdf');
    // Both suites are listed in it (its table and its cards), the booking on its own is not.
    for (const name of ['Garden King Suite', 'Lake View Suite']) {
      expect(within(group).getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(within(group).queryByText('Tea Terrace Suite')).toBeNull();
    expect(screen.getAllByText('Tea Terrace Suite').length).toBeGreaterThan(0);
  });

  test('offers Cancel reservation, never Delete or Change dates of one of its suites', async () => {
    serve();
    renderList(false);
    const group = screen.getByRole('region', { name: /^2 suites,/ });
    expect(
      await within(group).findByRole('button', { name: 'Cancel reservation SR-GROUP1' }),
    ).toBeTruthy();
    for (const booking of [garden, lake]) {
      expect(
        screen.queryByRole('button', { name: `Delete booking ${booking.reference}` }),
      ).toBeNull();
      expect(
        screen.queryByRole('button', { name: `Change dates of ${booking.reference}` }),
      ).toBeNull();
    }
    expect(within(group).getAllByText('Cancel with the reservation').length).toBeGreaterThan(0);
    // The booking made on its own keeps both.
    expect(
      screen.getAllByRole('button', { name: `Delete booking ${alone.reference}` }).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('button', { name: `Change dates of ${alone.reference}` }).length,
    ).toBeGreaterThan(0);
  });

  test('cancels the whole reservation after asking, in one request', async () => {
    const fetch = serve();
    const onReservationCancelled = renderList(false);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation SR-GROUP1' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain(
      'Reservation SR-GROUP1, 2 suites (Garden King Suite, Lake View Suite)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it!' }));
    await vi.waitFor(() => expect(onReservationCancelled).toHaveBeenCalledOnce());
    expect(onReservationCancelled.mock.calls[0]?.[0]).toMatchObject({
      reference: 'SR-GROUP1',
      status: 'cancelled',
    });
    const deletes = fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([path]) => path)).toEqual([`/api/reservations/${reservationId}`]);
  });
});

describe("a reservation on staff's booking list", () => {
  test('names the reservation on each of its suites, each still cancelled on its own', async () => {
    serve();
    renderList(true);
    expect(screen.queryByRole('region', { name: /^2 suites,/ })).toBeNull();
    // Each suite's row and card names it: 2 suites, a table row and a card each.
    await vi.waitFor(() => expect(screen.getAllByText('SR-GROUP1')).toHaveLength(4));
    for (const booking of [garden, lake, alone]) {
      expect(
        screen.getAllByRole('button', { name: `Delete booking ${booking.reference}` }).length,
      ).toBeGreaterThan(0);
    }
  });
});
