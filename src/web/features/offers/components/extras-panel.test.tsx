// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { EXTRA_MESSAGES } from '#shared/extras.ts';
import { serveAdmin, unavailable } from '#web/features/offers/testing.tsx';
import { type Call, json, messageOf, renderWithQueries } from '#web/lib/testing.tsx';
import { ExtrasPanel } from './extras-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface StoredExtra {
  id: string;
  name: string;
  nameBn: string | null;
  price: number;
  unit: 'stay' | 'night' | 'guest-night';
  active: boolean;
}

const spa: StoredExtra = {
  id: '0c1d2e3f-0000-4000-8000-000000000001',
  name: 'Spa Access',
  nameBn: null,
  price: 90,
  unit: 'night',
  active: true,
};
const bicycle: StoredExtra = {
  id: '0c1d2e3f-0000-4000-8000-000000000002',
  name: 'Bicycle Hire',
  nameBn: null,
  price: 30,
  unit: 'night',
  active: false,
};

/**
 * A server holding `extras`, storing each change it accepts; `refuse` answers a change instead
 * (a refusal), or lets it through when it returns undefined.
 */
function serve(
  extras: StoredExtra[],
  refuse: (call: Call) => Response | undefined = () => undefined,
) {
  let stored = extras;
  return serveAdmin({
    read: () => ({ extras: stored }),
    write: (call) => {
      const refusal = refuse(call);
      if (refusal) return refusal;
      const body = call.body as Omit<StoredExtra, 'id'>;
      if (call.method === 'POST') {
        const made = { ...body, active: true, id: '0c1d2e3f-0000-4000-8000-000000000009' };
        stored = [...stored, made];
        return json(201, made);
      }
      const id = call.path.split('/').at(-1);
      stored = stored.map((extra) => (extra.id === id ? { ...extra, ...body } : extra));
      return json(
        200,
        stored.find((extra) => extra.id === id),
      );
    },
  });
}

const renderPanel = () => renderWithQueries(<ExtrasPanel />);

const addForm = () => within(screen.getByRole('form', { name: 'Add an extra' }));
const rowOf = async (name: string) =>
  (await screen.findByRole('list', { name: 'Extras' })).querySelector<HTMLElement>(
    `li:has([aria-label="Edit ${name}"])`,
  );

describe('the extras, as staff manage them', () => {
  test('lists each extra with its price, how it is charged, and whether it is offered', async () => {
    serve([spa, bicycle]);
    renderPanel();
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Extras' }),
    ).getAllByRole('listitem');
    expect(first?.textContent).toContain('Spa Access');
    expect(first?.textContent).toContain('90 BDT per night · Offered');
    expect(second?.textContent).toContain('30 BDT per night · Switched off');
    expect(screen.getByRole('button', { name: 'Switch off Spa Access' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch on Bicycle Hire' })).toBeTruthy();
  });

  test('says when there is none, and offers a retry when the list cannot be loaded', async () => {
    serve([]);
    renderPanel();
    expect(await screen.findByText('No extras yet')).toBeTruthy();
    cleanup();

    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? unavailable() : json(200, { extras: [spa] }))),
    );
    const user = renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the extras');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Spa Access')).toBeTruthy();
  });

  test('checks a new extra with the shared rules, then adds it', async () => {
    const calls = serve([spa]);
    const user = renderPanel();
    await screen.findByText('Spa Access');
    await user.click(addForm().getByRole('button', { name: 'Add Extra' }));
    expect(messageOf(addForm().getByLabelText('Name'))).toBe(EXTRA_MESSAGES.name);
    expect(messageOf(addForm().getByLabelText('Price'))).toBe(EXTRA_MESSAGES.price);
    expect(document.activeElement).toBe(addForm().getByLabelText('Name'));
    expect(calls).toEqual([]);

    await user.type(addForm().getByLabelText('Name'), 'Airport Transfer');
    await user.type(addForm().getByLabelText('Price'), '2500');
    await user.selectOptions(addForm().getByLabelText('Charged'), 'Per stay');
    await user.click(addForm().getByRole('button', { name: 'Add Extra' }));

    expect(
      await screen.findByText(
        'Airport Transfer is added at 2,500 BDT per stay and offered to guests.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/api/admin/extras',
        method: 'POST',
        // No Bengali name given: none (the Bengali pages show the English).
        body: { name: 'Airport Transfer', nameBn: null, price: 2500, unit: 'stay' },
      },
    ]);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit Airport Transfer' }),
      ),
    );
    expect((addForm().getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  test('changes an extra in its row, keeping whether it is offered', async () => {
    const calls = serve([spa]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Spa Access' }));
    const form = within(screen.getByRole('form', { name: 'Edit Spa Access' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Name')));
    await user.clear(form.getByLabelText('Price'));
    await user.type(form.getByLabelText('Price'), '120');
    await user.click(form.getByRole('button', { name: 'Save Extra' }));

    expect(await screen.findByText('Spa Access is now 120 BDT per night.')).toBeTruthy();
    expect(calls).toEqual([
      {
        path: `/api/admin/extras/${spa.id}`,
        method: 'PATCH',
        body: { name: 'Spa Access', nameBn: null, price: 120, unit: 'night', active: true },
      },
    ]);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Spa Access' })),
    );
  });

  test('switches an extra off once confirmed, and on again at once', async () => {
    const calls = serve([spa]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Switch off Spa Access' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, switch it off' }));

    expect(
      await screen.findByText('Spa Access is switched off: guests can no longer add it to a stay.'),
    ).toBeTruthy();
    const switchOn = await screen.findByRole('button', { name: 'Switch on Spa Access' });
    await vi.waitFor(() => expect(document.activeElement).toBe(switchOn));
    expect((await rowOf('Spa Access'))?.textContent).toContain('Switched off');

    await user.click(switchOn);
    expect(await screen.findByText('Spa Access is offered to guests again.')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { name: 'Spa Access', nameBn: null, price: 90, unit: 'night', active: false },
      { name: 'Spa Access', nameBn: null, price: 90, unit: 'night', active: true },
    ]);
  });
});

