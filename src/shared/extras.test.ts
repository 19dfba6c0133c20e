import { describe, expect, it } from 'vitest';
import { chosenExtrasParam, extraAmount } from './extras.ts';

describe('extras', () => {
  it('are priced by their unit: once, each night, or each night for each guest, times the quantity', () => {
    const stay = { nights: 3, guests: 2 };
    expect(extraAmount({ unit: 'stay', price: 500 }, 2, stay)).toBe(1000);
    expect(extraAmount({ unit: 'night', price: 50 }, 1, stay)).toBe(150);
    expect(extraAmount({ unit: 'guest-night', price: 90 }, 2, stay)).toBe(1080);
  });

  it('are read from the quote as id:quantity pairs, each once, within the limits', () => {
    expect(chosenExtrasParam.parse('a1:2, b-2:1')).toEqual([
      { id: 'a1', quantity: 2 },
      { id: 'b-2', quantity: 1 },
    ]);
    expect(chosenExtrasParam.parse('')).toEqual([]);
    for (const bad of ['a1', 'a1:0', 'a1:11', 'a1:1,a1:2', 'a 1:1', 'a1:1;drop', ':1']) {
      expect(chosenExtrasParam.safeParse(bad).success, bad).toBe(false);
    }
  });
});
