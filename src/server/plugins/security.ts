import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#server/config.ts';

/**
 * The headers helmet sets for these options, worked out once. Helmet is a middleware that sets
 * the same headers on every response; run through its Fastify plugin it is rebuilt (its CSP
 * parsed again) on every request, which cost more than a bare request does. Here it runs once,
 * against a response that only records what is set.
 */
function headersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet touches nothing of the request; the response only through the two calls above.
  const middleware = helmet(options) as unknown as (
    request: object,
    response: typeof recorder,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers for every response: a strict same-origin CSP, no framing, no sniffing. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = headersFor({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Only over https: on plain http it would break every asset on localhost.
        upgradeInsecureRequests: config.https ? [] : null,
      },
    },
    strictTransportSecurity: config.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
