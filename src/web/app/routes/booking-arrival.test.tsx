// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { CurrentUser } from '#shared/account.ts';
import type { Booking } from '#shared/booking.ts';
import { paths } from '#shared/paths.ts';
import { saveBookingDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { readBookingDraft } from '#web/features/bookings/lib/read-booking-draft.ts';
import { loginPathFor } from '#web/lib/redirect-to.ts';
import { json } from '#web/lib/testing.tsx';
import {
  booking,
  draft,
  renderPage,
  reserveNow,
  serve as serveApi,
  startEachTestFromTheDraft,
} from './booking-page.fixtures.tsx';

// The guest's special requests and arrival time on /booking, against a fake API answering in the
// shapes of src/shared (booking-page.fixtures.tsx): asked before Reserve Now, checked, and sent
// with the booking.

function bookingOf(sent: Record<string, unknown>): Booking {
  return {
    ...booking,
    specialRequests: (sent.specialRequests as string | undefined) ?? null,
    arrivalTime: (sent.arrivalTime as string | undefined) ?? null,
  };
}

/** The fake API, with the session (`user`, or none) and a booking made of what was sent. */
function serve(user?: CurrentUser | null) {
  const sent: unknown[] = [];
  serveApi({
    user,
    book: (body) => {
      sent.push(body);
      return json(201, bookingOf(body));
    },
  });
  return sent;
}

/** The details, folded under one line until the guest opens them. */
async function arrivalForm(user?: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByText('Special requests & arrival time');
  const disclosure = toggle.closest('details') as HTMLDetailsElement;
  if (user && !disclosure.open) await user.click(toggle);
  expect(disclosure.open).toBe(true);
  return within(within(disclosure).getByRole('form', { name: 'Your arrival' }));
}

startEachTestFromTheDraft();

test('asks for special requests and an arrival time before Reserve Now, and books them', async () => {
  const sent = serve();
  const user = renderPage();
  const form = await arrivalForm(user);
  const requests = form.getByLabelText('Special requests') as HTMLTextAreaElement;
  const time = form.getByLabelText('Arrival time') as HTMLSelectElement;
  const reserve = await reserveNow();
  // Both come before the button, in the page's order.
  for (const field of [requests, time]) {
    expect(field.compareDocumentPosition(reserve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }

  expect(requests.maxLength).toBe(500);
  expect(form.getByText('Optional. 500 of 500 characters left.')).toBeTruthy();
  await user.type(requests, 'A cot, please.');
  expect(form.getByText('Optional. 486 of 500 characters left.')).toBeTruthy();

  // Not sure yet, then every half hour of the day, in hotel time.
  const options = within(time)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options).toHaveLength(49);
  expect(options.slice(0, 3)).toEqual(['Not sure yet', '00:00', '00:30']);
  expect(options.at(-1)).toBe('23:30');
  expect(form.getByText(/In hotel time \(Bangladesh, GMT\+6\)/)).toBeTruthy();
  await user.selectOptions(time, '21:30');

  await user.click(reserve);
  await screen.findByText(/Your booking is confirmed\./);
  expect(sent).toEqual([{ ...draft, specialRequests: 'A cot, please.', arrivalTime: '21:30' }]);
  // The booking's page shows them, with the change offered until check-in.
  const arrival = screen.getByRole('region', { name: 'Your arrival' });
  expect(arrival.textContent).toContain('21:30');
  expect(arrival.textContent).toContain('A cot, please.');
  expect(
    within(arrival).getByRole('button', { name: 'Arrival & requests of CB-7K4Q2M' }),
  ).toBeTruthy();
});

test('folds them away until asked for, and books without them when left empty', async () => {
  const sent = serve();
  const user = renderPage();
  const toggle = await screen.findByText('Special requests & arrival time');
  expect(toggle.closest('details')?.open).toBe(false);
  await user.click(await reserveNow());
  await screen.findByText(/Your booking is confirmed\./);
  expect(sent).toEqual([draft]);
});

test('refuses hidden characters under the field and books nothing', async () => {
  const sent = serve();
  const user = renderPage();
  const form = await arrivalForm(user);
  const requests = form.getByLabelText('Special requests');
  fireEvent.change(requests, { target: { value: 'Quiet\u001b[2J room' } });
  await user.click(await reserveNow());

  expect(await form.findByText('Use plain text only')).toBeTruthy();
  expect(requests.getAttribute('aria-invalid')).toBe('true');
  await vi.waitFor(() => expect(document.activeElement).toBe(requests));
  expect(sent).toEqual([]);
});

test('keeps them through the trip to log in', async () => {
  serve(null);
  const user = renderPage();
  const form = await arrivalForm(user);
  await user.type(form.getByLabelText('Special requests'), 'Vegetarian meals');
  await user.selectOptions(form.getByLabelText('Arrival time'), '09:00');
  await user.click(await reserveNow());

  expect(await screen.findByText(`Now at ${loginPathFor(paths.booking)}`)).toBeTruthy();
  expect(readBookingDraft()).toEqual({
    ...draft,
    specialRequests: 'Vegetarian meals',
    arrivalTime: '09:00',
  });
});

test('starts open, from the details kept in the draft', async () => {
  saveBookingDraft({ ...draft, specialRequests: 'Vegetarian meals', arrivalTime: '09:00' });
  serve();
  renderPage();
  const form = await arrivalForm();
  expect((form.getByLabelText('Special requests') as HTMLTextAreaElement).value).toBe(
    'Vegetarian meals',
  );
  expect((form.getByLabelText('Arrival time') as HTMLSelectElement).value).toBe('09:00');
});
