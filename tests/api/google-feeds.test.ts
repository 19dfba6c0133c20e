import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { RATE_RULES } from '#server/limits/rate-limit.ts';
import type { Availability } from '#shared/availability.ts';
import type { StayQuote } from '#shared/booking.ts';
import { hotel } from '#shared/hotel.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { nextAddress, ORIGIN, signUpAdmin } from '#tests/support/accounts.ts';
import { createTestApp, databaseKind, type TestApp, testConfig } from '#tests/support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let suiteIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
  const suites = (await t.app.inject({ url: '/api/suites' })).json() as { id: string }[];
  suiteIds = suites.map((suite) => suite.id);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(hotelToday(), offset);
const OURS = hotel.googleHotelId;

/** Reads XML back as the feeds' readers would: attributes kept, values left as text. */
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (_name, path) =>
    ['Transaction.Result', 'listings.listing', 'listings.listing.address.component'].includes(
      String(path),
    ),
});

interface Amount {
  '#text': string;
  '@currency': string;
}
interface Result {
  Property: string;
  Checkin: string;
  Nights: string;
  Baserate: Amount;
  Tax: Amount;
  OtherFees: Amount;
}

function queryXml(checkIn: string, nights: number | string, ids: readonly string[] = [OURS]) {
  const properties = ids.map((id) => `<Property>${id}</Property>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Query><Checkin>${checkIn}</Checkin><Nights>${nights}</Nights><PropertyList>${properties}</PropertyList></Query>`;
}

function post(
  body: string,
  options: { app?: FastifyInstance; headers?: Record<string, string>; address?: string } = {},
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/feeds/google/query',
    remoteAddress: options.address ?? nextAddress(),
    headers: { 'content-type': 'application/xml', ...options.headers },
    payload: body,
  });
}

/** The `<Result>`s of a query's answer, after checking it is a Transaction. */
async function results(checkIn: string, nights: number, ids?: readonly string[]) {
  const answer = await post(queryXml(checkIn, nights, ids));
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/xml/);
  const { Transaction } = xml.parse(answer.body) as {
    Transaction: { '@id': string; '@timestamp': string; Result?: Result[] };
  };
  expect(Transaction['@id']).toMatch(/\S/);
  expect(Number.isNaN(Date.parse(Transaction['@timestamp']))).toBe(false);
  return Transaction.Result ?? [];
}

/**
 * What the site itself says the stay costs two adults: the cheapest suite the search offers,
 * quoted by /api/quote, in Google's terms.
 */
async function sitePrice(checkIn: string, nights: number) {
  const checkOut = addDays(checkIn, nights);
  const stay = `checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0`;
  const search = (await t.app.inject({ url: `/api/suites/availability?${stay}&limit=100` })).json();
  const found = (search as Availability).suites;
  if (found.length === 0) return null;
  const cheapest = [...found].sort((a, b) => a.quote.subtotal - b.quote.subtotal)[0];
  const answer = await t.app.inject({ url: `/api/quote?suiteId=${cheapest?.suite.id}&${stay}` });
  expect(answer.statusCode, answer.body).toBe(200);
  const { quote, available } = answer.json() as StayQuote;
  expect(available).toBe(true);
  return {
    suiteId: cheapest?.suite.id ?? '',
    baserate: quote.subtotal - quote.discount,
    tax: quote.vat + quote.tax,
    otherFees: quote.serviceCharge,
    total: quote.total,
  };
}

function expectPrice(result: Result | undefined, price: Awaited<ReturnType<typeof sitePrice>>) {
  expect(price).not.toBeNull();
  expect(result).toBeDefined();
  for (const line of [result?.Baserate, result?.Tax, result?.OtherFees]) {
    expect(line?.['@currency']).toBe('BDT');
  }
  const lines = {
    baserate: Number(result?.Baserate['#text']),
    tax: Number(result?.Tax['#text']),
    otherFees: Number(result?.OtherFees['#text']),
  };
  expect(lines).toEqual({
    baserate: price?.baserate,
    tax: price?.tax,
    otherFees: price?.otherFees,
  });
  expect(lines.baserate + lines.tax + lines.otherFees).toBe(price?.total);
}

