// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { Booking } from '#shared/booking.ts';
import { bookingStage } from '#shared/booking-stage.ts';
import type { FrontDesk } from '#shared/front-desk.ts';
import { addDays } from '#shared/stay.ts';
import { gardenSuiteBooking, serveApi } from '#web/features/bookings/testing.tsx';
import { type Call, json, renderWithQueries } from '#web/lib/testing.tsx';
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
  const checkOut = addDays(checkIn, nights);
  return gardenSuiteBooking(
    { checkIn, nights },
    {
      id: `9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c${String(ids).padStart(2, '0')}`,
      reference: `SB-TEST0${ids}`,
      children: 1,
      status,
      createdAt: '2027-05-01T10:00:00.000Z',
      guest: {
        name: guest,
        email: `${guest.split(' ')[0]}@example.com`,
        phone: '+880 1711 000111',
      },
      stage: bookingStage({ status, checkIn, checkOut }, today),
      cancellable: status === 'confirmed',
    },
  );
}

const arriving = stay('Farhana Akter', today, 3);
const arrived = stay('Tanvir Hossain', today, 2, 'checked_in');
const leaving = stay('Nusrat Jahan', '2027-06-09', 3, 'checked_in');
const neverCame = stay('Arif Rahman', '2027-06-10', 2);

/** A server holding `day`; `answer` decides each mark's response. */
const serve = (day: FrontDesk, answer: (call: Call) => Response) =>
  serveApi({ read: () => day, write: answer });

function renderDay() {
  const onMarked = vi.fn();
  const user = renderWithQueries(
    <FrontDeskDay date={today} name="Today" today={today} onMarked={onMarked} />,
  );
  return { user, onMarked };
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
