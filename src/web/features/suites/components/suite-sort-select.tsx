import { useId } from 'react';
import { defineMessages } from '#shared/messages.ts';
import {
  parseSuiteSort,
  SUITE_SORTS,
  type SuiteSort,
} from '#web/features/suites/lib/suite-order.ts';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  sortBy: { id: 'suites.sortSelect.sortBy', defaultMessage: 'Sort by' },
});

interface SuiteSortSelectProps {
  value: SuiteSort;
  onChange: (sort: SuiteSort) => void;
}

/** "Sort by": the orders of `SUITE_SORTS`, changed at once (no button to press). */
export function SuiteSortSelect({ value, onChange }: SuiteSortSelectProps) {
  const id = useId();
  // A choice made before the page's code runs would be lost: the select waits for it.
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <div className="flex items-center gap-3">
      <label
        htmlFor={id}
        className="shrink-0 text-xs font-medium uppercase tracking-[0.16em] text-ink"
      >
        {t(messages.sortBy)}
      </label>
      <select
        id={id}
        className="field-input min-w-0"
        value={value}
        onChange={(event) => onChange(parseSuiteSort(event.target.value))}
        {...untilHydrated}
      >
        {SUITE_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {t(sort.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
