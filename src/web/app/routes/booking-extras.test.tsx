// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { EXTRA_MESSAGES, type Extra, priceExtras } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import { flatNights, quoteStay } from '#shared/stay.ts';
import { saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { json } from '#web/lib/testing.tsx';
import {
  amountOf,
  booking,
  checkIn,
  draft,
  priceSection,
  refusal,
  renderPage,
  reserveNow,
  serve,
  startEachTestFromTheDraft,
  stayQuote,
  suite,
} from './booking-page.fixtures.tsx';

// The extras on /booking: offered, priced by the server, kept in the draft and booked, against a
// fake API answering in the shapes of src/shared (booking-page.fixtures.tsx).

startEachTestFromTheDraft();

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
