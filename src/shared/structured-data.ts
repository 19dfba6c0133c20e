/**
 * What the public pages tell search engines in schema.org's words (JSON-LD): the hotel on the
 * home, about and contact pages, a suite and its price on the suite's page. Pure builders: the
 * pages hand them what they show, in the page's language, with URLs already absolute.
 */
import { CURRENCY, RATING } from './constants.ts';
import type { Locale } from './locale.ts';

const SCHEMA_ORG = 'https://schema.org';

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string;
}

export interface GeoCoordinates {
  '@type': 'GeoCoordinates';
  latitude: number;
  longitude: number;
}

export interface LocationFeatureSpecification {
  '@type': 'LocationFeatureSpecification';
  name: string;
  value: true;
}

export interface AggregateRating {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
  worstRating: number;
}

export interface Hotel {
  '@type': 'Hotel';
  name: string;
  description: string;
  url: string;
  address: PostalAddress;
  geo: GeoCoordinates;
  telephone: string;
  /** `HH:MM`, the hotel's own clock. */
  checkinTime: string;
  checkoutTime: string;
  priceRange?: string;
  amenityFeature?: LocationFeatureSpecification[];
  aggregateRating?: AggregateRating;
  image?: string[];
}

export interface QuantitativeValue {
  '@type': 'QuantitativeValue';
  value?: number;
  maxValue?: number;
  /** UN/CEFACT common code: FTK is square feet. */
  unitCode?: string;
}

export interface BedDetails {
  '@type': 'BedDetails';
  numberOfBeds?: number;
  typeOfBed: string;
}

export interface Offer {
  '@type': 'Offer';
  price: number;
  priceCurrency: typeof CURRENCY;
  availability: 'https://schema.org/InStock';
  url: string;
}

/**
 * A suite as schema.org's hotel guide (https://schema.org/docs/hotels.html) has a room that is
 * offered: a HotelRoom is a Place, not a Product, so `offers` (a Product's property) is only
 * valid on it when the room is both, a multi-typed entity, whose Offer then carries the price.
 */
export interface HotelRoom {
  '@type': ['HotelRoom', 'Product'];
  name: string;
  description: string;
  url: string;
  bed: BedDetails;
  occupancy: QuantitativeValue;
  floorSize: QuantitativeValue;
  image: string[];
  offers: Offer;
}

/**
 * The document a page carries: the page itself, in its language, about its main thing. Hotel
 * and HotelRoom have no `inLanguage` (it is a CreativeWork's property), a WebPage has.
 */
export interface StructuredPage<Entity extends Hotel | HotelRoom> {
  '@context': typeof SCHEMA_ORG;
  '@type': 'WebPage';
  url: string;
  inLanguage: Locale;
  mainEntity: Entity;
}

export function structuredPage<Entity extends Hotel | HotelRoom>(page: {
  url: string;
  locale: Locale;
  mainEntity: Entity;
}): StructuredPage<Entity> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebPage',
    url: page.url,
    inLanguage: page.locale,
    mainEntity: page.mainEntity,
  };
}

export interface HotelFacts {
  name: string;
  description: string;
  url: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    countryCode: string;
  };
  geo: { latitude: number; longitude: number };
  telephone: string;
  checkIn: string;
  checkOut: string;
  /** The range of nightly prices, as the page's language writes it; none when unknown. */
  priceRange?: string;
  /** The amenities the page names; none when it names none. */
  amenities?: readonly string[];
  /** The ratings of the reviews the page shows. */
  ratings?: readonly number[];
  /** Absolute URLs of the photos the page shows. */
  images?: readonly string[];
}

/**
 * The rating of the reviews shown (mean to one decimal); none without reviews, as schema.org
 * wants no rating of nothing.
 */
export function aggregateRatingOf(ratings: readonly number[]): AggregateRating | undefined {
  if (ratings.length === 0) return undefined;
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round((total / ratings.length) * 10) / 10,
    reviewCount: ratings.length,
    bestRating: RATING.max,
    worstRating: RATING.min,
  };
}

/** The lowest and highest of `prices` (whole BDT a night); none for no prices. */
export function priceBounds(
  prices: readonly number[],
): { lowest: number; highest: number } | undefined {
  if (prices.length === 0) return undefined;
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** The hotel, leaving out what the page does not show (no empty lists, no rating of nothing). */
export function hotelStructuredData(facts: HotelFacts): Hotel {
  const { address, geo } = facts;
  const aggregateRating = aggregateRatingOf(facts.ratings ?? []);
  return {
    '@type': 'Hotel',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    telephone: facts.telephone,
    checkinTime: facts.checkIn,
    checkoutTime: facts.checkOut,
    ...(facts.priceRange ? { priceRange: facts.priceRange } : {}),
    ...(facts.amenities?.length
      ? {
          amenityFeature: facts.amenities.map((name) => ({
            '@type': 'LocationFeatureSpecification' as const,
            name,
            value: true as const,
          })),
        }
      : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(facts.images?.length ? { image: [...facts.images] } : {}),
  };
}

export interface SuiteFacts {
  name: string;
  description: string;
  /** The suite page's absolute URL. */
  url: string;
  /** The bed as stored ("1 King Bed"): how many beds it is. */
  bed: string;
  /** The bed as the page writes it, in its language. */
  bedLabel: string;
  capacity: number;
  sizeSqft: number;
  /** Whole BDT: the nightly price the page shows. */
  pricePerNight: number;
  /** Absolute URLs of the suite's photos. */
  images: readonly string[];
}

/** How many beds a stored bed names ("2 Single Bed" → 2); none when it does not say. */
function numberOfBeds(bed: string): number | undefined {
  const count = /^(\d+)\s/.exec(bed)?.[1];
  return count === undefined ? undefined : Number(count);
}

/** A suite as a room on offer at its nightly price in BDT. */
export function suiteStructuredData(suite: SuiteFacts): HotelRoom {
  const beds = numberOfBeds(suite.bed);
  return {
    '@type': ['HotelRoom', 'Product'],
    name: suite.name,
    description: suite.description,
    url: suite.url,
    bed: {
      '@type': 'BedDetails',
      ...(beds === undefined ? {} : { numberOfBeds: beds }),
      typeOfBed: suite.bedLabel,
    },
    occupancy: { '@type': 'QuantitativeValue', maxValue: suite.capacity },
    floorSize: { '@type': 'QuantitativeValue', value: suite.sizeSqft, unitCode: 'FTK' },
    image: [...suite.images],
    offers: {
      '@type': 'Offer',
      price: suite.pricePerNight,
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url: suite.url,
    },
  };
}

const HTML_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to put inside `<script type="application/ld+json">`: the characters that could end the
 * element or open markup (`</script>`, `<!--`), and the line separators old parsers of JSON as
 * script choke on, written as `\uXXXX` escapes, which JSON reads back as the same characters.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return HTML_UNSAFE[character] ?? character;
  });
}
