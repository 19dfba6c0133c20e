import type { ChosenExtra, Extra } from '#shared/extras.ts';

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
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
    return {
      kept,
      notice: `${listOf(names)} ${gone.length === 1 ? 'is' : 'are'} no longer available, so we have taken ${gone.length === 1 ? 'it' : 'them'} off your stay.`,
    };
  }
  return {
    kept,
    notice:
      gone.length === 1
        ? 'An extra you chose is no longer available, so we have taken it off your stay.'
        : 'Some extras you chose are no longer available, so we have taken them off your stay.',
  };
}
