// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Booking, StayQuote } from '#shared/booking.ts';
import { RATES } from '#shared/constants.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';
import { ChangeStayDialog } from './change-stay-dialog.tsx';

// Changing a booking's dates against a fake API answering in the shapes of src/shared.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suite: Suite = {
  id: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Garden King Suite',
  description: 'A king bed and a veranda over the garden.',
  bed: '1 King Bed',
  capacity: 3,
  sizeSqft: 520,
  rating: 5,
  pricePerNight: 10_000,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image: suiteImage('/images/suites/garden-king-suite'),
};

const checkIn = addDays(hotelToday(), 40);
const booked = quoteStay(flatNights(checkIn, 5, suite.pricePerNight), { ...RATES, discount: 40 });

const booking: Booking = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  reference: 'SB-LONG40',
  suiteId: suite.id,
  checkIn,
  checkOut: addDays(checkIn, 5),
  adults: 2,
  children: 0,
  ...booked,
  promoCode: 'LONG40',
  status: 'confirmed',
  createdAt: '2026-05-01T10:00:00.000Z',
  cancelledAt: null,
  holdExpiresAt: null,
  amountDue: 0,
  amountPaid: 0,
  amountRefunded: 0,
  balanceDue: booked.total,
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
  guest: { name: 'Ayesha Rahman', email: 'ayesha@example.com', phone: null },
  stage: 'upcoming',
  cancellable: true,
  specialRequests: null,
  arrivalTime: null,
  reservationId: null,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function askForTwoNights(quote: StayQuote) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, quote)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeStayDialog booking={booking} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Change dates of ${booking.reference}` }));
  const form = within(screen.getByRole('form', { name: `New dates for ${booking.reference}` }));
  fireEvent.input(form.getByLabelText('Check Out'), { target: { value: addDays(checkIn, 2) } });
  await user.click(form.getByRole('button', { name: 'See the new price' }));
  return screen.findByRole('region', { name: 'New price' });
}

describe('changing the dates of a booking with a promo code', () => {
  test('says before the guest confirms that the code no longer applies, and why', async () => {
    const offer = await askForTwoNights({
      suite,
      quote: quoteStay(flatNights(checkIn, 2, suite.pricePerNight)),
      available: true,
      promoCode: null,
      promoCodeDropped: {
        code: 'LONG40',
        reason: 'The code LONG40 is for stays of 5 nights or more.',
      },
      payment: null,
    });
    expect(within(offer).getByRole('alert').textContent).toBe(
      'The code LONG40 is for stays of 5 nights or more. This change gives up the code and its 40% discount: the price above is without it.',
    );
    expect(within(offer).getByRole('button', { name: 'Confirm change' })).toBeTruthy();
  });

  test('says nothing of the code when the change keeps it', async () => {
    const offer = await askForTwoNights({
      suite,
      quote: quoteStay(flatNights(checkIn, 2, suite.pricePerNight), { ...RATES, discount: 40 }),
      available: true,
      promoCode: 'LONG40',
      promoCodeDropped: null,
      payment: null,
    });
    expect(within(offer).queryByRole('alert')).toBeNull();
  });
});
