// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { Booking } from '#shared/booking.ts';
import { flatNights, quoteStay } from '#shared/stay.ts';
import { suiteImage } from '#shared/suite.ts';
import { ReceiptLink } from './receipt-link.tsx';

afterEach(cleanup);

const quote = quoteStay(flatNights('2027-01-10', 2, 12_000));
const booking: Booking = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
  reference: 'SB-7K4Q92',
  suiteId: '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
  adults: 2,
  children: 0,
  ...quote,
  promoCode: null,
  status: 'confirmed',
  createdAt: '2026-12-01T10:00:00.000Z',
  cancelledAt: null,
  holdExpiresAt: null,
  amountDue: 0,
  amountPaid: 0,
  amountRefunded: 0,
  balanceDue: quote.total,
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
  guest: { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: null },
  stage: 'upcoming',
  cancellable: true,
  specialRequests: null,
  arrivalTime: null,
  reservationId: null,
};

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
