import { describe, expect, it } from 'vitest';
import type { QuotedExtra } from './extras.ts';
import {
  formatExtra,
  formatNightGroup,
  nightGroups,
  PRICE_LABELS,
  priceLines,
} from './price-lines.ts';
import { flatNights, quoteStay } from './stay.ts';

describe('nightGroups', () => {
  it('is one group when every night costs the same', () => {
    const quote = quoteStay(flatNights('2026-12-01', 3, 18_500));
    expect(nightGroups(quote)).toEqual([{ nights: 3, price: 18_500 }]);
  });

  it('groups nights by price in the order the prices first come, however they interleave', () => {
    const quote = quoteStay([
      { date: '2026-12-03', price: 18_500 },
      { date: '2026-12-04', price: 24_000 },
      { date: '2026-12-05', price: 24_000 },
      { date: '2026-12-06', price: 18_500 },
      { date: '2026-12-07', price: 30_000 },
      { date: '2026-12-08', price: 18_500 },
    ]);
    expect(nightGroups(quote)).toEqual([
      { nights: 3, price: 18_500 },
      { nights: 2, price: 24_000 },
      { nights: 1, price: 30_000 },
    ]);
  });

  it('falls back to the average rate for a quote that lists no nights', () => {
    expect(nightGroups({ nights: 2, nightlyRate: 9_000, nightly: [] })).toEqual([
      { nights: 2, price: 9_000 },
    ]);
  });
});

describe('the written lines', () => {
  it('writes a group of nights and an extra as the reservation summary does', () => {
    expect(formatNightGroup({ nights: 1, price: 24_000 })).toBe('1 night × 24,000 BDT');
    expect(formatNightGroup({ nights: 3, price: 18_500 })).toBe('3 nights × 18,500 BDT');
    expect(formatExtra({ name: 'Station transfer', quantity: 1, unit: 'stay' })).toBe(
      'Station transfer, per stay',
    );
    expect(formatExtra({ name: 'Tea tasting', quantity: 2, unit: 'guest-night' })).toBe(
      'Tea tasting × 2, per guest per night',
    );
  });

  it("gives the spec's labels and amounts, the discount taken off with its percentage", () => {
    const extra: QuotedExtra = {
      id: 'x',
      name: 'Transfer',
      unit: 'stay',
      price: 1_000,
      quantity: 1,
      amount: 1_000,
    };
    const quote = quoteStay(
      flatNights('2026-12-01', 2, 12_000),
      { discount: 10, serviceCharge: 10, vat: 10, tax: 5 },
      [extra],
    );
    expect(priceLines(quote)).toEqual([
      { key: 'subtotal', label: 'Subtotal', amount: '25,000 BDT' },
      { key: 'discount', label: 'Discount (10%)', amount: '− 2,500 BDT' },
      { key: 'serviceCharge', label: 'Services Charge (10%)', amount: '2,250 BDT' },
      { key: 'vat', label: 'VAT(10%)', amount: '2,250 BDT' },
      { key: 'tax', label: 'TAX(5%)', amount: '1,125 BDT' },
    ]);
    expect(PRICE_LABELS.total).toBe('Total (BDT)');
    expect(priceLines(quoteStay(flatNights('2026-12-01', 1, 5_000)))[1]).toEqual({
      key: 'discount',
      label: 'Discount (0%)',
      amount: '0 BDT',
    });
  });
});
