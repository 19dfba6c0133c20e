import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import type { GuestPricing } from '#shared/stay.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  everyGuest: {
    id: 'suites.guestPricing.everyGuest',
    defaultMessage:
      'Price for {base, plural, one {# guest} other {# guests}}; each extra guest {price} a night',
  },
  childrenFree: {
    id: 'suites.guestPricing.childrenFree',
    defaultMessage:
      'Price for {base, plural, one {# guest} other {# guests}}; each extra adult {adult} a night, children free',
  },
  adultsFree: {
    id: 'suites.guestPricing.adultsFree',
    defaultMessage:
      'Price for {base, plural, one {# guest} other {# guests}}; each extra child {child} a night, adults free',
  },
  both: {
    id: 'suites.guestPricing.both',
    defaultMessage:
      'Price for {base, plural, one {# guest} other {# guests}}; each extra adult {adult}, child {child} a night',
  },
});

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
  const base = baseOccupancy;
  if (adult === child) return t(messages.everyGuest, { base, price: formatBdt(adult) });
  if (child === 0) return t(messages.childrenFree, { base, adult: formatBdt(adult) });
  if (adult === 0) return t(messages.adultsFree, { base, child: formatBdt(child) });
  return t(messages.both, { base, adult: formatBdt(adult), child: formatBdt(child) });
}