function asAdmin(url: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: admin.cookie },
    payload,
  });
}

function blockSuite(suiteId: string, start: number, end: number) {
  return asAdmin(`/api/suites/${suiteId}/blocks`, {
    startDate: day(start),
    endDate: day(end),
    reason: 'Closed for the season',
  });
}

/** A refusal in the feed's XML error form: its status, code and the element it names. */
function refusal(answer: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(answer.headers['content-type']).toMatch(/^application\/xml/);
  const { Issues } = xml.parse(answer.body) as {
    Issues: { Issue: { '#text': string; '@code': string; '@status': string; '@field'?: string } };
  };
  expect(Issues.Issue['@status']).toBe('error');
  expect(Issues.Issue['#text']).toMatch(/\S/);
  return { status: answer.statusCode, code: Issues.Issue['@code'], field: Issues.Issue['@field'] };
}

describe(`Google Hotels feeds (${databaseKind})`, () => {
  it('lists the hotel in the hotel list feed, publicly cacheable', async () => {
    const answer = await t.app.inject({ url: '/feeds/google/hotel-list.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const { listings } = xml.parse(answer.body) as {
      listings: {
        language: string;
        listing: {
          id: string;
          name: string;
          address: { '@format': string; component: { '#text': string; '@name': string }[] };
          country: string;
          latitude: string;
          longitude: string;
          phone: { '#text': string; '@type': string };
          category: string;
        }[];
      };
    };
    expect(listings.language).toBe('en');
    expect(listings.listing).toHaveLength(1);
    const [listing] = listings.listing;
    expect(listing?.id).toBe(OURS);
    expect(listing?.name).toBe(hotel.name);
    expect(listing?.address['@format']).toBe('simple');
    expect(
      Object.fromEntries(
        listing?.address.component.map((part) => [part['@name'], part['#text']]) ?? [],
      ),
    ).toEqual({
      addr1: hotel.postalAddress.street,
      city: 'Sreemangal',
      province: hotel.postalAddress.region,
      postal_code: hotel.postalCode,
    });
    expect(listing?.country).toBe('BD');
    expect(Number(listing?.latitude)).toBe(hotel.geo.latitude);
    expect(Number(listing?.longitude)).toBe(hotel.geo.longitude);
    expect(listing?.phone).toEqual({ '#text': hotel.phone.e164, '@type': 'main' });
    expect(listing?.category).toBe('hotel');
  });

  it("prices a stay as the site's own quote does, for our property only", async () => {
    for (const [offset, nights] of [
      [40, 3],
      [45, 1],
      [52, 7],
    ] as const) {
      const found = await results(day(offset), nights, ['another-hotel', OURS, OURS]);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        Property: OURS,
        Checkin: day(offset),
        Nights: String(nights),
      });
      const price = await sitePrice(day(offset), nights);
      expectPrice(found[0], price);
      // The charges are told apart: VAT and TAX are taxes, the service charge a fee.
      expect(price?.tax).not.toBe(price?.otherFees);
    }
    expect(await results(day(40), 3, ['another-hotel'])).toEqual([]);
  });

  it('prices the cheapest suite still free, and nothing once every suite is taken', async () => {
    const before = await sitePrice(day(60), 2);
    expectPrice((await results(day(60), 2))[0], before);

    expect((await blockSuite(before?.suiteId ?? '', 60, 62)).statusCode).toBe(201);
    const after = await sitePrice(day(60), 2);
    expect(after?.suiteId).not.toBe(before?.suiteId);
    expect(after?.baserate).toBeGreaterThanOrEqual(before?.baserate ?? 0);
    expectPrice((await results(day(60), 2))[0], after);

    for (const suiteId of suiteIds.filter((id) => id !== before?.suiteId)) {
      expect((await blockSuite(suiteId, 61, 62)).statusCode).toBe(201);
    }
    expect(await sitePrice(day(60), 2)).toBeNull();
    expect(await results(day(60), 2)).toEqual([]);
    // The night before the blocks is still sold.
    expect(await results(day(59), 1)).toHaveLength(1);
  });

  it('gives no price for a check-in past or beyond the booking horizon', async () => {
    const horizon = t.config.booking.horizonDays;
    expect(await results(day(-1), 2)).toEqual([]);
    expect(await results(day(horizon + 1), 2)).toEqual([]);
    expectPrice((await results(day(horizon), 2))[0], await sitePrice(day(horizon), 2));
    expect(await results(day(0), 1)).toHaveLength(1);
  });

  it("gives no price for a stay shorter than a season's minimum", async () => {
    for (const suiteId of suiteIds) {
      const season = await asAdmin(`/api/suites/${suiteId}/rate-periods`, {
        startDate: day(100),
        endDate: day(110),
        pricePerNight: 21_000,
        minNights: 3,
      });
      expect(season.statusCode, season.body).toBe(201);
    }
    expect(await results(day(101), 2)).toEqual([]);
    const found = await results(day(101), 3);
    expect(found).toHaveLength(1);
    expectPrice(found[0], await sitePrice(day(101), 3));
  });

  it('refuses a query it cannot read with 400 in the XML error form', async () => {
    const maxNights = t.config.booking.maxNights;
    const cases: [string, string][] = [
      ['<Query><Checkin>', 'Query'],
      ['not xml at all', 'Query'],
      ['', 'Query'],
      [`<Transaction><Checkin>${day(10)}</Checkin></Transaction>`, 'Query'],
      [`${queryXml(day(10), 2)}<Query/>`, 'Query'],
      [queryXml(day(10), 0), 'Nights'],
      [queryXml(day(10), maxNights + 1), 'Nights'],
      [queryXml(day(10), 'two'), 'Nights'],
      [queryXml('2027-02-30', 2), 'Checkin'],
      [
        `<Query><Nights>2</Nights><PropertyList><Property>${OURS}</Property></PropertyList></Query>`,
        'Checkin',
      ],
      [`<Query><Checkin>${day(10)}</Checkin><Nights>2</Nights></Query>`, 'PropertyList'],
      [
        queryXml(
          day(10),
          2,
          Array.from({ length: 101 }, (_, index) => `hotel-${index}`),
        ),
        'PropertyList',
      ],
      [
        `<?xml version="1.0"?><!DOCTYPE Query [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><Query><Checkin>${day(10)}</Checkin><Nights>2</Nights><PropertyList><Property>&b;</Property></PropertyList></Query>`,
        'Query',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body);
      expect({ body, ...refusal(answer) }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_ERROR',
        field,
      });
    }
    expect((await post(queryXml(day(10), maxNights))).statusCode).toBe(200);

    const json = await t.app.inject({
      method: 'POST',
      url: '/feeds/google/query',
      remoteAddress: nextAddress(),
      payload: { Checkin: day(10), Nights: 2 },
    });
    expect(refusal(json)).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await post(queryXml(day(10), 2, [`x${'y'.repeat(70_000)}`]));
    expect(refusal(huge)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const asText = await post(queryXml(day(10), 2), { headers: { 'content-type': 'text/xml' } });
    expect(asText.statusCode).toBe(200);
  });

  it('asks for the secret when the hotel set one', async () => {
    const secret = 'google-hotels-query-secret-1';
    const guarded = await buildApp({
      config: testConfig({ GOOGLE_HOTELS_QUERY_SECRET: secret }),
      database: t.database,
      webRoot: '/nonexistent-web-root',
    });
    try {
      const body = queryXml(day(30), 2);
      expect(refusal(await post(body, { app: guarded }))).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
      });
      for (const authorization of [`Bearer ${secret}x`, secret, `Bearer ${secret.slice(1)}`]) {
        const wrong = await post(body, { app: guarded, headers: { authorization } });
        expect(refusal(wrong)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
      const right = await post(body, {
        app: guarded,
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(right.statusCode, right.body).toBe(200);
      expect(xml.parse(right.body).Transaction.Result).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it('answers 429 with Retry-After past the limit from one address', async () => {
    const address = '198.51.100.7';
    const body = queryXml(day(30), 2, ['another-hotel']);
    for (let index = 0; index < RATE_RULES.googleQueryPerAddress.max; index++) {
      expect((await post(body, { address })).statusCode).toBe(200);
    }
    const refused = await post(body, { address });
    expect(refusal(refused)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await post(body)).statusCode).toBe(200);
  });
});
