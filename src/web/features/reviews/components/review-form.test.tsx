// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { ReviewableStay } from '#shared/review.ts';
import { ReviewForm } from './review-form.tsx';

afterEach(cleanup);

const stays: ReviewableStay[] = [
  {
    bookingId: '0b6f8a52-1c1e-4c1f-9a53-0d4f3c2b1a01',
    reference: 'SB-AAAAAA',
    suiteName: 'Tea Garden Suite',
    checkIn: '2026-10-02',
    checkOut: '2026-10-04',
  },
  {
    bookingId: '0b6f8a52-1c1e-4c1f-9a53-0d4f3c2b1a02',
    reference: 'SB-BBBBBB',
    suiteName: 'Boathouse Suite',
    checkIn: '2026-11-20',
    checkOut: '2026-11-23',
  },
];

function renderForm(props: { stays: ReviewableStay[]; chosenStay?: string | null }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewForm name="Nadia Rahman" {...props} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText<HTMLSelectElement>('Your stay');
}

describe('the review form’s stay', () => {
  test('is the one the mail after the stay links to, among several', () => {
    const select = renderForm({ stays, chosenStay: stays[1]?.bookingId });
    expect(select.value).toBe(stays[1]?.bookingId);
  });

  test('is none when the linked stay is not one left to review, and there are several', () => {
    const select = renderForm({ stays, chosenStay: '0b6f8a52-1c1e-4c1f-9a53-0d4f3c2b1a09' });
    expect(select.value).toBe('');
  });

  test('is the only one there is, without a link', () => {
    const select = renderForm({ stays: stays.slice(0, 1) });
    expect(select.value).toBe(stays[0]?.bookingId);
  });
});
