import { formatBdt } from '#shared/money.ts';
import type { GuestPricing } from '#shared/stay.ts';
import { plural } from '#shared/stay-format.ts';

/**
 * What a suite's price includes, when guests beyond its base occupancy pay more: "Price for 2
 * guests; each extra adult 2,000 BDT, child 800 BDT a night". Null when the price covers every
 * guest it sleeps (no base occupancy, or extra guests free).
 */
export function guestPricingNote(suite: GuestPricing): string | null {
  const { baseOccupancy, capacity, extraAdultPerNight: adult, extraChildPerNight: child } = suite;
  if (baseOccupancy === null || baseOccupancy >= capacity || (adult === 0 && child === 0)) {
    return null;
  }
  const includes = `Price for ${plural(baseOccupancy, 'guest', 'guests')}`;
  if (adult === child) return `${includes}; each extra guest ${formatBdt(adult)} a night`;
  if (child === 0)
    return `${includes}; each extra adult ${formatBdt(adult)} a night, children free`;
  if (adult === 0) return `${includes}; each extra child ${formatBdt(child)} a night, adults free`;
  return `${includes}; each extra adult ${formatBdt(adult)}, child ${formatBdt(child)} a night`;
}
