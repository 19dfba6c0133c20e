import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** Why a feed could not be fetched, in words for staff. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

interface FeedFetchOptions {
  /** Whether the feed may be read from this IP address (see isPublicAddress). */
  allowAddress: (address: string) => boolean;
  /** The whole fetch, redirects included, in milliseconds. */
  timeoutMs?: number;
  /** The most bytes a feed may have. */
  maxBytes?: number;
  /** The most redirects followed. */
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Resolves a host name and keeps only the addresses `allowAddress` accepts, at the moment of
 * connecting: a name cannot resolve to a public address when checked and a private one when used.
 */
function guardedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const addresses = (found as LookupAddress[]).filter((entry) => allowAddress(entry.address));
      const [first] = addresses;
      if (!first) {
        callback(
          Object.assign(new FeedFetchError(`${hostname} is not a public address`), {
            code: 'EADDRNOTAVAIL',
          }),
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** The feed's address, checked: http(s), no credentials, and not a refused IP literal. */
function checkedUrl(raw: string, options: FeedFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedFetchError('Not a web address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new FeedFetchError(`Only http and https feeds are read, not ${url.protocol}`);
  }
  if (url.username || url.password)
    throw new FeedFetchError('Addresses with a password are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP written in the address is connected to without a lookup: check it here.
  if (isIP(host) && !options.allowAddress(host)) {
    throw new FeedFetchError(`${host} is not a public address`);
  }
  return url;
}

function request(url: URL, options: FeedFetchOptions, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.get(
      url,
      {
        lookup: guardedLookup(options.allowAddress),
        // A fresh connection each time: a pooled one would skip the address check above.
        agent: false,
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'accept-encoding': 'identity',
          'user-agent': 'Suitebook iCal sync',
        },
      },
      resolve,
    );
    outgoing.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1_048_576)} MB`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1_048_576)} MB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads an iCal feed from an OTA safely: http(s) only, never from a refused address (checked on
 * every connection, redirects included), redirects limited, the whole fetch timed out and the
 * body capped. Fails with a FeedFetchError saying why.
 */
export async function fetchFeed(address: string, options: FeedFetchOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2 * 1_048_576;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkedUrl(address, options);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await request(url, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FeedFetchError(`Redirect (${status}) without a Location`);
        if (redirects >= maxRedirects) {
          throw new FeedFetchError(`More than ${maxRedirects} redirects`);
        }
        url = checkedUrl(new URL(location, url).toString(), options);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new FeedFetchError(`The feed answered HTTP ${status}`);
      }
      return await readCapped(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (signal.aborted) {
      throw new FeedFetchError(`No complete answer within ${Math.round(timeoutMs / 1000)} s`);
    }
    const cause = error as NodeJS.ErrnoException;
    if (cause.name === 'FeedFetchError') throw new FeedFetchError(cause.message);
    throw new FeedFetchError(
      cause.code === 'ENOTFOUND'
        ? `${url.hostname} does not exist`
        : `Could not connect to ${url.hostname} (${cause.code ?? cause.message})`,
    );
  }
}
