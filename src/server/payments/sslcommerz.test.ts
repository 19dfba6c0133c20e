import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSslcommerzClient, GatewayError, verifySignature } from './sslcommerz.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Signed as SSLCommerz's own sample code signs, written out by hand here. */
function signed(fields: Record<string, string>, password: string) {
  const keys = Object.keys(fields);
  const all: Record<string, string> = { ...fields, store_passwd: md5(password) };
  const text = Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key]}`)
    .join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: md5(text) };
}

const notification = {
  amount: '5417.00',
  bank_tran_id: '1709162345070ANJdZV8LyI4cMw',
  currency: 'BDT',
  status: 'VALID',
  tran_id: 'SB-7K3Q9D-0a1b2c3d4e',
  val_id: '1709162345070fv7NEcJ9dZkR0',
};

describe('verifySignature', () => {
  it("accepts the gateway's signature over the fields it names", () => {
    expect(verifySignature(signed(notification, 'store@pw'), 'store@pw')).toBe(true);
  });

  it('refuses a wrong password, a changed field and a missing signature', () => {
    const genuine = signed(notification, 'store@pw');
    expect(verifySignature(genuine, 'other')).toBe(false);
    expect(verifySignature({ ...genuine, amount: '1.00' }, 'store@pw')).toBe(false);
    expect(verifySignature({ ...genuine, verify_sign: '' }, 'store@pw')).toBe(false);
    expect(verifySignature({ ...genuine, verify_sign: 'not-hex' }, 'store@pw')).toBe(false);
  });

  it('refuses a signature that leaves out which payment or how much', () => {
    const { amount: _amount, ...withoutAmount } = notification;
    expect(verifySignature({ ...signed(withoutAmount, 'pw'), amount: '5417.00' }, 'pw')).toBe(
      false,
    );
  });
});

describe('the client', () => {
  let url = '';
  let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
  const seen: { method: string; url: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const client = () =>
    createSslcommerzClient({
      storeId: 'store',
      storePassword: 'secret pw',
      baseUrl: url,
      timeoutMs: 300,
    });

  const session = {
    tranId: 'SB-AAAAAA-1',
    amount: 5417,
    successUrl: 'https://h/s',
    failUrl: 'https://h/f',
    cancelUrl: 'https://h/c',
    ipnUrl: 'https://h/i',
    customer: { name: 'A', email: 'a@b.c', phone: '1', address: 'x', city: 'y' },
    product: { name: 'Stay', category: 'Hotel stay' },
  };

  it('opens a session with a form post and answers the payment page', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: 'https://pay/K' }),
    };
    expect(await client().startSession(session)).toEqual({
      gatewayPageUrl: 'https://pay/K',
      sessionKey: 'K',
    });
    const sent = new URLSearchParams(seen.at(-1)?.body);
    expect(seen.at(-1)?.method).toBe('POST');
    expect(sent.get('total_amount')).toBe('5417.00');
    expect(sent.get('currency')).toBe('BDT');
    expect(sent.get('store_passwd')).toBe('secret pw');
  });

  it('throws a GatewayError, never a value, for refusals, odd answers, errors and silence', async () => {
    for (const [reply, words] of [
      [
        {
          status: 200,
          body: JSON.stringify({ status: 'FAILED', failedreason: 'Store is De-active' }),
        },
        'Store is De-active',
      ],
      [
        {
          status: 200,
          body: JSON.stringify({
            status: 'SUCCESS',
            sessionkey: 'K',
            GatewayPageURL: 'javascript:alert(1)',
          }),
        },
        'not a web address',
      ],
      [{ status: 200, body: '<html>' }, 'not JSON'],
      [{ status: 500, body: '' }, 'HTTP 500'],
      [{ status: 200, body: '{}', delayMs: 1000 }, 'no answer within 300 ms'],
    ] as const) {
      answer = reply;
      const error = await client()
        .startSession(session)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as Error).message).toContain(words);
      expect((error as Error).message).not.toContain('secret pw');
    }
  });

  it('reads a refund: accepted and processing, or refused with its reason', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ APIConnect: 'DONE', status: 'success', refund_ref_id: 'R1' }),
    };
    expect(
      await client().refund({ bankTranId: 'B', refundTransId: 'T', amount: 10, remarks: 'r' }),
    ).toEqual({ state: 'processing', gatewayRef: 'R1' });
    const query = new URL(seen.at(-1)?.url ?? '', url).searchParams;
    expect(query.get('refund_amount')).toBe('10.00');
    expect(query.get('refund_trans_id')).toBe('T');
    answer = {
      status: 200,
      body: JSON.stringify({
        APIConnect: 'DONE',
        status: 'failed',
        errorReason: 'Already refunded',
      }),
    };
    expect(
      await client().refund({ bankTranId: 'B', refundTransId: 'T', amount: 10, remarks: 'r' }),
    ).toEqual({ state: 'failed', reason: 'Already refunded' });
  });
});
