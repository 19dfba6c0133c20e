import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for SSLCommerz that speaks its v4 API on a local port, for the tests: the session
 * call, a payment page with Pay / Fail / Cancel, the signed notification (IPN) to the shop, the
 * validation service, and refunds with their status. It keeps what it did, so tests can look,
 * and can be told to misbehave (tamper with an answer, refuse refunds, stop answering).
 */
export interface FakeSession {
  sessionKey: string;
  fields: Record<string, string>;
}

export interface FakeTransaction {
  tranId: string;
  valId: string;
  bankTranId: string;
  amount: string;
  validations: number;
  refunds: { refundTransId: string; refundRefId: string; amount: number }[];
}

export interface FakeSslcommerz {
  url: string;
  storeId: string;
  storePassword: string;
  sessions: Map<string, FakeSession>;
  transactions: Map<string, FakeTransaction>;
  /** Fields the validation service answers differently (amount, currency, risk_level…). */
  tamper: Record<string, string>;
  /** When set, refunds are refused with this reason. */
  refuseRefunds: string | null;
  /** When true, every call answers 503. */
  down: boolean;
  /** Notifications sent to the shop, with the shop's answer. */
  notifications: { fields: Record<string, string>; status: number; body: string }[];
  /** The session a transaction was opened under. */
  sessionFor(tranId: string): FakeSession;
  /** The guest pays on the gateway's page: the payment is recorded and the shop notified. */
  pay(tranId: string, options?: { notify?: boolean }): Promise<Record<string, string>>;
  /** The guest's payment fails, or they cancel it: the shop is notified. */
  decline(
    tranId: string,
    status: 'FAILED' | 'CANCELLED',
    options?: { notify?: boolean },
  ): Promise<Record<string, string>>;
  /** Sends fields to the shop's notification address, signed as the gateway signs. */
  notify(ipnUrl: string, fields: Record<string, string>): Promise<{ status: number; body: string }>;
  /** Signs fields with the store password, as the gateway signs its notifications. */
  sign(fields: Record<string, string>, password?: string): Record<string, string>;
  close(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The settings that point the app at this fake gateway: a 30% deposit holding the nights for
 * 30 minutes, and a short timeout, so a test of an outage does not wait long.
 */
export function gatewaySettings(fake: Pick<FakeSslcommerz, 'url' | 'storeId' | 'storePassword'>) {
  return {
    SSLCOMMERZ_STORE_ID: fake.storeId,
    SSLCOMMERZ_STORE_PASSWORD: fake.storePassword,
    SSLCOMMERZ_BASE_URL: fake.url,
    SSLCOMMERZ_TIMEOUT_MS: '2000',
    PAYMENT_HOLD_MINUTES: '30',
    DEPOSIT_PERCENT: '30',
  };
}

/** An HTML page that posts `fields` to `action` as soon as it loads, as the gateway does. */
function autoPost(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html><html><body><form id="back" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Return to the merchant</button></noscript></form><script>document.getElementById('back').submit()</script></body></html>`;
}

const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_phone',
  'cus_add1',
  'cus_city',
  'cus_country',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];

export async function startFakeSslcommerz(
  options: { storeId?: string; storePassword?: string; port?: number } = {},
): Promise<FakeSslcommerz> {
  const storeId = options.storeId ?? 'suitebooktest';
  const storePassword = options.storePassword ?? `pw-${randomBytes(8).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const byTran = new Map<string, string>();
  const transactions = new Map<string, FakeTransaction>();

  const fake: FakeSslcommerz = {
    url: '',
    storeId,
    storePassword,
    sessions,
    transactions,
    tamper: {},
    refuseRefunds: null,
    down: false,
    notifications: [],
    sessionFor(tranId) {
      const key = byTran.get(tranId);
      const session = key ? sessions.get(key) : undefined;
      if (!session) throw new Error(`no session for ${tranId}`);
      return session;
    },
    sign(fields, password = storePassword) {
      const names = Object.keys(fields);
      const values = new Map(names.map((name) => [name, fields[name] ?? '']));
      values.set('store_passwd', md5(password));
      const text = [...values.keys()]
        .sort()
        .map((name) => `${name}=${values.get(name)}`)
        .join('&');
      return { ...fields, verify_key: names.join(','), verify_sign: md5(text) };
    },
    async notify(ipnUrl, fields) {
      const response = await fetch(ipnUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const body = await response.text();
      fake.notifications.push({ fields, status: response.status, body });
      return { status: response.status, body };
    },
    async pay(tranId, payOptions = {}) {
      const session = fake.sessionFor(tranId);
      const valId = `VAL${randomBytes(6).toString('hex')}`;
      const bankTranId = `BNK${randomBytes(6).toString('hex')}`;
      const amount = session.fields.total_amount ?? '0';
      transactions.set(valId, {
        tranId,
        valId,
        bankTranId,
        amount,
        validations: 0,
        refunds: [],
      });
      const fields = fake.sign({
        status: 'VALID',
        tran_id: tranId,
        val_id: valId,
        amount,
        store_amount: (Number(amount) * 0.975).toFixed(2),
        currency: 'BDT',
        bank_tran_id: bankTranId,
        card_type: 'VISA-Dutch Bangla',
        tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
        currency_type: 'BDT',
        currency_amount: amount,
        risk_level: '0',
        risk_title: 'Safe',
      });
      if (payOptions.notify !== false && session.fields.ipn_url) {
        await fake.notify(session.fields.ipn_url, fields);
      }
      return fields;
    },
    async decline(tranId, status, declineOptions = {}) {
      const session = fake.sessionFor(tranId);
      const fields = fake.sign({
        status,
        tran_id: tranId,
        val_id: '',
        amount: session.fields.total_amount ?? '0',
        currency: 'BDT',
        error: status === 'FAILED' ? 'Card declined' : 'Cancelled by the customer',
      });
      if (declineOptions.notify !== false && session.fields.ipn_url) {
        await fake.notify(session.fields.ipn_url, fields);
      }
      return fields;
    },
    close: async () => {},
  };

  const credentialsOk = (query: URLSearchParams | Record<string, string>) => {
    const get = (name: string) =>
      query instanceof URLSearchParams ? query.get(name) : (query[name] ?? null);
    return get('store_id') === storeId && get('store_passwd') === storePassword;
  };

  const server = createServer(async (request, response) => {
    try {
      if (fake.down) {
        response.writeHead(503);
        response.end('down for maintenance');
        return;
      }
      const url = new URL(request.url ?? '/', fake.url);
      const { pathname, searchParams } = url;

      if (request.method === 'POST' && pathname === '/gwprocess/v4/api.php') {
        const form = await readForm(request);
        if (!credentialsOk(form)) {
          json(response, {
            status: 'FAILED',
            failedreason: 'Store Credential Error Or Store is De-active',
          });
          return;
        }
        const missing = REQUIRED.filter((name) => !form[name]);
        const amount = Number(form.total_amount);
        if (
          missing.length > 0 ||
          form.currency !== 'BDT' ||
          !/^\d+\.\d{2}$/.test(form.total_amount ?? '') ||
          // As the gateway's v4 API: "The transaction amount must be from 10.00 BDT to 500000.00 BDT".
          amount < 10 ||
          amount > 500_000
        ) {
          json(response, {
            status: 'FAILED',
            failedreason: `Invalid data: ${missing.join(', ') || 'amount or currency'}`,
          });
          return;
        }
        const sessionKey = randomBytes(16).toString('hex').toUpperCase();
        const { store_passwd: _password, ...fields } = form;
        sessions.set(sessionKey, { sessionKey, fields });
        byTran.set(form.tran_id ?? '', sessionKey);
        json(response, {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey: sessionKey,
          GatewayPageURL: `${fake.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`,
        });
        return;
      }

      if (request.method === 'GET' && pathname === '/gwprocess/v4/gw.php') {
        const session = sessions.get(searchParams.get('SESSIONKEY') ?? '');
        if (!session) {
          response.writeHead(404, { 'content-type': 'text/html' });
          response.end('<p>This payment session has expired.</p>');
          return;
        }
        const key = escapeHtml(session.sessionKey);
        const button = (action: string, label: string) =>
          `<form method="post" action="/fake/${key}/${action}"><button type="submit">${label}</button></form>`;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html lang="en"><head><title>SSLCommerz test payment</title></head><body><main><h1>SSLCommerz test payment</h1><p>Pay BDT <strong>${escapeHtml(session.fields.total_amount ?? '')}</strong> to ${escapeHtml(storeId)} for ${escapeHtml(session.fields.product_name ?? '')}.</p>${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</main></body></html>`,
        );
        return;
      }

      const action = /^\/fake\/([A-F0-9]+)\/(pay|fail|cancel)$/.exec(pathname);
      if (request.method === 'POST' && action) {
        const session = sessions.get(action[1] ?? '');
        if (!session) {
          response.writeHead(404);
          response.end();
          return;
        }
        const tranId = session.fields.tran_id ?? '';
        const fields =
          action[2] === 'pay'
            ? await fake.pay(tranId)
            : await fake.decline(tranId, action[2] === 'fail' ? 'FAILED' : 'CANCELLED');
        const target =
          action[2] === 'pay'
            ? session.fields.success_url
            : action[2] === 'fail'
              ? session.fields.fail_url
              : session.fields.cancel_url;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(autoPost(target ?? '/', fields));
        return;
      }

      if (request.method === 'GET' && pathname === '/validator/api/validationserverAPI.php') {
        if (!credentialsOk(searchParams)) {
          json(response, { status: 'INVALID_TRANSACTION', error: 'Store credential error' });
          return;
        }
        const found = transactions.get(searchParams.get('val_id') ?? '');
        if (!found) {
          json(response, { status: 'INVALID_TRANSACTION' });
          return;
        }
        found.validations++;
        json(response, {
          status: found.validations === 1 ? 'VALID' : 'VALIDATED',
          tran_date: new Date().toISOString(),
          tran_id: found.tranId,
          val_id: found.valId,
          amount: found.amount,
          store_amount: (Number(found.amount) * 0.975).toFixed(2),
          currency: 'BDT',
          bank_tran_id: found.bankTranId,
          card_type: 'VISA-Dutch Bangla',
          currency_type: 'BDT',
          currency_amount: found.amount,
          currency_rate: '1.0000',
          risk_level: '0',
          risk_title: 'Safe',
          APIConnect: 'DONE',
          ...fake.tamper,
        });
        return;
      }

      if (
        request.method === 'GET' &&
        pathname === '/validator/api/merchantTransIDvalidationAPI.php'
      ) {
        if (!credentialsOk(searchParams)) {
          json(response, { APIConnect: 'INVALID_REQUEST' });
          return;
        }
        const askedRef = searchParams.get('refund_ref_id');
        if (askedRef) {
          const known = [...transactions.values()].some((tx) =>
            tx.refunds.some((refund) => refund.refundRefId === askedRef),
          );
          json(response, {
            APIConnect: 'DONE',
            refund_ref_id: askedRef,
            status: known ? 'refunded' : 'cancelled',
            errorReason: known ? '' : 'Unknown refund',
          });
          return;
        }
        const bankTranId = searchParams.get('bank_tran_id');
        const found = [...transactions.values()].find((tx) => tx.bankTranId === bankTranId);
        if (!found) {
          json(response, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Invalid bank_tran_id',
          });
          return;
        }
        if (fake.refuseRefunds) {
          json(response, { APIConnect: 'DONE', status: 'failed', errorReason: fake.refuseRefunds });
          return;
        }
        const refundTransId = searchParams.get('refund_trans_id') ?? '';
        const again = found.refunds.find((refund) => refund.refundTransId === refundTransId);
        if (again) {
          json(response, {
            APIConnect: 'DONE',
            bank_tran_id: found.bankTranId,
            trans_id: found.tranId,
            refund_ref_id: again.refundRefId,
            status: 'success',
          });
          return;
        }
        const amount = Number(searchParams.get('refund_amount'));
        const refunded = found.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        if (!(amount > 0) || amount + refunded > Number(found.amount) + 0.001) {
          json(response, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'Refund amount exceeds the payment',
          });
          return;
        }
        const refundRefId = `RFD${randomBytes(6).toString('hex')}`;
        found.refunds.push({ refundTransId, refundRefId, amount });
        json(response, {
          APIConnect: 'DONE',
          bank_tran_id: found.bankTranId,
          trans_id: found.tranId,
          refund_ref_id: refundRefId,
          status: 'success',
        });
        return;
      }

      response.writeHead(404);
      response.end('not found');
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
