import { type ApiError, rateLimitedFor } from '#server/http/api-error.ts';
import type { CounterStore } from '#server/repositories/rate-counters.ts';
import { defineMessages, type Message, tr } from '#shared/messages.ts';

const messages = defineMessages({
  moment: { id: 'api.rateLimit.moment', defaultMessage: 'a moment' },
  seconds: {
    id: 'api.rateLimit.seconds',
    defaultMessage: '{seconds, plural, one {# second} other {# seconds}}',
  },
  minutes: { id: 'api.rateLimit.minutes', defaultMessage: '{minutes, number} minutes' },
  hours: { id: 'api.rateLimit.hours', defaultMessage: '{hours, number} hours' },
  pleaseWait: {
    id: 'api.rateLimit.pleaseWait',
    defaultMessage: '{what} Please wait {wait} and try again.',
  },
  tooMany: { id: 'api.rateLimit.tooMany', defaultMessage: 'Too many requests.' },
});

/** At most `max` hits per `windowSeconds` for one subject (an address, an account). */
interface RateRule {
  /** Names the counter; with the subject, it makes the key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits a stranger can meet, in one place (sign-in has its own rules: sign-in-throttle.ts). */
export const RATE_RULES = {
  uploadPerAccount: { name: 'upload:account', max: 10, windowSeconds: 600 },
  uploadPerAddress: { name: 'upload:address', max: 30, windowSeconds: 600 },
  contactPerAddress: { name: 'contact:address', max: 5, windowSeconds: 600 },
  newsletterPerAddress: { name: 'newsletter:address', max: 5, windowSeconds: 600 },
  reviewPerAccount: { name: 'review:account', max: 20, windowSeconds: 3600 },
  /** Suite photos sent by one staff account (creating, editing or adding to a gallery). */
  suitePhotoPerAccount: { name: 'suite-photo:account', max: 60, windowSeconds: 600 },
  /** Trips to the payment gateway started by one guest (each opens a session there). */
  paymentStartPerAccount: { name: 'payment-start:account', max: 10, windowSeconds: 600 },
  /**
   * Payment notifications from one address: the gateway sends one or two per payment; a
   * stranger's forgeries stop at the signature, and this caps what they cost.
   */
  paymentNoticePerAddress: { name: 'payment-notice:address', max: 300, windowSeconds: 60 },
  /**
   * Promo codes that did not apply (unknown, ended, another suite…), from one address and from
   * one account, in the quote and the booking: a guest mistypes a few; a guesser tries hundreds.
   */
  promoCodeMissPerAddress: { name: 'promo-miss:address', max: 20, windowSeconds: 600 },
  promoCodeMissPerAccount: { name: 'promo-miss:account', max: 20, windowSeconds: 600 },
  /**
   * Google Hotels' live pricing queries from one address (secret or not): each is a search of
   * the whole hotel; Google spreads its queries over many addresses, a flood comes from few.
   */
  googleQueryPerAddress: { name: 'google-query:address', max: 120, windowSeconds: 60 },
  /**
   * Receipts (booking or reservation) drawn for one account: each is a PDF set in two faces; a
   * guest downloads a few, a busy front desk a few dozen, a script thousands.
   */
  receiptPerAccount: { name: 'receipt:account', max: 60, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

/** What `limitFailures` refuses, by what was tried too often. */
export const refusalMessages = defineMessages({
  promoCodes: {
    id: 'api.rateLimit.promoCodes',
    defaultMessage: 'Too many promo codes that do not apply have been tried.',
  },
});

/** 45 → "45 seconds", 600 → "10 minutes", 85,000 → "24 hours". */
export function humanDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return tr(messages.moment);
  if (seconds < 90) return tr(messages.seconds, { seconds: Math.ceil(seconds) });
  if (seconds < 90 * 60) return tr(messages.minutes, { minutes: Math.ceil(seconds / 60) });
  return tr(messages.hours, { hours: Math.ceil(seconds / 3600) });
}

/**
 * A 429 whose Retry-After (sent by the error handler) is the wait, with the wait in words; with
 * `field`, the words are also that field's error, so a form shows them under it.
 */
export function tooManyRequests(seconds: number, what: string | Message, field?: string): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  const message = tr(messages.pleaseWait, {
    what: typeof what === 'string' ? what : tr(what),
    wait: humanDuration(wait),
  });
  return rateLimitedFor(wait, message, field ? { [field]: message } : undefined);
}

type Checks = readonly { rule: RateRule; subject: string }[];

const limitKey = ({ rule, subject }: Checks[number]) => `${rule.name}:${subject}`;

/**
 * Counts one hit against each rule for its subject; how long until all are within their limits
 * again, in milliseconds (0 when they are).
 */
async function hitAll(store: CounterStore, checks: Checks, now: number): Promise<number> {
  const counts = await Promise.all(
    checks.map((check) => store.hit(limitKey(check), check.rule.windowSeconds * 1000, now)),
  );
  let waitMs = 0;
  counts.forEach((count, index) => {
    const rule = checks[index]?.rule;
    if (rule && count.count > rule.max) waitMs = Math.max(waitMs, count.expiresAt - now);
  });
  return waitMs;
}

/**
 * Counts one hit against each rule for its subject, and refuses with 429 (Retry-After set) when
 * any is over its limit. Every rule is counted, so a refused request still counts.
 */
export async function consumeLimits(
  store: CounterStore,
  checks: Checks,
  now = Date.now(),
): Promise<void> {
  const waitMs = await hitAll(store, checks, now);
  if (waitMs > 0) throw tooManyRequests(waitMs / 1000, messages.tooMany);
}

/** The tries of one request at something a stranger could guess (see limitFailures). */
export interface FailureLimit {
  /** Counts the try before it is judged; 429 (Retry-After set) when its subjects failed too often. */
  begin(): Promise<void>;
  /** The try succeeded: it is not held against its subjects. */
  succeeded(): Promise<void>;
}

/**
 * Limits the failed tries at something guessable (a promo code) per subject. A try is counted
 * before it is judged, so a burst sent at once cannot all be judged before the count catches up,
 * and taken back once it succeeds, so only failures add up. Past a limit every try is refused
 * before it is judged, right or wrong, so the refusal tells a guesser nothing; `refusal.what`
 * says what was tried too often, as the error of `refusal.field`.
 */
export function limitFailures(
  store: CounterStore,
  checks: Checks,
  refusal: { what: string | Message; field: string },
  now: () => number = Date.now,
): FailureLimit {
  return {
    async begin() {
      const waitMs = await hitAll(store, checks, now());
      if (waitMs > 0) throw tooManyRequests(waitMs / 1000, refusal.what, refusal.field);
    },
    async succeeded() {
      const at = now();
      await Promise.all(checks.map((check) => store.takeBack(limitKey(check), at)));
    },
  };
}
