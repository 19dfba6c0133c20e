/**
 * What the bundler gives every `import … from 'react'` (vite.config.ts, decision 033): Preact's
 * React-compatible API, plus the one hook a dependency imports that Preact does not have.
 */
import { useCallback, useState } from 'preact/compat';

// @ts-expect-error preact/compat's types are React's, written as one `export =` object; its ES
// module has the same names as named exports, which is what this line passes on.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's `useOptimistic`, imported by react-router's data-mode RouterProvider. Preact runs a
 * transition at once, so an optimistic value lasts until the state it was based on changes.
 */
export function useOptimistic<State, Action = State>(
  state: State,
  reducer?: (current: State, action: Action) => State,
): [State, (action: Action) => void] {
  const [optimistic, setOptimistic] = useState<{ base: State; value: State } | null>(null);
  const value = optimistic && optimistic.base === state ? optimistic.value : state;
  const add = useCallback(
    (action: Action) =>
      setOptimistic((current) => {
        const from = current && current.base === state ? current.value : state;
        return {
          base: state,
          value: reducer ? reducer(from, action) : (action as unknown as State),
        };
      }),
    [state, reducer],
  );
  return [value, add];
}
