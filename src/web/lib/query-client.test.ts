import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { createQueryClient, QUERY_RETRY_DELAY_MS, shouldRetryQuery } from './query-client.ts';

const failure = (status: number) =>
  new ApiClientError(status, status === 0 ? 'NETWORK_ERROR' : 'INTERNAL_ERROR', 'failed');

describe('shouldRetryQuery', () => {
  it('asks once more after an outage or a lost connection', () => {
    for (const status of [0, 500, 502, 503, 504]) {
      expect(shouldRetryQuery(0, failure(status)), String(status)).toBe(true);
    }
  });

  it('never asks a third time', () => {
    for (const status of [0, 500, 503]) {
      expect(shouldRetryQuery(1, failure(status)), String(status)).toBe(false);
      expect(shouldRetryQuery(2, failure(status)), String(status)).toBe(false);
    }
  });

  it('never repeats a 4xx: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, failure(status)), String(status)).toBe(false);
    }
  });

  it('does not retry errors that are not the API failing (a broken contract)', () => {
    expect(shouldRetryQuery(0, new Error('unexpected shape'))).toBe(false);
    expect(shouldRetryQuery(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('gives every query the policy: one quick retry, then the error', async () => {
    const client = createQueryClient();
    const { retry, retryDelay } = client.getDefaultOptions().queries ?? {};
    expect(retry).toBe(shouldRetryQuery);
    expect(retryDelay).toBe(QUERY_RETRY_DELAY_MS);
    expect(QUERY_RETRY_DELAY_MS).toBeLessThan(1000);

    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['always-down'],
        queryFn: () => {
          calls++;
          return Promise.reject(failure(503));
        },
        // fetchQuery does not retry by default; a rendered query uses the defaults.
        retry,
        retryDelay,
      }),
    ).rejects.toThrow('failed');
    expect(calls).toBe(2);
  });
});
