import type { ChosenExtra, Extra } from '#shared/extras.ts';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  named: {
    id: 'booking.withdrawnExtras.named',
    defaultMessage:
      '{count, plural, one {{names} is no longer available, so we have taken it off your stay.} other {{names} are no longer available, so we have taken them off your stay.}}',
  },
  unnamed: {
    id: 'booking.withdrawnExtras.unnamed',
    defaultMessage:
      '{count, plural, one {An extra you chose is no longer available, so we have taken it off your stay.} other {Some extras you chose are no longer available, so we have taken them off your stay.}}',
  },
});

/** "A", "A and B", "A, B and C" (as the page's language lists things). */
function listOf(names: readonly string[]): string {
  return new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(names);
}

/**
 * The chosen extras the hotel still offers, once the quote refused the list (one was switched
 * off since the guest chose it), and what to tell the guest about the others. `known` is the
 * list as the guest last saw it, for the names of those that are gone. Should every one still
 * be offered, the server's refusal stands and none is kept: the page must not ask again forever.
 */
export function withoutWithdrawn(
  chosen: readonly ChosenExtra[],
  offered: readonly Extra[],
  known: readonly Extra[],
): { kept: ChosenExtra[]; notice: string } {
  const offeredIds = new Set(offered.map((extra) => extra.id));
  const stillOffered = chosen.filter((entry) => offeredIds.has(entry.id));
  const kept = stillOffered.length < chosen.length ? stillOffered : [];
  const gone = chosen.filter((entry) => !kept.includes(entry));
  const names = gone.flatMap((entry) => known.find((extra) => extra.id === entry.id)?.name ?? []);
  if (names.length === gone.length) {
    return { kept, notice: t(messages.named, { count: gone.length, names: listOf(names) }) };
  }
  return { kept, notice: t(messages.unnamed, { count: gone.length }) };
}
