import { INTL_LOCALES } from '#shared/locale.ts';
import { locale } from '#web/lib/intl.ts';

/** Made on first use: making an Intl formatter costs far more than using one. */
let monthFormat: Intl.DateTimeFormat | undefined;

/**
 * `2025-03` → "March 2025" ("মার্চ ২০২৫" in Bengali): a calendar month at the hotel, formatted
 * in UTC where it is built, so no time zone is involved.
 */
export function formatStayMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number < 1 || number > 12) return month;
  monthFormat ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return monthFormat.format(new Date(Date.UTC(year, number - 1, 1)));
}
