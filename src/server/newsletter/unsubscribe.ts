import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '#shared/paths.ts';

/**
 * The key that signs unsubscribe links: derived from the session secret, so it is kept as
 * safely, yet a token for one purpose cannot be used for another.
 */
export function unsubscribeKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('newsletter-unsubscribe').digest();
}

/** The token of an address's unsubscribe link: HMAC-SHA256 of the lower-cased address. */
export function unsubscribeToken(key: Buffer, email: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url');
}

/** Whether `token` is the address's, compared in constant time. */
export function isUnsubscribeToken(key: Buffer, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page a mail links to, where the reader confirms with a button (scanners only follow links). */
export function unsubscribeUrl(publicUrl: string, key: Buffer, email: string): string {
  const url = new URL(paths.newsletterUnsubscribe, publicUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', unsubscribeToken(key, email));
  return url.toString();
}
