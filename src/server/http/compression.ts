import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's quality for answers made per request. Measured on a 50 KB page: quality 3 takes
 * 0.2 ms and is 4% larger than quality 4, which takes twice as long; on a 10 KB search answer
 * the sizes are within 1%. Files and kept answers are compressed once, at the highest quality.
 */
const BROTLI_QUALITY = 3;
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';
/** The encodings the server answers in, in its order of preference. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * Accept-Encoding headers already read: browsers send a handful of distinct ones. At most 256
 * are kept, none longer than 256 characters, so a stranger's inventions cost at most 64 KB.
 */
const acceptedByHeader = new Map<string, readonly Encoding[]>();
const ACCEPTED_KEPT = 256;

/** Of brotli and gzip, in that order, those the header accepts (q above 0). */
function acceptedEncodings(acceptEncoding: string): readonly Encoding[] {
  const known = acceptedByHeader.get(acceptEncoding);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = ENCODINGS.filter((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
  if (acceptEncoding.length > ACCEPTED_KEPT) return accepted;
  if (acceptedByHeader.size >= ACCEPTED_KEPT) acceptedByHeader.clear();
  acceptedByHeader.set(acceptEncoding, accepted);
  return accepted;
}

/**
 * The encoding to answer in, among those on offer: brotli, else gzip, when the visitor accepts it
 * (q above 0).
 */
export function chosenEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return acceptedEncodings(acceptEncoding).find((encoding) => offered.includes(encoding));
}

function withVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.some((name) => name === '*' || name.toLowerCase() === field)) return fields.join(', ');
  return [...fields, field].join(', ');
}

/**
 * Compresses answers built in memory (pages rendered for one visitor, API JSON) in one call:
 * no stream pipeline per answer, which cost a signed-in page a sixth of its time. Synchronous on
 * purpose: on two cores shared with the clients, the thread pool only moved the same work (and
 * added its own) without freeing a core. Answers kept by the public cache arrive already
 * compressed, and streamed files are left to @fastify/compress, registered after this.
 */
export function registerCompression(app: FastifyInstance) {
  // Callback-style, not async: every answer passes here, and most leave untouched (decision 021).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!worthCompressing(reply, payload)) return done(null, payload);
    const encoding = negotiate(request, reply);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, compress(body, encoding));
  });
}

/**
 * Marks a compressible answer as varying with Accept-Encoding, and picks the encoding to send it
 * in, among those on offer: none when the visitor accepts none, or asks for none
 * (X-No-Compression). Every answer the server compresses, kept or made now, is chosen here.
 */
export function negotiate(
  request: FastifyRequest,
  reply: FastifyReply,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  reply.header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
  if (request.headers['x-no-compression'] !== undefined) return undefined;
  return chosenEncoding(request.headers['accept-encoding'], offered);
}

/** A body compressed as answers made per request are. */
function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body);
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A JSON body that many answers share (a search read once for a burst of visitors, decision
 * 038): serialised once, and compressed at most once in each encoding, when first asked for.
 */
export class SharedBody {
  readonly body: Buffer;
  readonly #forms: { br?: Buffer; gzip?: Buffer } = {};

  constructor(serialised: string | ArrayBuffer | Uint8Array) {
    this.body = Buffer.from(
      typeof serialised === 'string' ? serialised : new Uint8Array(serialised),
    );
  }

  in(encoding: Encoding): Buffer {
    this.#forms[encoding] ??= compress(this.body, encoding);
    return this.#forms[encoding];
  }
}

/** Sends a shared body as JSON, in the encoding the visitor accepts, as the hook above would. */
export function sendSharedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  shared: SharedBody,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (shared.body.length < COMPRESS_FROM_BYTES) return reply.send(shared.body);
  const encoding = negotiate(request, reply);
  if (!encoding) return reply.send(shared.body);
  return reply.header('content-encoding', encoding).send(shared.in(encoding));
}

function worthCompressing(reply: FastifyReply, payload: string | Buffer): boolean {
  if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) {
    return false;
  }
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'));
}
