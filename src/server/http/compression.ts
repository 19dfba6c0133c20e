import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;

/** The encoding to answer in: brotli, else gzip, when the visitor accepts it (q above 0). */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
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
 * Compresses answers built in memory (pages rendered for one visitor, API JSON) in one go, on
 * libuv's thread pool: the main thread neither compresses nor runs a stream pipeline per answer,
 * which cost a signed-in page a sixth of its time. Answers kept by the public cache arrive
 * already compressed, and streamed files are left to @fastify/compress, registered after this.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) {
        return payload;
      }
      const type = String(reply.getHeader('content-type') ?? 'application/json');
      if (!COMPRESSIBLE.test(type)) return payload;
      reply.header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      if (!encoding || request.headers['x-no-compression'] !== undefined) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const compressed =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzip(body);
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return compressed;
    },
  );
}
