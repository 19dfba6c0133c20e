import { XMLParser } from 'fast-xml-parser';
import type { ErrorCode } from '#shared/api-error.ts';
import { isCalendarDate } from '#shared/stay.ts';

/**
 * Google Hotels' XML, written and read in one place (Google's Hotel Prices formats): the hotel
 * list feed (`<listings>`), the live pricing `<Query>` Google sends, the `<Transaction>` that
 * answers it, and the error answer to a query we cannot read. Pure: no database, no clock.
 */

/** One property of the hotel list feed, in the feed's own terms. */
export interface HotelListing {
  id: string;
  name: string;
  address: { addr1: string; city: string; province: string; postalCode: string };
  /** ISO 3166 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  /** E.164: `+8801711245880`. */
  phone: string;
  category: 'hotel';
}

/** What a live pricing query asks: these properties, for a stay of `nights` from `checkIn`. */
export interface PriceQuery {
  checkIn: string;
  nights: number;
  propertyIds: string[];
}

/** One `<Result>`: a property's price for the stay asked, whole taka. */
export interface PropertyPrice {
  propertyId: string;
  checkIn: string;
  nights: number;
  baserate: number;
  tax: number;
  otherFees: number;
  currency: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Text or an attribute value made safe inside XML. */
function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );
}

