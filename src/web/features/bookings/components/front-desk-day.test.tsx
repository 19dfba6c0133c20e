// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { Booking } from '#shared/booking.ts';
import { bookingStage } from '#shared/booking-stage.ts';
import type { FrontDesk } from '#shared/front-desk.ts';
import { flatNights, quoteStay } from '#shared/stay.ts';
import { suiteImage } from '#shared/suite.ts';
import { FrontDeskDay } from './front-desk-day.tsx';

// A day at the front desk against a fake API answering in the shapes of src/shared.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = '2027-06-12';

let ids = 0;
function stay(
  guest: string,
  checkIn: string,
  nights: number,
  status: Booking['status'] = 'confirmed',
): Booking {
  ids++;
  const checkOut = new Date(Date.parse(checkIn) + nights * 86_400_000).toISOString().slice(0, 10);
  return {
    id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c${String(ids).padStart(2, '0')}`,
    reference: `SB-TEST0${ids}`,
    suiteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    checkIn,
    checkOut,
    adults: 2,
    children: 1,
    ...quoteStay(flatNights(checkIn, nights, 10_000)),
    promoCode: null,
    status,
    createdAt: '2027-05-01T10:00:00.000Z',
    cancelledAt: null,
    // Paid at the hotel: no online payment.
    holdExpiresAt: null,
    amountDue: 0,
    amountPaid: 0,
    amountRefunded: 0,
    balanceDue: quoteStay(flatNights(checkIn, nights, 10_000)).total,
    payable: false,
    payments: [],
    refunds: [],
    suite: {
      name: 'Garden King Suite',
      bed: '1 King Bed',
      capacity: 3,
      sizeSqft: 520,
      image: suiteImage('/images/suites/garden-king-suite'),
    },
    guest: { name: guest, email: `${guest.split(' ')[0]}@example.com`, phone: '+880 1711 000111' },
    stage: bookingStage({ status, checkIn, checkOut }, today),
    cancellable: status === 'confirmed',
    specialRequests: null,
    arrivalTime: null,
    reservationId: null,
  };
}

const arriving = stay('Farhana Akter', today, 3);
const arrived = stay('Tanvir Hossain', today, 2, 'checked_in');
const leaving = stay('Nusrat Jahan', '2027-06-09', 3, 'checked_in');
const neverCame = stay('Arif Rahman', '2027-06-10', 2);

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Call = { path: string; method: string; body: unknown };

/** A server holding `day`; `answer` decides each mark's response. */
function serve(day: FrontDesk, answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const call = {
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      if (call.method === 'GET') return json(200, day);
      return answer(call);
    }),
  );
  return calls;
}

function renderDay() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onMarked = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <FrontDeskDay date={today} name="Today" today={today} onMarked={onMarked} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onMarked };
}

const entry = (list: string, guest: string) =>
  within(screen.getByRole('list', { name: list })).getByRole('article', { name: guest });

describe('a day at the front desk', () => {
  test('offers each stay the marks the rules allow today, with the guest’s phone', async () => {
    serve(
      { date: today, arrivals: [arriving, arrived], departures: [leaving, neverCame], inHouse: 2 },
      () => json(500, {}),
    );
    renderDay();
    await screen.findByRole('list', { name: 'Arrivals' });

    const farhana = entry('Arrivals', 'Farhana Akter');
    expect(within(farhana).getByText('SB-TEST01')).toBeTruthy();
    expect(farhana.textContent).toContain('2 adults, 1 child · 3 nights');
    expect(
      within(farhana).getByRole('link', { name: '+880 1711 000111' }).getAttribute('href'),
    ).toBe('tel:+8801711000111');
    expect(within(farhana).getByText('Upcoming')).toBeTruthy();
    const farhanaMarks = within(farhana)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(farhanaMarks).toEqual([
      'Check in: SB-TEST01, Farhana Akter',
      'No-show: SB-TEST01, Farhana Akter',
    ]);

    // Already in: nothing more to mark on arrival.
    const tanvir = entry('Arrivals', 'Tanvir Hossain');
    expect(within(tanvir).getByText('Checked in')).toBeTruthy();
    expect(within(tanvir).queryAllByRole('button')).toHaveLength(0);

    // Leaving: checked out if checked in; a guest never checked in cannot be.
    expect(
      within(entry('Departures', 'Nusrat Jahan'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Check out']);
    expect(within(entry('Departures', 'Arif Rahman')).queryAllByRole('button')).toHaveLength(0);
  });

  test('tomorrow’s arrival waits for its day', async () => {
    const tomorrow = stay('Sadia Islam', '2027-06-13', 2);
    serve({ date: '2027-06-13', arrivals: [tomorrow], departures: [], inHouse: 0 }, () =>
      json(500, {}),
    );
    renderDay();
    const sadia = await screen.findByRole('article', { name: 'Sadia Islam' });
    expect(within(sadia).queryAllByRole('button')).toHaveLength(0);
    expect(sadia.textContent).toContain('Check-in opens on 13 Jun 2027.');
    expect(screen.getByText('No departures today.')).toBeTruthy();
  });

  test('checks a guest in through the API and reports it', async () => {
    const calls = serve({ date: today, arrivals: [arriving], departures: [], inHouse: 0 }, () =>
      json(200, { ...arriving, status: 'checked_in', stage: 'checked_in' }),
    );
    const { user, onMarked } = renderDay();
    await user.click(
      await screen.findByRole('button', { name: 'Check in: SB-TEST01, Farhana Akter' }),
    );
    await vi.waitFor(() => expect(onMarked).toHaveBeenCalledOnce());
    expect(onMarked.mock.calls[0]?.[0]).toMatchObject({
      reference: 'SB-TEST01',
      status: 'checked_in',
    });
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        path: `/api/bookings/${arriving.id}/status`,
        method: 'PATCH',
        body: { status: 'checked_in' },
      },
    ]);
    // The day is read again after the mark.
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  test('shows the server’s refusal when another desk was quicker', async () => {
    const refusal: ApiErrorBody = {
      error: { code: 'CONFLICT', message: 'This booking is already checked in.' },
    };
    serve({ date: today, arrivals: [arriving], departures: [], inHouse: 0 }, () =>
      json(409, refusal),
    );
    const { user, onMarked } = renderDay();
    await user.click(
      await screen.findByRole('button', { name: 'Check in: SB-TEST01, Farhana Akter' }),
    );
    const alert = await within(entry('Arrivals', 'Farhana Akter')).findByRole('alert');
    expect(alert.textContent).toBe('This booking is already checked in.');
    expect(onMarked).not.toHaveBeenCalled();
  });
});
