import { describe, expect, test } from 'vitest';
import type { Extra } from '#shared/extras.ts';
import { withoutWithdrawn } from './withdrawn-extras.ts';

const spa: Extra = { id: 'e-spa', name: 'Spa Access', price: 90, unit: 'night' };
const bicycle: Extra = { id: 'e-bike', name: 'Bicycle Hire', price: 30, unit: 'night' };
const breakfast: Extra = { id: 'e-breakfast', name: 'Breakfast in Bed', price: 70, unit: 'night' };

describe('extras the hotel stopped offering', () => {
  test('are taken off, by name, and the others kept', () => {
    const chosen = [
      { id: spa.id, quantity: 2 },
      { id: bicycle.id, quantity: 1 },
      { id: breakfast.id, quantity: 1 },
    ];
    expect(withoutWithdrawn(chosen, [bicycle], [spa, bicycle, breakfast])).toEqual({
      kept: [{ id: bicycle.id, quantity: 1 }],
      notice:
        'Spa Access and Breakfast in Bed are no longer available, so we have taken them off your stay.',
    });
    expect(withoutWithdrawn(chosen.slice(0, 2), [bicycle], [spa, bicycle]).notice).toBe(
      'Spa Access is no longer available, so we have taken it off your stay.',
    );
  });

  test('are still taken off when their names were never seen', () => {
    const chosen = [
      { id: spa.id, quantity: 1 },
      { id: bicycle.id, quantity: 1 },
    ];
    expect(withoutWithdrawn(chosen, [bicycle], [])).toEqual({
      kept: [{ id: bicycle.id, quantity: 1 }],
      notice: 'An extra you chose is no longer available, so we have taken it off your stay.',
    });
    expect(withoutWithdrawn(chosen, [], [spa]).notice).toBe(
      'Some extras you chose are no longer available, so we have taken them off your stay.',
    );
  });

  test('are all taken off when the list offers every one the server refused', () => {
    const chosen = [{ id: spa.id, quantity: 1 }];
    expect(withoutWithdrawn(chosen, [spa], [spa]).kept).toEqual([]);
  });
});
