import { hotel } from '#shared/hotel.ts';
import type { Message } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import { hotelStructuredData, priceBounds, structuredPage } from '#shared/structured-data.ts';
import { locale, t } from '#web/lib/intl.ts';
import { useSiteUrls } from './page-url.ts';
import { StructuredData } from './structured-data.tsx';

interface HotelStructuredDataProps {
  /** Every bookable suite's nightly price (whole BDT), for the hotel's price range. */
  nightlyPrices: readonly number[] | undefined;
  /** The amenities the page names. */
  amenities?: readonly Message[];
  /** The ratings of the reviews the page shows; none on a page that shows none. */
  ratings?: readonly number[];
  /** The URL paths of the photos the page shows. */
  images?: readonly string[];
}

/**
 * The hotel as the home, about and contact pages show it (its name, tagline, address and phone
 * are in every page's footer), in the page's language, for search engines.
 */
export function HotelStructuredData({
  nightlyPrices,
  amenities = [],
  ratings,
  images = [],
}: HotelStructuredDataProps) {
  const { absolute, pageUrl, current } = useSiteUrls();
  const bounds = priceBounds(nightlyPrices ?? []);
  const priceRange =
    bounds &&
    (bounds.lowest === bounds.highest
      ? formatBdt(bounds.lowest)
      : `${formatBdt(bounds.lowest)} – ${formatBdt(bounds.highest)}`);
  const data = hotelStructuredData({
    name: hotel.name,
    description: t(hotel.tagline),
    url: pageUrl(paths.home),
    address: {
      street: t(hotel.address.street),
      locality: t(hotel.address.locality),
      region: t(hotel.address.region),
      postalCode: hotel.postalCode,
      countryCode: hotel.countryCode,
    },
    geo: hotel.geo,
    telephone: hotel.phone.e164,
    checkIn: hotel.checkIn.from,
    checkOut: hotel.checkOut.until,
    priceRange,
    amenities: amenities.map((amenity) => t(amenity)),
    ratings,
    images: images.map(absolute),
  });
  return <StructuredData data={structuredPage({ url: current, locale, mainEntity: data })} />;
}
