// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Charges } from '#shared/charges.ts';
import { serveAdmin, unavailable } from '#web/features/offers/testing.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  type Call,
  json,
  messageOf,
  renderWithQueries,
  testQueryClient,
} from '#web/lib/testing.tsx';
import { ChargesPanel } from './charges-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PERCENT_MESSAGE = 'Use a percentage from 0 to 50, to the hundredth';
const spec: Charges = { serviceChargePercent: 10, vatPercent: 10, taxPercent: 5 };

/** A server holding `charges`, storing a change it accepts; `refuse` answers one instead. */
function serve(charges: Charges, refuse: (call: Call) => Response | undefined = () => undefined) {
  let stored = charges;
  return serveAdmin({
    read: () => stored,
    write: (call) => {
      const refusal = refuse(call);
      if (refusal) return refusal;
      stored = call.body as Charges;
      return json(200, stored);
    },
  });
}

/** The panel, beside a guest's quote and search already read (as on /booking and /allSuites). */
function renderPanel() {
  const queryClient = testQueryClient();
  queryClient.setQueryData([...queryKeys.quote, 'a draft'], { total: 1 });
  queryClient.setQueryData([...queryKeys.availability, 'a stay'], { total: 1 });
  return { user: renderWithQueries(<ChargesPanel />, { queryClient }), queryClient };
}

const form = () => within(screen.getByRole('form', { name: 'Change the charges' }));
const inForce = async () =>
  within(await screen.findByRole('list', { name: 'Charges in force' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const control = form().getByLabelText(label);
  await user.clear(control);
  if (text) await user.type(control, text);
}

describe("the hotel's charges, as staff set them", () => {
  test("shows the rates in force in the summary's words, and starts the form from them", async () => {
    serve(spec);
    renderPanel();
    expect(await inForce()).toEqual(['Services Charge (10%)', 'VAT(10%)', 'TAX(5%)']);
    expect((form().getByLabelText('Services Charge (%)') as HTMLInputElement).value).toBe('10');
    expect((form().getByLabelText('VAT (%)') as HTMLInputElement).value).toBe('10');
    expect((form().getByLabelText('TAX (%)') as HTMLInputElement).value).toBe('5');
  });

  test('checks each rate with the shared rules before sending anything', async () => {
    const calls = serve(spec);
    const { user } = renderPanel();
    await inForce();
    await retype(user, 'Services Charge (%)', '');
    await retype(user, 'VAT (%)', '60');
    await retype(user, 'TAX (%)', '7.125');
    await user.click(form().getByRole('button', { name: 'Save Charges' }));

    for (const label of ['Services Charge (%)', 'VAT (%)', 'TAX (%)']) {
      expect(messageOf(form().getByLabelText(label)), label).toBe(PERCENT_MESSAGE);
    }
    expect(document.activeElement).toBe(form().getByLabelText('Services Charge (%)'));
    expect(calls).toEqual([]);
  });

  test('saves new rates, says what new quotes charge, and has guest prices read again', async () => {
    const calls = serve(spec);
    const { user, queryClient } = renderPanel();
    await inForce();
    await retype(user, 'Services Charge (%)', '12.25');
    await retype(user, 'VAT (%)', '7.5');
    await retype(user, 'TAX (%)', '0');
    await user.click(form().getByRole('button', { name: 'Save Charges' }));

    expect(
      await screen.findByText(
        'New quotes now charge Services Charge (12.25%), VAT(7.5%) and TAX(0%). Bookings already made keep the rates they were sold at.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/api/admin/charges',
        method: 'PUT',
        body: { serviceChargePercent: 12.25, vatPercent: 7.5, taxPercent: 0 },
      },
    ]);
    expect(await inForce()).toEqual(['Services Charge (12.25%)', 'VAT(7.5%)', 'TAX(0%)']);
    expect(queryClient.getQueryState([...queryKeys.quote, 'a draft'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...queryKeys.availability, 'a stay'])?.isInvalidated).toBe(
      true,
    );
  });

  test("puts the server's refusal under its field, and a failure above the button", async () => {
    let answer = json(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are missing or invalid.',
        fields: { vatPercent: PERCENT_MESSAGE },
      },
    });
    serve(spec, () => answer);
    const { user } = renderPanel();
    await inForce();
    await retype(user, 'VAT (%)', '15');
    await user.click(form().getByRole('button', { name: 'Save Charges' }));
    await vi.waitFor(() =>
      expect(messageOf(form().getByLabelText('VAT (%)'))).toBe(PERCENT_MESSAGE),
    );

    answer = json(503, {
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The hotel is resting.' },
    });
    await user.click(form().getByRole('button', { name: 'Save Charges' }));
    expect((await form().findByRole('alert')).textContent).toContain('The hotel is resting.');
    expect(await inForce()).toEqual(['Services Charge (10%)', 'VAT(10%)', 'TAX(5%)']);
  });

  test('offers a retry when the charges cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? unavailable() : json(200, spec))),
    );
    const { user } = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the charges');
    expect(screen.queryByRole('form', { name: 'Change the charges' })).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await inForce()).toEqual(['Services Charge (10%)', 'VAT(10%)', 'TAX(5%)']);
  });
});