describe('an extra’s name in Bengali', () => {
  const spaBn = 'স্পা';

  test('is an optional field in Bengali after the name, sent with a new extra', async () => {
    const calls = serve([spa]);
    const user = renderPanel();
    await screen.findByText('Spa Access');
    const nameBn = addForm().getByLabelText('Name in Bengali') as HTMLInputElement;
    expect(nameBn.lang).toBe('bn');
    expect(nameBn.maxLength).toBe(80);
    const controls = [
      ...screen.getByRole('form', { name: 'Add an extra' }).querySelectorAll('input, select'),
    ].map((control) => control.getAttribute('name'));
    expect(controls.slice(0, 2)).toEqual(['name', 'nameBn']);
    expect(
      document.getElementById(nameBn.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Optional: as guests see it on the Bengali pages. Empty: the English name there');

    await user.type(addForm().getByLabelText('Name'), 'Airport Transfer');
    await user.type(nameBn, '  এয়ারপোর্ট ট্রান্সফার ');
    await user.type(addForm().getByLabelText('Price'), '2500');
    await user.click(addForm().getByRole('button', { name: 'Add Extra' }));

    expect(
      await screen.findByText(
        'Airport Transfer is added at 2,500 BDT per night and offered to guests.',
      ),
    ).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { name: 'Airport Transfer', nameBn: 'এয়ারপোর্ট ট্রান্সফার', price: 2500, unit: 'night' },
    ]);
    expect(nameBn.value).toBe('');
  });

  test('starts from the extra’s when editing, and is cleared by emptying it', async () => {
    const calls = serve([{ ...spa, nameBn: spaBn }]);
    const user = renderPanel();
    // The English build shows the English name.
    await user.click(await screen.findByRole('button', { name: 'Edit Spa Access' }));
    const form = within(screen.getByRole('form', { name: 'Edit Spa Access' }));
    const nameBn = form.getByLabelText('Name in Bengali') as HTMLInputElement;
    expect(nameBn.value).toBe(spaBn);
    await user.clear(nameBn);
    await user.click(form.getByRole('button', { name: 'Save Extra' }));

    expect(await screen.findByText('Spa Access is now 90 BDT per night.')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { name: 'Spa Access', nameBn: null, price: 90, unit: 'night', active: true },
    ]);
  });

  test('is kept when the extra is switched off', async () => {
    const calls = serve([{ ...spa, nameBn: spaBn }]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Switch off Spa Access' }));
    await user.click(screen.getByRole('button', { name: 'Yes, switch it off' }));

    expect(await screen.findByRole('button', { name: 'Switch on Spa Access' })).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([
      { name: 'Spa Access', nameBn: spaBn, price: 90, unit: 'night', active: false },
    ]);
  });

  test('is the name the Bengali pages list, when it has one', async () => {
    vi.resetModules();
    try {
      const { ExtrasPanel: BengaliPanel } = await import('./extras-panel.tsx');
      // The language of the moment, as a Bengali build's pages have it (src/web/lib/intl.ts).
      const { setLocaleSource } = await import('#shared/messages.ts');
      setLocaleSource(() => 'bn');
      serve([{ ...spa, nameBn: spaBn }, bicycle]);
      renderWithQueries(<BengaliPanel />);
      const [first, second] = within(
        await screen.findByRole('list', { name: 'Extras' }),
      ).getAllByRole('listitem');
      expect(first?.textContent).toContain(spaBn);
      expect(first?.textContent).not.toContain('Spa Access');
      expect(screen.getByRole('button', { name: `Edit ${spaBn}` })).toBeTruthy();
      // Without one, the English.
      expect(second?.textContent).toContain('Bicycle Hire');
    } finally {
      vi.resetModules();
    }
  });

  test('shows the server’s message on its field', async () => {
    serve([spa], () =>
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Check the highlighted fields.',
          fields: { nameBn: 'An extra with this name already exists' },
        },
      }),
    );
    const user = renderPanel();
    await screen.findByText('Spa Access');
    await user.type(addForm().getByLabelText('Name'), 'Airport Transfer');
    await user.type(addForm().getByLabelText('Name in Bengali'), 'স্পা');
    await user.type(addForm().getByLabelText('Price'), '2500');
    await user.click(addForm().getByRole('button', { name: 'Add Extra' }));

    await vi.waitFor(() =>
      expect(messageOf(addForm().getByLabelText('Name in Bengali'))).toBe(
        'An extra with this name already exists',
      ),
    );
    expect(messageOf(addForm().getByLabelText('Name'))).toBeNull();
  });
});
