import type { FastifyInstance, FastifyReply } from 'fastify';
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

/**
 * Security headers for every response: on documents a strict same-origin CSP and helmet's full
 * set, on everything else the few that matter there.
 */
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
  const resourceHeaders = resourceHeadersOf(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isDocumentPath(request.url) ? headers : resourceHeaders);
    done();
  });
}

/**
 * Whether a path may answer with a document (a page, the API's docs): everything but the API,
 * and files (a last segment with an extension: scripts, images, the sitemap).
 */
function isDocumentPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api') return pathname.startsWith('/api/docs');
  return !/\.[^/]*$/.test(pathname);
}

/**
 * Lets the answer's page run inline scripts carrying `nonce`, and no others: React's few lines
 * that put the parts of a resumed page rendered for this visitor in place (decision 043).
 */
export function allowScriptNonce(reply: FastifyReply, nonce: string): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header(
    'content-security-policy',
    policy.replace(/(^|;\s*)script-src ([^;]*)/, `$1script-src $2 'nonce-${nonce}'`),
  );
}

/**
 * What an answer that is not a document needs (JSON, a script, an image, a PDF): no sniffing,
 * no framing, no loading by other sites, nothing run if it is opened as a page, and HSTS. The
 * rest of helmet's set only means something to a document (opener and agent-cluster isolation,
 * referrer, DNS prefetch, the old XSS filter) or to software long gone (IE8's downloads, Flash's
 * cross-domain policies); 600 bytes on every API answer and file cost a fifth of their speed.
 */
function resourceHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
  for (const name of [
    'cross-origin-resource-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
  ]) {
    const value = documentHeaders[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}
