import { describe, expect, it } from 'vitest';
import { guestPricingNote } from './guest-pricing.ts';

const suite = { capacity: 4, baseOccupancy: 2, extraAdultPerNight: 2000, extraChildPerNight: 800 };

describe('what a suite’s price includes', () => {
  it('names the guests the price is for and what each guest beyond adds', () => {
    expect(guestPricingNote(suite)).toBe(
      'Price for 2 guests; each extra adult 2,000 BDT, child 800 BDT a night',
    );
    expect(guestPricingNote({ ...suite, baseOccupancy: 1, extraChildPerNight: 2000 })).toBe(
      'Price for 1 guest; each extra guest 2,000 BDT a night',
    );
    expect(guestPricingNote({ ...suite, extraChildPerNight: 0 })).toBe(
      'Price for 2 guests; each extra adult 2,000 BDT a night, children free',
    );
    expect(guestPricingNote({ ...suite, extraAdultPerNight: 0 })).toBe(
      'Price for 2 guests; each extra child 800 BDT a night, adults free',
    );
  });

  it('says nothing when the price covers every guest the suite sleeps', () => {
    expect(guestPricingNote({ ...suite, baseOccupancy: null })).toBeNull();
    expect(guestPricingNote({ ...suite, baseOccupancy: 4 })).toBeNull();
    expect(guestPricingNote({ ...suite, extraAdultPerNight: 0, extraChildPerNight: 0 })).toBeNull();
  });
});
