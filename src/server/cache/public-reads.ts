import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { localeNow } from '#shared/messages.ts';
import { cachedAnswer, type PublicCache, sendCachedAnswer } from './public-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read whose answer is the same for everyone until the next write: kept in the public cache. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** Anonymous pages and public reads, computed once per data version. */
    publicCache: PublicCache;
  }
}

/** Browsers and shared caches may keep a public read, but ask again (a 304 when unchanged) before each use. */
const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A public read answers in the request's language (a suite's name and description, an extra's
 * name: decision 049), so each language's answer is kept apart, and says it varies by it.
 */
const PUBLIC_READ_VARY = 'accept-language, accept-encoding';
const keyOf = (request: FastifyRequest) => `${localeNow()} ${request.url}`;

/**
 * Writes that change nothing an anonymous visitor is shown, frequent enough that dropping every
 * kept answer for them would waste it: signing in and out, messages and subscriptions to staff,
 * bookings and their payments (availability is never kept; it is always read from the
 * database). Any other
 * successful write under /api drops the cache: a new route is safe before anyone thinks of it.
 */
const WRITES_KEEPING_THE_CACHE = [
  /^\/api\/auth\/(?:sign-in\/|sign-out|sign-up\/|forget-password|request-password-reset|send-verification-email)/,
  /^\/api\/contact(?:[/?]|$)/,
  /^\/api\/newsletter(?:[/?]|$)/,
  /^\/api\/bookings(?:[/?]|$)/,
  /^\/api\/payments\//,
];

/**
 * Judged by the route that answered, not by the URL as sent: `/%61pi/reviews/1` reaches the
 * handler of `/api/reviews/:id`, and must drop the cache as that route does. A request that
 * matched no route wrote nothing.
 */
function changesPublicData(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (!WRITES.has(request.method) || route === undefined || !route.startsWith('/api/')) {
    return false;
  }
  return !WRITES_KEEPING_THE_CACHE.some((pattern) => pattern.test(route));
}

/**
 * Serves routes declared `config.publicCache` from the cache, fills it from their answers, and
 * drops it after every write (not refused) that may change what the public sees (before the
 * write's answer goes out, so whoever hears of the write reads the new data). Registered after
 * the security headers and before compression, so kept answers carry the headers and are stored
 * uncompressed, once.
 */
export function registerPublicReads(app: FastifyInstance, cache: PublicCache) {
  app.decorate('publicCache', cache);
  const versionAtStart = new WeakMap<FastifyRequest, number>();

  // Only on the routes that declare it: every other request goes by without a look.
  const serveKept: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') return done();
    const answer = cache.get(keyOf(request));
    if (answer) return sendCachedAnswer(request, reply, answer);
    versionAtStart.set(request, cache.version);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || !route.config?.publicCache) return;
    route.onRequest = [serveKept, ...[route.onRequest ?? []].flat()];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A refusal (4xx) wrote nothing; a failure (5xx) may have, before it failed.
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (!refused && changesPublicData(request)) cache.invalidate();
    const version = versionAtStart.get(request);
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      return done(null, payload);
    }
    const answer = cachedAnswer(payload, {
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: PUBLIC_READ_CACHE_CONTROL,
      vary: PUBLIC_READ_VARY,
    });
    cache.set(keyOf(request), version, answer);
    // Compression, after this, adds accept-encoding to what varies.
    reply
      .header('etag', answer.etag)
      .header('cache-control', answer.cacheControl)
      .header('vary', 'accept-language');
    done(null, payload);
  });
}
