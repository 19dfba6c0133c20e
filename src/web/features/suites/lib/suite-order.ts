import { defineMessages } from '#shared/messages.ts';
import type { Suite } from '#shared/suite.ts';

const labels = defineMessages({
  recommended: { id: 'suites.sort.recommended', defaultMessage: 'Recommended' },
  priceAsc: { id: 'suites.sort.priceAsc', defaultMessage: 'Price: low to high' },
  priceDesc: { id: 'suites.sort.priceDesc', defaultMessage: 'Price: high to low' },
  sizeDesc: { id: 'suites.sort.sizeDesc', defaultMessage: 'Size: largest first' },
  guestsDesc: { id: 'suites.sort.guestsDesc', defaultMessage: 'Guests: most first' },
});

/** The orders a guest can put suites in; `recommended` is the server's own order. */
export const SUITE_SORTS = [
  { value: 'recommended', label: labels.recommended },
  { value: 'price-asc', label: labels.priceAsc },
  { value: 'price-desc', label: labels.priceDesc },
  { value: 'size-desc', label: labels.sizeDesc },
  { value: 'guests-desc', label: labels.guestsDesc },
] as const;

export type SuiteSort = (typeof SUITE_SORTS)[number]['value'];

export const DEFAULT_SUITE_SORT: SuiteSort = 'recommended';

/** The `sort` search param as an order; anything else (missing, hand-edited) is the default. */
export function parseSuiteSort(value: string | null): SuiteSort {
  return SUITE_SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SUITE_SORT;
}

/** What an order compares: the suite, and the price shown for it (a stay's total, or a night). */
interface Sortable {
  suite: Suite;
  price: number;
}

const compare: Record<Exclude<SuiteSort, 'recommended'>, (a: Sortable, b: Sortable) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'size-desc': (a, b) => b.suite.sizeSqft - a.suite.sizeSqft,
  'guests-desc': (a, b) => b.suite.capacity - a.suite.capacity,
};

/**
 * `items` in the chosen order, a new array. Ties keep the server's order (closest fit first), and
 * the suite the guest came for (`chosenId`, from the home gallery) is offered first whatever the
 * order. An id that is not among `items` changes nothing.
 */
export function orderSuites<T>(
  items: readonly T[],
  sort: SuiteSort,
  view: (item: T) => Sortable,
  chosenId: string | null = null,
): T[] {
  const ordered =
    sort === 'recommended'
      ? [...items]
      : [...items].sort((a, b) => compare[sort](view(a), view(b)));
  const chosen = ordered.findIndex((item) => view(item).suite.id === chosenId);
  if (chosen > 0) ordered.unshift(...ordered.splice(chosen, 1));
  return ordered;
}
