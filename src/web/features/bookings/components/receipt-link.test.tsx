// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { gardenSuiteBooking } from '#web/features/bookings/testing.tsx';
import { ReceiptLink } from './receipt-link.tsx';

afterEach(cleanup);

const booking = gardenSuiteBooking(
  { checkIn: '2027-01-10', nights: 2, pricePerNight: 12_000 },
  {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
    createdAt: '2026-12-01T10:00:00.000Z',
    guest: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: null },
  },
);

describe('ReceiptLink', () => {
  test.each([false, true])(
    "downloads the booking's PDF receipt, named for its reference (compact: %s)",
    (compact) => {
      render(<ReceiptLink booking={booking} compact={compact} />);
      const link = screen.getByRole('link', { name: 'Receipt (SB-7K4Q92)' });
      expect(link.getAttribute('href')).toBe(`/api/bookings/${booking.id}/invoice.pdf`);
      expect(link.getAttribute('download')).toBe('SB-7K4Q92.pdf');
      expect(link.querySelector('svg') !== null).toBe(!compact);
    },
  );
});
