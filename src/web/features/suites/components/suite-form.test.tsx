// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { BED_TYPES } from '#shared/constants.ts';
import { suiteImage } from '#shared/suite.ts';
import {
  type AdminSuite,
  SUITE_ADDRESS_MAX,
  SUITE_DESCRIPTION,
  SUITE_NAME_MAX,
} from '#shared/suite-admin.ts';
import { teaGardenSuite } from '#web/features/suites/testing.tsx';
import { json, messageOf as messageOfControl, renderWithQueries } from '#web/lib/testing.tsx';
import { SuiteForm } from './suite-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suite: AdminSuite = {
  ...teaGardenSuite,
  nameBn: null,
  descriptionBn: null,
  address: 'East Wing, first floor',
  storedRating: 4,
  active: true,
  bookingCount: 0,
  photos: [
    {
      id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      image: suiteImage('/images/suites/tea-garden-king-suite'),
    },
  ],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'suite.png', { type: 'image/png' });

const renderForm = (props: Parameters<typeof SuiteForm>[0] = {}) =>
  renderWithQueries(<SuiteForm {...props} />, { applyAccept: false });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The message the field's aria-describedby points at, or null when it has none. */
const messageOf = (label: string) => messageOfControl(field(label));

/** The hint the field's aria-describedby points at. */
const hintOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-hint'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');

async function fillRequired(form: ReturnType<typeof userEvent.setup>) {
  await form.type(field('Name'), 'Mist Valley Suite');
  await form.type(field('Price'), '12500');
  await form.type(field('Square'), '520');
  await form.type(field('Address'), 'Garden Wing, ground floor');
  await form.type(field('Description'), 'Opens onto the lawn and the tea rows beyond it.');
  await form.selectOptions(field('Bed'), '2 Single Bed');
}

