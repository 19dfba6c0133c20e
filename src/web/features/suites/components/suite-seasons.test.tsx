// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { RATE_PERIOD_MESSAGES, type StoredRatePeriod } from '#shared/rate-periods.ts';
import { serveList, teaGardenSuite } from '#web/features/suites/testing.tsx';
import { type Call, json, messageOf, renderWithQueries } from '#web/lib/testing.tsx';
import { SuiteSeasons } from './suite-seasons.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suiteId = teaGardenSuite.id;
const url = `/api/suites/${suiteId}/rate-periods`;

const winter: StoredRatePeriod = {
  id: '0b7e4a52-2f1d-4c8e-9a6b-3d5f7e9a1c2b',
  suiteId,
  startDate: '2026-12-20',
  endDate: '2027-01-04',
  pricePerNight: 24000,
  minNights: 3,
};

/** A server holding `seasons`; `answer` decides each change's response. */
const serve = (seasons: StoredRatePeriod[], answer: (call: Call) => Response) =>
  serveList('ratePeriods', seasons, answer);

const renderSeasons = () =>
  renderWithQueries(<SuiteSeasons suiteId={suiteId} suiteName={teaGardenSuite.name} />);

const addForm = () => within(screen.getByRole('form', { name: 'Add a season' }));

async function fillSeason(
  user: ReturnType<typeof userEvent.setup>,
  values: { first: string; last: string; price: string; minimum?: string },
) {
  const form = addForm();
  await user.type(form.getByLabelText('First night'), values.first);
  await user.type(form.getByLabelText('Last night'), values.last);
  await user.type(form.getByLabelText('Price per night'), values.price);
  if (values.minimum !== undefined) {
    await user.clear(form.getByLabelText('Minimum stay'));
    await user.type(form.getByLabelText('Minimum stay'), values.minimum);
  }
}

describe('a suite’s seasons', () => {
  test('lists each season with its last night, its price and its minimum stay', async () => {
    serve([winter], () => json(500, {}));
    renderSeasons();
    const list = await screen.findByRole('list', { name: 'Seasons of Tea Garden King Suite' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row?.textContent).toContain('20 Dec 2026 – 3 Jan 2027 · 15 nights');
    expect(row?.textContent).toContain('24,000 BDT per night · minimum 3 nights');
    expect(
      within(list).getByRole('button', { name: 'Edit the season 20 Dec 2026 – 3 Jan 2027' }),
    ).toBeTruthy();
  });

  test('says when there is none', async () => {
    serve([], () => json(500, {}));
    renderSeasons();
    expect(await screen.findByText(/No seasons yet/)).toBeTruthy();
  });

  test('adds a season: the last night typed, the night after it sent, the list read again', async () => {
    const calls = serve([], (call) =>
      json(201, { ...(call.body as object), id: 'c3d4e5f6-0000-4000-8000-000000000001', suiteId }),
    );
    const user = renderSeasons();
    await screen.findByText(/No seasons yet/);
    await fillSeason(user, {
      first: '2026-12-20',
      last: '2027-01-03',
      price: '24000',
      minimum: '3',
    });
    await user.click(addForm().getByRole('button', { name: 'Add Season' }));

    expect(await screen.findByText(/^Season added: 20 Dec 2026 – 3 Jan 2027/)).toBeTruthy();
    expect(calls).toEqual([
      {
        path: url,
        method: 'POST',
        body: {
          startDate: '2026-12-20',
          endDate: '2027-01-04',
          pricePerNight: 24000,
          minNights: 3,
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Seasons of Tea Garden King Suite' });
    // The season added takes the focus, in the list; the form is empty for the next one.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[0]),
    );
    expect((addForm().getByLabelText('First night') as HTMLInputElement).value).toBe('');
  });

  test('checks with the shared rules before sending anything', async () => {
    const calls = serve([], () => json(500, {}));
    const user = renderSeasons();
    await screen.findByText(/No seasons yet/);
    await fillSeason(user, { first: '2026-12-20', last: '2026-12-19', price: '50' });
    await user.click(addForm().getByRole('button', { name: 'Add Season' }));

    expect(messageOf(addForm().getByLabelText('Last night'))).toBe(
      'The last night must be on or after the first night',
    );
    expect(messageOf(addForm().getByLabelText('Price per night'))).toBe(RATE_PERIOD_MESSAGES.price);
    expect(calls).toEqual([]);
  });

  test('shows the server’s field messages on their fields, and its refusal of an overlap', async () => {
    const refused: ApiErrorBody = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are missing or invalid.',
        fields: { endDate: RATE_PERIOD_MESSAGES.length },
      },
    };
    let attempt = 0;
    serve([], () => {
      attempt++;
      return attempt === 1
        ? json(400, refused)
        : json(409, {
            error: { code: 'CONFLICT', message: RATE_PERIOD_MESSAGES.overlap },
          });
    });
    const user = renderSeasons();
    await screen.findByText(/No seasons yet/);
    await fillSeason(user, { first: '2026-12-20', last: '2027-01-03', price: '24000' });
    await user.click(addForm().getByRole('button', { name: 'Add Season' }));

    const lastNight = addForm().getByLabelText('Last night');
    await vi.waitFor(() => expect(messageOf(lastNight)).toBe(RATE_PERIOD_MESSAGES.length));
    await vi.waitFor(() => expect(document.activeElement).toBe(lastNight));

    await user.click(addForm().getByRole('button', { name: 'Add Season' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RATE_PERIOD_MESSAGES.overlap);
  });

  test('changes a season in its row', async () => {
    const calls = serve([winter], (call) => json(200, { ...winter, ...(call.body as object) }));
    const user = renderSeasons();
    await user.click(
      await screen.findByRole('button', { name: 'Edit the season 20 Dec 2026 – 3 Jan 2027' }),
    );
    const form = within(screen.getByRole('form', { name: 'Edit the season' }));
    expect((form.getByLabelText('Last night') as HTMLInputElement).value).toBe('2027-01-03');
    await vi.waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('First night')));
    await user.clear(form.getByLabelText('Price per night'));
    await user.type(form.getByLabelText('Price per night'), '26000');
    await user.click(form.getByRole('button', { name: 'Save Season' }));

    expect(await screen.findByText(/^The season is now 20 Dec 2026 – 3 Jan 2027 at 26,000 BDT/));
    expect(calls[0]).toMatchObject({
      path: `${url}/${winter.id}`,
      method: 'PUT',
      body: { endDate: '2027-01-04', pricePerNight: 26000, minNights: 3 },
    });
  });

  test('removes a season once confirmed, then focuses what is left', async () => {
    const calls = serve([winter], () => json(204, null));
    const user = renderSeasons();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the season 20 Dec 2026 – 3 Jan 2027' }),
    );
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, Remove it' }));

    expect(await screen.findByText(/^The season 20 Dec 2026 – 3 Jan 2027 .* is removed\.$/));
    expect(calls).toEqual([{ path: `${url}/${winter.id}`, method: 'DELETE', body: undefined }]);
    const empty = await screen.findByText(/No seasons yet/);
    await vi.waitFor(() => expect(document.activeElement).toBe(empty));
  });
});
