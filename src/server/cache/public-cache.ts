import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, ENCODINGS, negotiate } from '#server/http/compression.ts';

/** One answer as every visitor gets it: the body, its compressed forms, and its validator. */
export interface CachedAnswer {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  vary: string;
}

interface PublicCacheOptions {
  /** At most this many answers are kept (the oldest go first). */
  maxEntries?: number;
  /** At most this many bytes, bodies and compressed forms together. */
  maxBytes?: number;
}

/**
 * What anonymous pages and public reads are served from: each answer is computed once per data
 * version and kept, compressed, with an ETag. Any write that may change what the public sees
 * bumps the version, which drops every answer at once (decision 019): no answer outlives the
 * data it shows, and no key needs to know which data an answer was built from.
 *
 * Bounded in entries and bytes, so a visitor inventing query strings churns the cache but
 * cannot grow it.
 */
export class PublicCache {
  #version = 0;
  #bytes = 0;
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #listeners = new Set<() => void>();

  constructor({ maxEntries = 2_000, maxBytes = 64 * 1024 * 1024 }: PublicCacheOptions = {}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  /** Changes with every write the public may see; answers are stored only under the version they were computed at. */
  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Drops every answer: the data behind them may have changed. `elsewhere` when another
   * process made the change (and has told the others itself).
   */
  invalidate(origin: 'here' | 'elsewhere' = 'here'): void {
    this.#version++;
    this.#entries.clear();
    this.#bytes = 0;
    if (origin === 'here') for (const listener of this.#listeners) listener();
  }

  /** Runs after each invalidation made in this process (other processes are told through it). */
  onInvalidate(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer) {
      // Most recently used last: the oldest is the first to go.
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  /**
   * Keeps an answer computed at `version`; one computed before the latest invalidation may show
   * data from before the write, so it is not kept.
   */
  set(key: string, version: number, answer: CachedAnswer): void {
    if (version !== this.#version) return;
    const size = answerBytes(answer);
    if (size > this.#maxBytes / 4) return;
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#bytes += size;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string) {
    const answer = this.#entries.get(key);
    if (!answer) return;
    this.#entries.delete(key);
    this.#bytes -= answerBytes(answer);
  }
}

function answerBytes(answer: CachedAnswer): number {
  return answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
}

/** Builds a cacheable answer: compressed once here rather than on every request. */
export function cachedAnswer(
  body: string | Buffer,
  headers: { contentType: string; cacheControl: string; vary?: string },
): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  const { contentType, cacheControl, vary = 'accept-encoding' } = headers;
  if (bytes.length < COMPRESS_FROM_BYTES) {
    return { body: bytes, etag, contentType, cacheControl, vary };
  }
  return {
    body: bytes,
    br: brotliCompressSync(bytes, {
      params: {
        // Measured on the home page (48 KB) and /allSuites (98 KB): quality 10 is 8–9% smaller
        // than 9 (8.5 and 8.3 KB) in the same time (15–18 ms); 11 saves 2% more in 3–4 times that,
        // all of it on the event loop of whoever asks first after a write.
        [zlib.BROTLI_PARAM_QUALITY]: 10,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
    etag,
    contentType,
    cacheControl,
    vary,
  };
}

/** Whether the visitor already holds this answer (`If-None-Match`, weak or strong). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a kept answer: 304 when the visitor holds it, else the body in the best encoding. */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  status = 200,
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .header('vary', answer.vary);
  if (holds(request, answer.etag)) return reply.status(304).send();
  const offered = ENCODINGS.filter((encoding) => answer[encoding] !== undefined);
  const encoding = negotiate(request, reply, offered);
  reply.status(status).type(answer.contentType);
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer[encoding]);
}
