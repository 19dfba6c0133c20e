import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * SSLCommerz, Bangladesh's card and wallet gateway, through its v4 API: our own small client over
 * `fetch` (the vendor's package hard-codes its hosts and resolves network failures as values).
 * Every call either answers the gateway's typed answer or throws a GatewayError; the store's
 * password is never logged (the validation and refund calls are GET requests that carry it, as
 * the gateway requires, so their URLs never reach a log line or an error message).
 */
interface SslcommerzSettings {
  storeId: string;
  storePassword: string;
  /** `https://sandbox.sslcommerz.com`, `https://securepay.sslcommerz.com`, or a test's fake. */
  baseUrl: string;
  timeoutMs: number;
}

/** The gateway could not be reached, or answered something other than what it documents. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

interface SessionRequest {
  /** Our id for this attempt, at most 30 characters. */
  tranId: string;
  /** Whole BDT. */
  amount: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string };
  product: { name: string; category: string };
}

const sessionAnswer = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

/** What the validation API says of a payment (`validationserverAPI.php`). */
const validationAnswer = z.object({
  status: z.string(),
  tran_id: z.string().nullish(),
  val_id: z.string().nullish(),
  amount: z.coerce.string().nullish(),
  currency: z.string().nullish(),
  currency_type: z.string().nullish(),
  currency_amount: z.coerce.string().nullish(),
  bank_tran_id: z.string().nullish(),
  card_type: z.string().nullish(),
  risk_level: z.coerce.string().nullish(),
  risk_title: z.string().nullish(),
});
type ValidationAnswer = z.infer<typeof validationAnswer>;

/** The refund API's answer to a request (`merchantTransIDvalidationAPI.php` with bank_tran_id). */
const refundAnswer = z.object({
  APIConnect: z.string(),
  status: z.string().nullish(),
  refund_ref_id: z.coerce.string().nullish(),
  errorReason: z.string().nullish(),
});

/** The same API's answer about a refund already asked for (with refund_ref_id). */
const refundStatusAnswer = z.object({
  APIConnect: z.string(),
  status: z.string().nullish(),
  errorReason: z.string().nullish(),
});

type RefundOutcome =
  | { state: 'processing' | 'refunded'; gatewayRef: string }
  | { state: 'failed'; reason: string };

export interface SslcommerzClient {
  /** Opens a payment session: the page to send the guest to. */
  startSession(request: SessionRequest): Promise<{ gatewayPageUrl: string; sessionKey: string }>;
  /** The gateway's own word on a payment it notified us of. */
  validate(valId: string): Promise<ValidationAnswer>;
  /** Asks for money back; `refundTransId` is ours, so asking twice refunds once. */
  refund(request: {
    bankTranId: string;
    refundTransId: string;
    amount: number;
    remarks: string;
  }): Promise<RefundOutcome>;
  /** Where a refund asked for earlier stands. */
  refundStatus(gatewayRef: string): Promise<RefundOutcome>;
}

/** Whole taka as the gateway writes amounts: `1234.00`. */
const gatewayAmount = (amount: number) => amount.toFixed(2);

