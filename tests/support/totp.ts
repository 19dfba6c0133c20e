import { createHmac } from 'node:crypto';

/**
 * An authenticator app's code, computed here from the secret the setup gave (RFC 6238: HMAC-SHA1
 * of the 30-second step, six digits), independently of the library under test.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(character);
    if (index === -1) throw new Error(`not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret in an `otpauth://totp/...?secret=...` address. */
export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  return secret;
}

/** The six-digit code for `secret` at `at` (now by default), or `steps` periods away. */
export function totpCode(secret: string, at = Date.now(), steps = 0): string {
  const counter = Math.floor(at / 30_000) + steps;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A code that is surely wrong now (not the current one, nor its neighbours the server allows). */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => totpCode(secret, Date.now(), steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
