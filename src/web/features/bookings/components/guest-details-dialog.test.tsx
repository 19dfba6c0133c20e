// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { Booking } from '#shared/booking.ts';
import type { FrontDesk } from '#shared/front-desk.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { gardenSuiteBooking, serveApi } from '#web/features/bookings/testing.tsx';
import { type Call, json, renderWithQueries } from '#web/lib/testing.tsx';
import { BookingList } from './booking-list.tsx';
import { FrontDeskDay } from './front-desk-day.tsx';
import { GuestDetailsDialog } from './guest-details-dialog.tsx';

// The guest's special requests and arrival time after booking, against a fake API answering in
// the shapes of src/shared: changed in "Arrival & requests", read by staff.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkIn = addDays(hotelToday(), 20);
const booking = gardenSuiteBooking(
  { checkIn, nights: 2 },
  {
    reference: 'SB-ARRIVE',
    balanceDue: 0,
    specialRequests: 'A cot for our baby',
    arrivalTime: '14:45',
  },
);

/** A server answering every write with `answer`, and reads with `read`. */
const serve = (answer: (call: Call) => Response, read: () => unknown = () => booking) =>
  serveApi({ read, write: answer });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Arrival & requests of SB-ARRIVE' }));
  return within(screen.getByRole('form', { name: 'Arrival and requests for SB-ARRIVE' }));
}

describe('Arrival & requests', () => {
  test('starts from what the booking holds, and saves a change alone', async () => {
    const calls = serve((call) =>
      json(200, { ...booking, ...(call.body as Record<string, unknown>) }),
    );
    const user = renderWithQueries(<GuestDetailsDialog booking={booking} />);
    const form = await openDialog(user);

    const requests = form.getByLabelText('Special requests') as HTMLTextAreaElement;
    expect(requests.value).toBe('A cot for our baby');
    expect(requests.maxLength).toBe(500);
    expect(form.getByText('Optional. 482 of 500 characters left.')).toBeTruthy();
    // A time staff set off the half hour is offered as it is.
    const time = form.getByLabelText('Arrival time') as HTMLSelectElement;
    expect(time.value).toBe('14:45');
    expect(form.getByText(/In hotel time \(Bangladesh, GMT\+6\)/)).toBeTruthy();

    await user.clear(requests);
    await user.type(requests, 'A quiet room, please');
    expect(form.getByText('Optional. 480 of 500 characters left.')).toBeTruthy();
    await user.selectOptions(time, '21:30');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect((await screen.findByText(/^Saved:/)).textContent).toBe(
      'Saved: reception has your arrival time and requests.',
    );
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        path: `/api/bookings/${booking.id}`,
        method: 'PATCH',
        body: { specialRequests: 'A quiet room, please', arrivalTime: '21:30' },
      },
    ]);
  });

  test('clears both: empty text and "Not sure yet" go as none', async () => {
    const calls = serve(() => json(200, { ...booking, specialRequests: null, arrivalTime: null }));
    const user = renderWithQueries(<GuestDetailsDialog booking={booking} />);
    const form = await openDialog(user);
    await user.clear(form.getByLabelText('Special requests'));
    await user.selectOptions(form.getByLabelText('Arrival time'), 'Not sure yet');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved:/);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      specialRequests: null,
      arrivalTime: null,
    });
  });

  test('refuses hidden characters under the field, before asking the server', async () => {
    const calls = serve(() => json(500, {}));
    const user = renderWithQueries(<GuestDetailsDialog booking={booking} />);
    const form = await openDialog(user);
    const requests = form.getByLabelText('Special requests');
    fireEvent.change(requests, { target: { value: 'Ring the bell\u0007 twice' } });
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Use plain text only')).toBeTruthy();
    expect(requests.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  test("puts the server's word under its field, or above Save when the stay has begun", async () => {
    const refusal = (error: ApiErrorBody['error']) => ({ error });
    let answer = json(
      400,
      refusal({
        code: 'VALIDATION_ERROR',
        message: 'Some fields are missing or invalid.',
        fields: { arrivalTime: 'Enter a time as HH:MM, from 00:00 to 23:59' },
      }),
    );
    serve(() => answer);
    const user = renderWithQueries(<GuestDetailsDialog booking={booking} />);
    const form = await openDialog(user);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Enter a time as HH:MM, from 00:00 to 23:59')).toBeTruthy();
    expect(form.getByLabelText('Arrival time').getAttribute('aria-invalid')).toBe('true');

    const begun =
      'This stay has begun, so its arrival time and special requests can no longer be changed online. Please tell reception.';
    answer = json(409, refusal({ code: 'CONFLICT', message: begun }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe(begun);
    expect(screen.queryByText(/^Saved:/)).toBeNull();
  });
});

describe('the details in the booking list', () => {
  test('shows them, and offers the change only until check-in', async () => {
    serve(() => json(500, {}));
    const begun: Booking = {
      ...booking,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
      reference: 'SB-INSTAY',
      stage: 'in_stay',
      specialRequests: 'Late checkout\nif possible',
      arrivalTime: null,
    };
    renderWithQueries(<BookingList bookings={[booking, begun]} showGuest onCancelled={() => {}} />);
    // The cards for phones: each detail under its own term.
    const cards = screen.getByRole('list', { name: 'All bookings' });
    const upcoming = within(cards).getAllByRole('article')[0] as HTMLElement;
    expect(
      within(upcoming).getByText('Arrival time', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe('14:45');
    expect(
      within(upcoming).getByText('Special requests', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe('A cot for our baby');
    expect(
      screen.getAllByRole('button', { name: 'Arrival & requests of SB-ARRIVE' }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Arrival & requests of SB-INSTAY' })).toBeNull();
    expect(screen.getAllByText(/Late checkout/).length).toBeGreaterThan(0);
  });
});

describe('the details at the front desk', () => {
  test("shows each arrival's time and requests, and says when none were given", async () => {
    const quiet: Booking = {
      ...booking,
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c70',
      reference: 'SB-QUIET1',
      guest: { ...booking.guest, name: 'Tanvir Hossain' },
      specialRequests: null,
      arrivalTime: null,
    };
    const day: FrontDesk = {
      date: checkIn,
      arrivals: [booking, quiet],
      departures: [],
      inHouse: 0,
    };
    serve(
      () => json(500, {}),
      () => day,
    );
    renderWithQueries(
      <FrontDeskDay date={checkIn} name="Today" today={checkIn} onMarked={() => {}} />,
    );
    const arrivals = await screen.findByRole('list', { name: 'Arrivals' });
    const ayesha = within(arrivals).getByRole('article', { name: 'Ayesha Rahman' });
    expect(within(ayesha).getByText('Arrival time').nextElementSibling?.textContent).toBe('14:45');
    expect(within(ayesha).getByText('Special requests').nextElementSibling?.textContent).toBe(
      'A cot for our baby',
    );
    const tanvir = within(arrivals).getByRole('article', { name: 'Tanvir Hossain' });
    expect(within(tanvir).getByText('Arrival time').nextElementSibling?.textContent).toBe(
      'Not given',
    );
    expect(within(tanvir).getByText('Special requests').nextElementSibling?.textContent).toBe(
      'None',
    );
  });
});
