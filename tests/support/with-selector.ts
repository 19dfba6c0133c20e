/**
 * `useSyncExternalStoreWithSelector` as an ES module, for the component tests only. The package
 * that has it (use-sync-external-store, under recharts and react-redux) is CommonJS: Node loads it
 * with its own `require('react')`, past the test run's alias to Preact. The site's build bundles
 * the package itself, where the alias does reach it. Same contract: the selection is kept while
 * the snapshot is the same object, or while `isEqual` says the new selection is the same.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const last = useRef<{ value: Selection } | null>(null);
  const getSelection = useMemo(() => {
    let seen: { snapshot: Snapshot; selection: Selection } | null = null;
    return () => {
      const snapshot = getSnapshot();
      if (seen && Object.is(seen.snapshot, snapshot)) return seen.selection;
      const next = selector(snapshot);
      const previous = seen ? { value: seen.selection } : last.current;
      const selection = previous && isEqual?.(previous.value, next) ? previous.value : next;
      seen = { snapshot, selection };
      return selection;
    };
  }, [getSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    last.current = { value };
  }, [value]);
  return value;
}
