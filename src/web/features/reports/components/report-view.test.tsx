// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Report } from '#shared/front-desk.ts';
import { ReportView } from './report-view.tsx';

// The reports page's figures, charts and tables, against a fake API answering in the shapes of
// src/shared.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const span = { from: '2027-06-01', to: '2027-07-01' };

const report: Report = {
  ...span,
  availableNights: 358,
  nightsSold: 231,
  occupancy: 64.5,
  revenue: 3_118_500,
  adr: 13_500,
  revpar: 8_711,
  byMonth: [
    {
      month: '2027-06',
      availableNights: 358,
      nightsSold: 231,
      occupancy: 64.5,
      revenue: 3_118_500,
      adr: 13_500,
      revpar: 8_711,
    },
  ],
  bySuite: [
    {
      suiteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e01',
      name: 'Zamindar Grand Suite',
      nightsSold: 28,
      revenue: 840_000,
    },
    {
      suiteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e02',
      name: 'Tea Terrace Single',
      nightsSold: 25,
      revenue: 212_500,
    },
  ],
  cancellations: { bookings: 4, nights: 11, revenue: 121_000 },
  noShows: 2,
  payments: { received: 412_000, refunded: 36_000, holdsExpired: 3, refundsRefused: 1 },
};

function serve() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      return new Response(JSON.stringify(report), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return paths;
}

function renderReport() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSpanChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ReportView span={span} onSpanChange={onSpanChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSpanChange };
}

/** Each figure's name with its value, as the definition list pairs them. */
function figures(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const term of screen.getAllByRole('term')) {
    found[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return found;
}

describe('the reports page', () => {
  test('shows the month’s figures from the API', async () => {
    const paths = serve();
    renderReport();
    await screen.findByRole('figure', { name: 'Revenue by suite' });
    expect(paths).toEqual(['/api/admin/reports?from=2027-06-01&to=2027-07-01']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('June 2027');
    expect(figures()).toEqual({
      Occupancy: '64.5%',
      'Nights sold': '231',
      ADR: '13,500 BDT',
      RevPAR: '8,711 BDT',
      Revenue: '3,118,500 BDT',
      Cancellations: '4',
      'No-shows': '2',
      'Paid online': '412,000 BDT',
      'Unpaid holds': '3',
    });
    expect(screen.getByText('231 of 358 nights on sale')).toBeTruthy();
    expect(screen.getByText('Deposits received; 36,000 BDT refunded')).toBeTruthy();
    expect(screen.getByText('Ran out. 1 refused refund waits in the booking list')).toBeTruthy();
    expect(screen.getByText('11 nights, 121,000 BDT let go')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports.csv?from=2027-06-01&to=2027-07-01',
    );
  });

  test('gives every chart a summary and its numbers as a table', async () => {
    serve();
    renderReport();
    const bySuite = await screen.findByRole('figure', { name: 'Revenue by suite' });
    expect(within(bySuite).getByRole('img').getAttribute('aria-label')).toBe(
      'Revenue by suite: Zamindar Grand Suite, 840,000 BDT; Tea Terrace Single, 212,500 BDT.',
    );
    const rows = within(within(bySuite).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SuiteNights soldRevenue',
      'Zamindar Grand Suite28840,000 BDT',
      'Tea Terrace Single25212,500 BDT',
    ]);

    const revenue = screen.getByRole('figure', { name: 'Revenue by month' });
    expect(within(revenue).getByRole('img').getAttribute('aria-label')).toBe(
      'Revenue by month: June 2027, 3,118,500 BDT.',
    );
    expect(within(revenue).getByRole('cell', { name: '3,118,500 BDT' })).toBeTruthy();
    const occupancy = screen.getByRole('figure', { name: 'Occupancy by month' });
    expect(within(occupancy).getByRole('rowheader', { name: 'June 2027' })).toBeTruthy();
    expect(within(occupancy).getByRole('cell', { name: '231 of 358' })).toBeTruthy();
  });

  test('checks a custom range with the shared schema, the message on the field', async () => {
    serve();
    const { user, onSpanChange } = renderReport();
    await screen.findByRole('figure', { name: 'Revenue by suite' });
    const form = within(screen.getByRole('form', { name: 'Custom range' }));
    const to = form.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2027-05-20');
    await user.click(form.getByRole('button', { name: 'Show report' }));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    const describedBy = to.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('The end must be after the start');
    expect(onSpanChange).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '2027-08-15');
    await user.click(form.getByRole('button', { name: 'Show report' }));
    expect(onSpanChange).toHaveBeenCalledWith({ from: '2027-06-01', to: '2027-08-15' });
  });

  test('moves a month at a time', async () => {
    serve();
    const { user, onSpanChange } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onSpanChange).toHaveBeenLastCalledWith({ from: '2027-07-01', to: '2027-08-01' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onSpanChange).toHaveBeenLastCalledWith({ from: '2027-05-01', to: '2027-06-01' });
  });
});
