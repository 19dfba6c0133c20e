import { z } from 'zod';
import { phone } from '#shared/account.ts';
import { NAME_MAX_LENGTH } from '#shared/field-limits.ts';
import { toSingleLine } from '#shared/validation.ts';

/** A profile photo this site stored itself (see routes/me.ts); nothing from elsewhere. */
const OWN_AVATAR = /^\/uploads\/avatars\/[0-9a-f]{24}-\d{2,4}\.webp$/;

/** A display name within our rules: one plain line, at most NAME_MAX_LENGTH characters. */
function cleanName(value: unknown): string {
  const line = toSingleLine(typeof value === 'string' ? value : '');
  return Array.from(line).slice(0, NAME_MAX_LENGTH).join('').trim() || 'Guest';
}

function cleanImage(value: unknown): string | null {
  return typeof value === 'string' && OWN_AVATAR.test(value) ? value : null;
}

function cleanPhone(value: unknown): string | null {
  const parsed = z.safeParse(phone, value);
  return parsed.success ? parsed.data : null;
}

/**
 * The profile fields of a new account, whatever they came from: our sign-up form (already
 * checked) or a social provider's profile (a name of any length, a picture on another host).
 */
export function cleanProfile(user: { name?: unknown; image?: unknown; phone?: unknown }) {
  return {
    name: cleanName(user.name),
    image: cleanImage(user.image),
    phone: cleanPhone(user.phone),
  };
}

/** The same rules for the fields an update touches; the others pass as they are. */
export function cleanProfileUpdate<T extends Record<string, unknown>>(update: T): T {
  const cleaned: Record<string, unknown> = { ...update };
  if ('name' in update) cleaned.name = cleanName(update.name);
  if ('image' in update) cleaned.image = cleanImage(update.image);
  if ('phone' in update) cleaned.phone = cleanPhone(update.phone);
  return cleaned as T;
}
