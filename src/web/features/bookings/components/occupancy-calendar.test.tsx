// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Occupancy } from '#shared/front-desk.ts';
import { paths } from '#shared/paths.ts';
import { OccupancyCalendar } from './occupancy-calendar.tsx';

// The occupancy calendar against a fake API answering in the shapes of src/shared.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const garden = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e01';
const terrace = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e02';

const december: Occupancy = {
  from: '2026-12-01',
  days: 31,
  suites: [
    { id: garden, name: 'Garden King Suite', active: true },
    { id: terrace, name: 'Tea Terrace Single', active: false },
  ],
  stays: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
      suiteId: garden,
      reference: 'SB-7K3Q9D',
      guestName: 'Farhana Akter',
      checkIn: '2026-12-03',
      checkOut: '2026-12-06',
      status: 'checked_in',
    },
    {
      // Begun in November: drawn from the month's first night.
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c02',
      suiteId: terrace,
      reference: 'SB-2M8XQA',
      guestName: 'Tanvir Hossain',
      checkIn: '2026-11-29',
      checkOut: '2026-12-02',
      status: 'confirmed',
    },
  ],
  blocks: [
    {
      id: '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      suiteId: garden,
      startDate: '2026-12-10',
      endDate: '2026-12-13',
      reason: 'Roof repairs',
    },
  ],
};

function serve(answer: Occupancy) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requested.push(path);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requested;
}

function renderCalendar(onFromChange = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <OccupancyCalendar from="2026-12-01" today="2026-12-04" onFromChange={onFromChange} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onFromChange };
}

describe('the occupancy calendar', () => {
  test('draws each stay and block as a bar over its nights, named in full', async () => {
    const requested = serve(december);
    renderCalendar();
    const gardenRow = await screen.findByRole('listitem', { name: 'Garden King Suite' });
    expect(requested).toEqual(['/api/admin/occupancy?from=2026-12-01&days=31']);

    const stay = within(gardenRow).getByRole('button', {
      name: 'SB-7K3Q9D, Farhana Akter, 3 Dec to 6 Dec, checked in',
    });
    // Columns after the suite's name: the 3rd to the 5th night.
    expect(stay.style.gridColumn).toBe('4 / 7');
    expect(stay.textContent).toBe('Farhana Akter');

    const block = within(gardenRow).getByRole('link', {
      name: 'Blocked, Roof repairs, 10 Dec to 13 Dec: manage Garden King Suite',
    });
    expect(block.getAttribute('href')).toBe(`${paths.dashboardEditSuite}?id=${garden}`);
    expect(block.textContent).toBe('Roof repairs');

    const terraceRow = screen.getByRole('listitem', { name: 'Tea Terrace Single' });
    expect(terraceRow.textContent).toContain('(archived)');
    const clipped = within(terraceRow).getByRole('button', {
      name: 'SB-2M8XQA, Tanvir Hossain, 29 Nov to 2 Dec, confirmed',
    });
    expect(clipped.style.gridColumn).toBe('2 / 3');
  });

  test('moves a month at a time', async () => {
    serve(december);
    const { user, onFromChange } = renderCalendar();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('December 2026');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onFromChange).toHaveBeenLastCalledWith('2027-01-01');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onFromChange).toHaveBeenLastCalledWith('2026-11-01');
  });
});
