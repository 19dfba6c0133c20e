import type { FastifyReply } from 'fastify';
import { type ApiError, rateLimited } from '#server/http/api-error.ts';
import type { CounterStore } from './counter-store.ts';

/** At most `max` hits per `windowSeconds` for one subject (an address, an account). */
export interface RateRule {
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
} as const satisfies Record<string, RateRule>;

/** 45 → "45 seconds", 600 → "10 minutes". */
export function humanDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'a moment';
  if (seconds < 90) return `${Math.ceil(seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** A 429 with Retry-After set on the reply and the wait in words. */
export function tooManyRequests(reply: FastifyReply, seconds: number, what: string): ApiError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  return rateLimited(`${what} Please wait ${humanDuration(wait)} and try again.`);
}

/**
 * Counts one hit against each rule for its subject, and refuses with 429 (Retry-After set) when
 * any is over its limit. Every rule is counted, so a refused request still counts.
 */
export async function consumeLimits(
  store: CounterStore,
  reply: FastifyReply,
  checks: readonly { rule: RateRule; subject: string }[],
  now = Date.now(),
): Promise<void> {
  const counts = await Promise.all(
    checks.map(({ rule, subject }) =>
      store.hit(`${rule.name}:${subject}`, rule.windowSeconds * 1000, now),
    ),
  );
  let waitMs = 0;
  counts.forEach((count, index) => {
    const rule = checks[index]?.rule;
    if (rule && count.count > rule.max) waitMs = Math.max(waitMs, count.expiresAt - now);
  });
  if (waitMs > 0) throw tooManyRequests(reply, waitMs / 1000, 'Too many requests.');
}