function element(name: string, content: string, attributes: Record<string, string> = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attributeText}>${content}</${name}>`;
}

const text = (name: string, value: string, attributes?: Record<string, string>) =>
  element(name, escapeXml(value), attributes);

/** The hotel list feed: `<listings>` in English with one `<listing>` per property. */
export function hotelListFeed(listings: readonly HotelListing[]): string {
  const body = listings.map((listing) =>
    element(
      'listing',
      [
        text('id', listing.id),
        text('name', listing.name),
        element(
          'address',
          [
            text('component', listing.address.addr1, { name: 'addr1' }),
            text('component', listing.address.city, { name: 'city' }),
            text('component', listing.address.province, { name: 'province' }),
            text('component', listing.address.postalCode, { name: 'postal_code' }),
          ].join(''),
          { format: 'simple' },
        ),
        text('country', listing.country),
        text('latitude', String(listing.latitude)),
        text('longitude', String(listing.longitude)),
        text('phone', listing.phone, { type: 'main' }),
        text('category', listing.category),
      ].join(''),
    ),
  );
  return `${XML_DECLARATION}\n${element('listings', [text('language', 'en'), ...body].join(''), {
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:noNamespaceSchemaLocation': 'http://www.gstatic.com/localfeed/local_feed.xsd',
  })}\n`;
}

/** Whole taka written as Google reads an amount: `18500.00`. */
const amount = (taka: number) => taka.toFixed(2);

/** Google's DateTime: seconds, with the zone (`2026-11-29T04:19:49Z`). */
const dateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The answer to a live query: a `<Transaction>` with one `<Result>` per property we price for
 * the stay. A property left out has no price for it (Google shows none).
 */
export function transactionMessage(
  prices: readonly PropertyPrice[],
  meta: { id: string; at: Date },
): string {
  const results = prices.map((price) =>
    element(
      'Result',
      [
        text('Property', price.propertyId),
        text('Checkin', price.checkIn),
        text('Nights', String(price.nights)),
        text('Baserate', amount(price.baserate), { currency: price.currency }),
        text('Tax', amount(price.tax), { currency: price.currency }),
        text('OtherFees', amount(price.otherFees), { currency: price.currency }),
      ].join(''),
    ),
  );
  return `${XML_DECLARATION}\n${element('Transaction', results.join(''), {
    timestamp: dateTime(meta.at),
    id: meta.id,
  })}\n`;
}

/**
 * A refused query, as XML: `<Issues><Issue code status="error" field?>why</Issue></Issues>`,
 * after the issue list Google's own answers carry. The code is the API's (VALIDATION_ERROR…).
 */
export function errorMessage(code: ErrorCode, message: string, field?: string): string {
  return `${XML_DECLARATION}\n${element(
    'Issues',
    text('Issue', message, { code, status: 'error', ...(field ? { field } : {}) }),
  )}\n`;
}

/** A query that cannot be answered: what is wrong, and with which element. */
export class QueryRefusedError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'QueryRefusedError';
    this.field = field;
  }
}

/**
 * Google's queries carry no DOCTYPE, and the parser would otherwise read the entities one
 * declares: a body with a DOCTYPE or an ENTITY is refused before it is parsed.
 */
const DECLARATIONS = /<!(?:DOCTYPE|ENTITY)/i;

/**
 * Entities are left as written (`&amp;` stays `&amp;`: no id of ours holds one), values are
 * never turned into numbers (`007` stays a string), attributes are not read, and nesting is
 * capped far below what a query needs.
 */
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 8,
  isArray: (_name, path) => path === 'Query.PropertyList.Property',
});

const NIGHTS = /^\d{1,4}$/;
const PROPERTY_ID_MAX = 100;

/**
 * Reads a live pricing query: `<Query><Checkin>YYYY-MM-DD</Checkin><Nights>n</Nights>
 * <PropertyList><Property>id</Property>…</PropertyList></Query>`. Anything else (bad XML, another
 * root, a missing or repeated element, nights outside 1 to `maxNights`, more than
 * `maxProperties` properties) throws QueryRefusedError naming the element.
 */
export function parsePriceQuery(
  xml: string,
  limits: { maxNights: number; maxProperties: number },
): PriceQuery {
  if (DECLARATIONS.test(xml)) {
    throw new QueryRefusedError('Query', 'A query may not declare a DOCTYPE or entities.');
  }
  let document: unknown;
  try {
    // biome-ignore lint/plugin: an XML parser, not a zod schema (decision 044 is about zod).
    document = parser.parse(xml, true);
  } catch {
    throw new QueryRefusedError('Query', 'The body is not well-formed XML.');
  }
  const roots = document && typeof document === 'object' ? Object.keys(document) : [];
  const query = (document as { Query?: unknown } | undefined)?.Query;
  // Two roots named Query come back as an array.
  if (roots.length !== 1 || !query || typeof query !== 'object' || Array.isArray(query)) {
    throw new QueryRefusedError('Query', 'The root element must be <Query>.');
  }
  const { Checkin, Nights, PropertyList } = query as Record<string, unknown>;

  if (typeof Checkin !== 'string' || !isCalendarDate(Checkin.trim())) {
    throw new QueryRefusedError('Checkin', '<Checkin> must be one date, YYYY-MM-DD.');
  }
  const nightsRule = `<Nights> must be one whole number from 1 to ${limits.maxNights}.`;
  if (typeof Nights !== 'string' || !NIGHTS.test(Nights.trim())) {
    throw new QueryRefusedError('Nights', nightsRule);
  }
  const nights = Number(Nights.trim());
  if (nights < 1 || nights > limits.maxNights) throw new QueryRefusedError('Nights', nightsRule);

  const properties = (PropertyList as { Property?: unknown } | undefined)?.Property;
  if (
    !Array.isArray(properties) ||
    properties.length === 0 ||
    properties.some(
      (id) => typeof id !== 'string' || id.trim() === '' || id.length > PROPERTY_ID_MAX,
    )
  ) {
    throw new QueryRefusedError(
      'PropertyList',
      '<PropertyList> must list at least one <Property> id.',
    );
  }
  if (properties.length > limits.maxProperties) {
    throw new QueryRefusedError(
      'PropertyList',
      `A query may ask for at most ${limits.maxProperties} properties.`,
    );
  }
  return {
    checkIn: Checkin.trim(),
    nights,
    propertyIds: [...new Set(properties.map((id: string) => id.trim()))],
  };
}
