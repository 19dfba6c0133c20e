// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { StayQuote } from '#shared/booking.ts';
import { RATES } from '#shared/constants.ts';
import { addDays, flatNights, hotelToday, quoteStay } from '#shared/stay.ts';
import { gardenSuite, gardenSuiteBooking } from '#web/features/bookings/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { ChangeStayDialog } from './change-stay-dialog.tsx';

// Changing a booking's dates against a fake API answering in the shapes of src/shared.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suite = gardenSuite;

const checkIn = addDays(hotelToday(), 40);
const booking = gardenSuiteBooking(
  { checkIn, nights: 5, rates: { ...RATES, discount: 40 } },
  { reference: 'SB-LONG40', promoCode: 'LONG40' },
);

async function askForTwoNights(quote: StayQuote) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, quote)),
  );
  const user = renderWithQueries(<ChangeStayDialog booking={booking} />);
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
