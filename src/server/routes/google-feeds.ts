import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorMessage,
  type HotelListing,
  hotelListFeed,
  parsePriceQuery,
  QueryRefusedError,
  transactionMessage,
} from '#server/feeds/google-hotels.ts';
import { pricesForQuery } from '#server/feeds/google-prices.ts';
import {
  ApiError,
  codeForStatus,
  unauthorized,
  unsupportedMediaType,
} from '#server/http/api-error.ts';
import { clientNetwork } from '#server/limits/client-network.ts';
import { consumeLimits, RATE_RULES } from '#server/limits/rate-limit.ts';
import { serviceContext } from '#server/service-context.ts';
import { hotel } from '#shared/hotel.ts';

const XML = 'application/xml; charset=utf-8';
const XML_ONLY = 'Send the query as application/xml or text/xml.';
/** A query names a stay and a few property ids: a few kilobytes at most. */
const QUERY_BODY_LIMIT = 65_536;
/** Properties one query may ask about (we have one; Google batches a partner's hotels). */
const QUERY_PROPERTIES_MAX = 100;

/** The hotel as Google's hotel list feed describes it, from the one place it is written. */
const listing: HotelListing = {
  id: hotel.googleHotelId,
  name: hotel.name,
  address: {
    addr1: hotel.postalAddress.street,
    // The locality is written with its postal code ("Sreemangal 3210"): the feed has its own.
    city: hotel.postalAddress.locality.replace(hotel.postalCode, '').trim(),
    province: hotel.postalAddress.region,
    postalCode: hotel.postalCode,
  },
  country: hotel.countryCode,
  latitude: hotel.geo.latitude,
  longitude: hotel.geo.longitude,
  phone: hotel.phone.e164,
  category: 'hotel',
};

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the Authorization header carries `Bearer <secret>`, compared in constant time (their
 * digests, so not even the length of the secret shows).
 */
function carriesSecret(header: string | undefined, secret: string): boolean {
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${secret}`));
}

/**
 * Every refusal of these routes in Google's XML error form, never the API's JSON: a body too
 * large (413), of another type (415), unreadable (400), without the secret (401), too many
 * queries (429, Retry-After set). Only a fault of ours is a 5xx.
 */
function sendXmlError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof QueryRefusedError) {
    return reply
      .status(400)
      .type(XML)
      .send(errorMessage('VALIDATION_ERROR', error.message, error.field));
  }
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(error.statusCode).type(XML).send(errorMessage(error.code, error.message));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, 'feed request refused');
    const message =
      status === 413
        ? `The body may be at most ${QUERY_BODY_LIMIT} bytes.`
        : status === 415
          ? XML_ONLY
          : 'The request is malformed.';
    return reply
      .status(status)
      .type(XML)
      .send(errorMessage(codeForStatus(status), message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .type(XML)
    .send(errorMessage('INTERNAL_ERROR', 'Something went wrong on our side.'));
}

/**
 * Google Hotels' feeds (free booking links): the hotel list, and the live pricing queries
 * answered with the site's own prices. Public: Google holds no session; the query may be
 * limited to a secret (GOOGLE_HOTELS_QUERY_SECRET).
 */
export const googleFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.googleHotels.querySecret;
  // Queries come as XML, to this plugin's routes only.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: QUERY_BODY_LIMIT },
    (_request, body, done) => done(null, String(body)),
  );
  app.setErrorHandler(sendXmlError);

  app.get(
    '/feeds/google/hotel-list.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['suites'],
        summary:
          "Google Hotels' hotel list feed: the hotel's id, name, address, position, phone and category",
        produces: ['application/xml'],
        // The feed is sent as text, so this documents it rather than serialises it.
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type(XML)
        // The same for everyone, and it changes with a release at most.
        .header('cache-control', 'public, max-age=86400')
        .send(hotelListFeed([listing])),
  );

  app.post(
    '/feeds/google/query',
    {
      config: { access: 'public' },
      schema: {
        // Left out of the OpenAPI document: its body and its refusals are XML in Google's form,
        // not the API's JSON (README, GOOGLE_HOTELS_QUERY_SECRET).
        hide: true,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      await consumeLimits(
        app.counters,
        [{ rule: RATE_RULES.googleQueryPerAddress, subject: clientNetwork(request.ip) }],
        app.clock().getTime(),
      );
      if (secret !== null && !carriesSecret(request.headers.authorization, secret)) {
        throw unauthorized('Send the query secret as Authorization: Bearer <secret>.');
      }
      // Another type's parser (JSON, say) read the body: not a query.
      if (typeof request.body !== 'string') throw unsupportedMediaType(XML_ONLY);
      const query = parsePriceQuery(request.body, {
        maxNights: app.config.booking.maxNights,
        maxProperties: QUERY_PROPERTIES_MAX,
      });
      const prices = await pricesForQuery(serviceContext(app, request.log), query);
      return reply
        .type(XML)
        .header('cache-control', 'no-store')
        .send(transactionMessage(prices, { id: randomUUID(), at: app.clock() }));
    },
  );
};