describe('adding a suite', () => {
  test('puts each required message on its own field and focuses the first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    await form.click(screen.getByRole('button', { name: 'Add Suite' }));

    expect(messageOf('Name')).toBe('! Name is required');
    expect(messageOf('Price')).toBe('! Price is required');
    expect(messageOf('Square')).toBe('! Square is required');
    expect(messageOf('Address')).toBe('! Address is required');
    expect(messageOf('Description')).toBe('! Description is required');
    expect(messageOf('Photo')).toBe('! Photo is required');
    expect(messageOf('Bed')).toBe('! Bed is required');
    // Guest and Ratting start at the spec's defaults, so they are never empty.
    expect(messageOf('Guest')).toBeNull();
    expect(messageOf('Ratting')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('asks for the photo even when every other field is filled', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    await fillRequired(form);
    await form.click(screen.getByRole('button', { name: 'Add Suite' }));

    expect(messageOf('Photo')).toBe('! Photo is required');
    expect(screen.getAllByText(/is required$/)).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('offers the spec’s options and defaults, and limits each text to the shared rules', () => {
    renderForm();
    const options = (label: string) =>
      [...(field(label) as unknown as HTMLSelectElement).options].map((option) => option.text);
    expect(options('Bed')).toEqual(['Choose a bed', ...BED_TYPES]);
    expect(options('Guest')).toEqual(['1 Guest', '2 Guest', '3 Guest', '4 Guest', '5 Guest']);
    expect(options('Ratting')).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(field('Guest').value).toBe('5');
    expect(field('Ratting').value).toBe('5');
    expect(field('Name').maxLength).toBe(SUITE_NAME_MAX);
    expect(field('Address').maxLength).toBe(SUITE_ADDRESS_MAX);
    expect(field('Description').maxLength).toBe(SUITE_DESCRIPTION.max);
    expect(field('Price').inputMode).toBe('numeric');
    expect(field('Square').inputMode).toBe('numeric');
  });

  test('sends every field and the photo as multipart, then empties the form', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => json(201, suite));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    const form = renderForm({ onSaved });
    await fillRequired(form);
    await form.selectOptions(field('Guest'), '2');
    await form.upload(field('Photo'), png());
    await form.click(screen.getByRole('button', { name: 'Add Suite' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(suite));
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/suites');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(
      Object.fromEntries([...body.entries()].filter(([, value]) => !(value instanceof File))),
    ).toEqual({
      name: 'Mist Valley Suite',
      // Left empty: the Bengali pages show the English.
      nameBn: '',
      price: '12500',
      weekendPrice: '',
      square: '520',
      address: 'Garden Wing, ground floor',
      description: 'Opens onto the lawn and the tea rows beyond it.',
      descriptionBn: '',
      bed: '2 Single Bed',
      guest: '2',
      rating: '5',
      // Left empty: the price is for all it sleeps, and no guest costs more.
      baseOccupancy: '',
      extraAdultPerNight: '0',
      extraChildPerNight: '0',
    });
    expect((body.get('photo') as File).name).toBe('suite.png');
    await vi.waitFor(() => expect(field('Name').value).toBe(''));
  });

  test('shows the server’s field messages on their fields', async () => {
    const refused: ApiErrorBody = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields.',
        fields: {
          name: 'A suite with this name already exists',
          photo: 'Use a JPEG, PNG or WebP image.',
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, refused)),
    );
    const form = renderForm();
    await fillRequired(form);
    await form.upload(field('Photo'), png());
    await form.click(screen.getByRole('button', { name: 'Add Suite' }));

    await vi.waitFor(() => expect(messageOf('Name')).toBe('A suite with this name already exists'));
    expect(messageOf('Photo')).toBe('Use a JPEG, PNG or WebP image.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the suite’s texts in Bengali', () => {
  const nameBn = 'মিস্ট ভ্যালি স্যুইট';
  const descriptionBn = 'লনের দিকে খোলে, তার ওপারে চা-বাগানের সারি।';

  test('are optional fields in Bengali after the English ones, and say what empty means', () => {
    renderForm();
    const fields = [...document.querySelectorAll('input, textarea, select')].map((control) =>
      control.getAttribute('name'),
    );
    expect(fields.slice(0, fields.indexOf('photo'))).toEqual([
      'name',
      'price',
      'weekendPrice',
      'square',
      'address',
      'description',
      'nameBn',
      'descriptionBn',
    ]);
    expect(field('Name in Bengali').lang).toBe('bn');
    expect(field('Description in Bengali').lang).toBe('bn');
    expect(field('Name in Bengali').maxLength).toBe(SUITE_NAME_MAX);
    expect(field('Description in Bengali').maxLength).toBe(SUITE_DESCRIPTION.max);
    expect(hintOf('Name in Bengali')).toBe(
      'Optional: as guests see it on the Bengali pages. Empty: the English name there',
    );
    expect(hintOf('Description in Bengali')).toBe(
      'Optional: plain text, 20 to 2,000 characters. Empty: the English description on the Bengali pages',
    );
  });

  test('are sent with the new suite', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) =>
      json(201, { ...suite, nameBn, descriptionBn }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    const form = renderForm({ onSaved });
    await fillRequired(form);
    await form.type(field('Name in Bengali'), nameBn);
    await form.type(field('Description in Bengali'), descriptionBn);
    await form.upload(field('Photo'), png());
    await form.click(screen.getByRole('button', { name: 'Add Suite' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('nameBn')).toBe(nameBn);
    expect(body.get('descriptionBn')).toBe(descriptionBn);
    await vi.waitFor(() => expect(field('Name in Bengali').value).toBe(''));
    expect(field('Description in Bengali').value).toBe('');
  });

  test('start from the suite’s when editing, and are cleared by emptying them', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) =>
      json(200, { ...suite, nameBn: null, descriptionBn }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = renderForm({ suite: { ...suite, nameBn, descriptionBn } });
    expect(field('Name in Bengali').value).toBe(nameBn);
    expect(field('Description in Bengali').value).toBe(descriptionBn);
    // The English stays as it was.
    expect(field('Name').value).toBe(suite.name);
    expect(field('Description').value).toBe(suite.description);

    await form.clear(field('Name in Bengali'));
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('nameBn')).toBe('');
    expect(body.get('descriptionBn')).toBe(descriptionBn);
    expect(body.get('name')).toBe(suite.name);
    // What the server saved is what the form shows.
    expect(field('Name in Bengali').value).toBe('');
    expect(field('Description in Bengali').value).toBe(descriptionBn);
  });

  test('are checked as the English is, before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm({ suite });
    await form.type(field('Description in Bengali'), 'খুব ছোট');
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(messageOf('Description in Bengali')).toBe('Please write at least 20 characters');
    expect(messageOf('Name in Bengali')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Description in Bengali')));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('name the suite being edited on the Bengali pages, when it has one', async () => {
    vi.resetModules();
    try {
      const { SuiteForm: BengaliForm } = await import('./suite-form.tsx');
      // The language of the moment, as a Bengali build's pages have it (src/web/lib/intl.ts).
      const { setLocaleSource } = await import('#shared/messages.ts');
      setLocaleSource(() => 'bn');
      renderWithQueries(<BengaliForm suite={{ ...suite, nameBn, descriptionBn }} />, {
        applyAccept: false,
      });
      expect(screen.getByRole('form', { name: `Edit ${nameBn}` })).toBeTruthy();
      expect(screen.getByAltText(`Current cover of ${nameBn}`)).toBeTruthy();
      cleanup();
      // Without one, the English.
      renderWithQueries(<BengaliForm suite={suite} />, { applyAccept: false });
      expect(screen.getByRole('form', { name: `Edit ${suite.name}` })).toBeTruthy();
    } finally {
      vi.resetModules();
    }
  });

  test('show the server’s field messages on them', async () => {
    const refused: ApiErrorBody = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Check the highlighted fields.',
        fields: {
          nameBn: 'Name must be at most 80 characters',
          descriptionBn: 'Use plain text, without markup',
        },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, refused)),
    );
    const form = renderForm({ suite });
    await form.type(field('Name in Bengali'), nameBn);
    await form.type(field('Description in Bengali'), descriptionBn);
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() =>
      expect(messageOf('Name in Bengali')).toBe('Name must be at most 80 characters'),
    );
    expect(messageOf('Description in Bengali')).toBe('Use plain text, without markup');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Name in Bengali')));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('editing a suite', () => {
  test('starts from the suite, and saves without a new photo', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) =>
      json(200, { ...suite, pricePerNight: 19000 }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = renderForm({ suite });
    expect(field('Name').value).toBe(suite.name);
    expect(field('Price').value).toBe('18500');
    expect(field('Square').value).toBe('640');
    expect(field('Guest').value).toBe('3');
    expect(field('Ratting').value).toBe('4');
    expect(field('Bed').value).toBe('1 King Bed');
    expect(screen.getByAltText(`Current cover of ${suite.name}`)).toBeTruthy();

    await form.clear(field('Price'));
    await form.type(field('Price'), '19000');
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    expect(messageOf('Photo')).toBeNull();
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(`/api/suites/${suite.id}`);
    expect(init?.method).toBe('PATCH');
    const body = init?.body as FormData;
    expect(body.get('price')).toBe('19000');
    expect(body.has('photo')).toBe(false);
  });

  test('sets, checks and clears the weekend price', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) => json(200, suite));
    vi.stubGlobal('fetch', fetch);
    const form = renderForm({ suite: { ...suite, weekendPricePerNight: 22000 } });
    expect(field('Weekend price').value).toBe('22000');
    expect(field('Weekend price').inputMode).toBe('numeric');

    await form.clear(field('Weekend price'));
    await form.type(field('Weekend price'), '50');
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(messageOf('Weekend price')).toBe('Enter a whole price from 100 to 1,000,000 BDT');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Weekend price')));
    expect(fetch).not.toHaveBeenCalled();

    await form.clear(field('Weekend price'));
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('weekendPrice')).toBe('');
    // What the server saved is what the form shows: no weekend price.
    expect(field('Weekend price').value).toBe('');
  });

  test('prices by guests: base occupancy within Guest, each extra guest’s price a night', async () => {
    const fetch = vi.fn(async (_path: string, _init: RequestInit) =>
      json(200, { ...suite, baseOccupancy: 2, extraAdultPerNight: 2000, extraChildPerNight: 0 }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = renderForm({
      suite: { ...suite, baseOccupancy: 2, extraAdultPerNight: 1500, extraChildPerNight: 800 },
    });
    expect(field('Base occupancy').value).toBe('2');
    expect(field('Extra adult').value).toBe('1500');
    expect(field('Extra child').value).toBe('800');
    expect(field('Extra adult').inputMode).toBe('numeric');
    expect(screen.getByText(/how many guests the price includes/)).toBeTruthy();

    await form.clear(field('Base occupancy'));
    await form.type(field('Base occupancy'), '4');
    await form.clear(field('Extra adult'));
    await form.type(field('Extra adult'), '-5');
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(messageOf('Base occupancy')).toBe("Base occupancy cannot exceed the suite's capacity");
    expect(messageOf('Extra adult')).toBe('Enter a whole price from 0 to 1,000,000 BDT');
    expect(fetch).not.toHaveBeenCalled();

    await form.clear(field('Base occupancy'));
    await form.type(field('Base occupancy'), '2');
    await form.clear(field('Extra adult'));
    await form.type(field('Extra adult'), '2000');
    await form.clear(field('Extra child'));
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeTruthy();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('baseOccupancy')).toBe('2');
    expect(body.get('extraAdultPerNight')).toBe('2000');
    expect(body.get('extraChildPerNight')).toBe('0');
    // What the server saved is what the form shows: a child beyond the base costs nothing.
    expect(field('Extra child').value).toBe('');

    await form.clear(field('Base occupancy'));
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const cleared = fetch.mock.calls[1]?.[1]?.body as FormData;
    expect(cleared.get('baseOccupancy')).toBe('');
  });

  test('still puts the required messages on the fields emptied', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const form = renderForm({ suite });
    await form.clear(field('Name'));
    await form.clear(field('Description'));
    await form.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(messageOf('Name')).toBe('! Name is required');
    expect(messageOf('Description')).toBe('! Description is required');
    expect(messageOf('Photo')).toBeNull();
  });
});
