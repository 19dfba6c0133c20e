import { useSyncExternalStore } from 'react';
import { isPageHydrated, subscribeToHydration } from '#web/lib/page-hydration.ts';

/**
 * False while the server's HTML is being hydrated (and on the server), true
 * once the page's code runs all of the page: for controls that do nothing without it.
 */
export function useHydrated() {
  return useSyncExternalStore(subscribeToHydration, isPageHydrated, () => false);
}

/**
 * Props for a control that does nothing until the page's code runs: disabled until then (a
 * click would be lost; tools and tests wait for it), looking as usual meanwhile (see
 * `[data-pending-hydration]` in index.css). `disabled` adds the control's own reason.
 */
export function useDisabledUntilHydrated(disabled = false) {
  const hydrated = useHydrated();
  return {
    disabled: disabled || !hydrated,
    'data-pending-hydration': hydrated ? undefined : '',
  } as const;
}