export function createSslcommerzClient(
  settings: SslcommerzSettings,
  fetchImpl: typeof fetch = fetch,
): SslcommerzClient {
  const { storeId, storePassword, baseUrl, timeoutMs } = settings;

  async function call<T>(
    what: string,
    schema: z.ZodType<T>,
    url: string,
    init: RequestInit = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json', ...init.headers },
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : 'could not connect';
      throw new GatewayError(`SSLCommerz ${what}: ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GatewayError(`SSLCommerz ${what}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GatewayError(`SSLCommerz ${what}: the answer was not JSON`);
    }
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new GatewayError(`SSLCommerz ${what}: unexpected answer`);
    return parsed.data;
  }

  const apiUrl = (path: string, query: Record<string, string>) => {
    const url = new URL(path, `${baseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };

  return {
    async startSession(request) {
      const form = new URLSearchParams({
        store_id: storeId,
        store_passwd: storePassword,
        total_amount: gatewayAmount(request.amount),
        currency: 'BDT',
        tran_id: request.tranId,
        success_url: request.successUrl,
        fail_url: request.failUrl,
        cancel_url: request.cancelUrl,
        ipn_url: request.ipnUrl,
        cus_name: request.customer.name,
        cus_email: request.customer.email,
        cus_phone: request.customer.phone,
        cus_add1: request.customer.address,
        cus_city: request.customer.city,
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: request.product.name,
        product_category: request.product.category,
        product_profile: 'non-physical-goods',
      });
      const answer = await call('session', sessionAnswer, `${baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL || !answer.sessionkey) {
        throw new GatewayError(
          `SSLCommerz session refused: ${answer.failedreason || answer.status || 'no reason given'}`,
        );
      }
      if (!/^https?:\/\//.test(answer.GatewayPageURL)) {
        throw new GatewayError('SSLCommerz session: the payment page is not a web address');
      }
      return { gatewayPageUrl: answer.GatewayPageURL, sessionKey: answer.sessionkey };
    },

    validate(valId) {
      return call(
        'validation',
        validationAnswer,
        apiUrl('validator/api/validationserverAPI.php', {
          val_id: valId,
          store_id: storeId,
          store_passwd: storePassword,
          v: '1',
          format: 'json',
        }),
      );
    },

    async refund(request) {
      const answer = await call(
        'refund',
        refundAnswer,
        apiUrl('validator/api/merchantTransIDvalidationAPI.php', {
          bank_tran_id: request.bankTranId,
          refund_trans_id: request.refundTransId,
          refund_amount: gatewayAmount(request.amount),
          refund_remarks: request.remarks,
          store_id: storeId,
          store_passwd: storePassword,
          v: '1',
          format: 'json',
        }),
      );
      return refundOutcome(answer);
    },

    async refundStatus(gatewayRef) {
      const answer = await call(
        'refund status',
        refundStatusAnswer,
        apiUrl('validator/api/merchantTransIDvalidationAPI.php', {
          refund_ref_id: gatewayRef,
          store_id: storeId,
          store_passwd: storePassword,
          format: 'json',
        }),
      );
      if (answer.APIConnect !== 'DONE') {
        throw new GatewayError(`SSLCommerz refund status: ${answer.APIConnect}`);
      }
      if (answer.status === 'refunded') return { state: 'refunded', gatewayRef };
      if (answer.status === 'processing') return { state: 'processing', gatewayRef };
      return {
        state: 'failed',
        reason: answer.errorReason || `refund ${answer.status ?? 'unknown'}`,
      };
    },
  };
}

function refundOutcome(answer: z.infer<typeof refundAnswer>): RefundOutcome {
  if (answer.APIConnect !== 'DONE') {
    // The store's credentials or address were refused: not something asking again will cure.
    return { state: 'failed', reason: `The gateway refused the call (${answer.APIConnect})` };
  }
  if ((answer.status === 'success' || answer.status === 'processing') && answer.refund_ref_id) {
    return { state: 'processing', gatewayRef: answer.refund_ref_id };
  }
  return { state: 'failed', reason: answer.errorReason || `refund ${answer.status ?? 'refused'}` };
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Whether a notification's `verify_sign` is the gateway's: md5 of the fields named in
 * `verify_key`, plus `store_passwd` = md5(password), sorted by name and joined as `k=v&…`.
 * Only the gateway and we know the password, so nobody else can sign a notification. The fields
 * that say which payment and how much must be among those signed.
 */
export function verifySignature(fields: Record<string, string>, storePassword: string): boolean {
  const { verify_key: verifyKey, verify_sign: verifySign } = fields;
  if (!verifyKey || !verifySign || !/^[0-9a-f]{32}$/i.test(verifySign)) return false;
  const signed = verifyKey.split(',');
  for (const required of ['tran_id', 'val_id', 'amount', 'currency', 'status']) {
    if (!signed.includes(required)) return false;
  }
  const values = new Map<string, string>();
  for (const name of signed) values.set(name, fields[name] ?? '');
  values.set('store_passwd', md5(storePassword));
  const text = [...values.keys()]
    .sort()
    .map((name) => `${name}=${values.get(name)}`)
    .join('&');
  return timingSafeEqual(Buffer.from(md5(text)), Buffer.from(verifySign.toLowerCase()));
}
