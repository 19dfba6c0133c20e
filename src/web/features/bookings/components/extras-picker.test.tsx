// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type ChosenExtra, EXTRA_QUANTITY, type Extra, priceExtras } from '#shared/extras.ts';
import { formatBdt } from '#shared/money.ts';
import { flatNights, quoteStay } from '#shared/stay.ts';
import { json } from '#web/lib/testing.tsx';
import { ExtrasPicker } from './extras-picker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const spa: Extra = {
  id: '0c1d2e3f-0000-4000-8000-000000000001',
  name: 'Spa Access',
  price: 90,
  unit: 'night',
};
const transfer: Extra = {
  id: '0c1d2e3f-0000-4000-8000-000000000002',
  name: 'Airport Transfer',
  price: 2500,
  unit: 'stay',
};
const breakfast: Extra = {
  id: '0c1d2e3f-0000-4000-8000-000000000003',
  name: 'Breakfast in Bed',
  price: 70,
  unit: 'guest-night',
};
const offered = [spa, transfer, breakfast];

/** A quote of three nights for two guests holding `chosen`, priced as the server would. */
function quoteWith(chosen: ChosenExtra[]) {
  const priced = priceExtras(
    chosen.map((entry) => ({
      extra: offered.find((extra) => extra.id === entry.id) ?? spa,
      quantity: entry.quantity,
    })),
    { nights: 3, guests: 2 },
  );
  return quoteStay(flatNights('2027-01-10', 3, 12_500), undefined, priced);
}

function renderPicker(
  chosen: ChosenExtra[] | undefined,
  answer: () => Response | Promise<Response> = () => json(200, offered),
) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const onChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ExtrasPicker
        chosen={chosen}
        onChange={onChange}
        quote={quoteWith(chosen ?? [])}
        updating={false}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onChange, fetch, view };
}

describe('the extras on /booking', () => {
  test('lists each extra with its price and how it is charged', async () => {
    renderPicker(undefined);
    const section = await screen.findByRole('region', { name: 'Enhance your stay' });
    const box = await within(section).findByRole('checkbox', { name: 'Spa Access' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '90 BDT per night',
    );
    expect(within(section).getByText('2,500 BDT per stay')).toBeTruthy();
    expect(within(section).getByText('70 BDT per guest per night')).toBeTruthy();
    // Nothing chosen: no quantities to set.
    expect(within(section).queryByRole('combobox')).toBeNull();
  });

  test('adds an extra with the keyboard, once, in the hotel’s order', async () => {
    const { user, onChange } = renderPicker([{ id: breakfast.id, quantity: 2 }]);
    const box = await screen.findByRole('checkbox', { name: 'Spa Access' });
    box.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([
      { id: spa.id, quantity: EXTRA_QUANTITY.min },
      { id: breakfast.id, quantity: 2 },
    ]);
  });

  test('shows a chosen extra’s quantity and the server’s amount for it, and takes it off', async () => {
    const { user, onChange } = renderPicker([{ id: breakfast.id, quantity: 2 }]);
    const box = await screen.findByRole('checkbox', { name: 'Breakfast in Bed' });
    expect(box).toHaveProperty('checked', true);
    const quantity = screen.getByRole('combobox', { name: 'Quantity of Breakfast in Bed' });
    expect(quantity).toHaveProperty('value', '2');
    expect(within(quantity).getAllByRole('option')).toHaveLength(EXTRA_QUANTITY.max);
    // 70 BDT × 3 nights × 2 guests × 2.
    expect(screen.getByText(formatBdt(840))).toBeTruthy();

    await user.selectOptions(quantity, '3');
    expect(onChange).toHaveBeenLastCalledWith([{ id: breakfast.id, quantity: 3 }]);
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  test('says the total as the server priced it', async () => {
    renderPicker([{ id: spa.id, quantity: 1 }]);
    await screen.findByRole('checkbox', { name: 'Spa Access' });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(formatBdt(quoteWith([{ id: spa.id, quantity: 1 }]).total));
  });

  test('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = renderPicker(undefined, () =>
      fail
        ? json(503, { error: { code: 'UNAVAILABLE', message: 'The hotel is resting.' } })
        : json(200, offered),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the extra services');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Spa Access' })).toBeTruthy();
  });

  test('is left out when the hotel offers no extras', async () => {
    const { fetch, view } = renderPicker(undefined, () => json(200, []));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(view.container.textContent).toBe(''));
  });
});
